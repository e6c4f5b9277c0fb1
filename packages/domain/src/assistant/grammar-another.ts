import type { GrammarContext, Understanding } from './grammar-types.js';

/**
 * A second one said (issue 28): "we've got another dentist visit", "there's a dinner at Abu
 * Khalid's on friday too", «موعد أسنان ثاني»: a new event, never a stored one moved, and the word
 * is no part of its title or its place (as an article is not).
 */
const SAID =
  /(?<![\p{L}])(?:another|one more|a second|too|as well|also|again|كمان|برضه|برضو|بعد\s+ثاني)(?![\p{L}])/iu;
const TITLE_LEAD = /^(?:another|one more|a second)\s+/iu;
const TITLE_WORD = /\s+(?:ثاني|ثانيه|ثانية|تاني|تانيه|تانية|آخر|اخر|أخرى|اخرى|كمان)(?=\s|$)/gu;
/** "add …", «ضيف …», "… add to calendar": a new one asked for in so many words. */
const ADD_SAID =
  /(?<![\p{L}])(?:add|put|schedule|book|create|pencil|set up|ضيف|ضيفي|تضيف|تضيفي|أضف|اضف|تحط|تحطي|تسجل|تسجلي|أضيفي|اضيفي|حط|حطي|سجل|سجلي|سجّل|أنشئ|انشئ|احجز)(?![\p{L}])/iu;
const TOO_LAST = /\s*[,،]?\s+(?:too|as well|also|again|كمان|برضه|برضو)\s*$/iu;

export function anotherOne(u: Understanding, said: string): Understanding {
  if (u.intent !== 'createEvent') return u;
  const s = u.slots;
  let another = SAID.test(said);
  if (s.title) {
    const title = s.title.replace(TITLE_LEAD, '').replace(TITLE_WORD, '').replace(TOO_LAST, '');
    if (title !== s.title && title.trim()) {
      s.title = title.trim();
      another = true;
    }
  }
  if (s.location) {
    const place = s.location.replace(TOO_LAST, '').trim();
    if (place && place !== s.location) s.location = place;
  }
  if (another) u.another = true;
  if (ADD_SAID.test(said)) u.addSaid = true;
  return u;
}

/**
 * "Reem'll get Tala's present on wednesday instead" with the present already Reem's: no
 * hand-over, the task's new day (a move, confirmed first as a loose match).
 */
export function sameDoerMove(u: Understanding, context: GrammarContext): Understanding {
  const s = u.slots;
  if (u.intent !== 'reassignTask' || !s.taskId || !(s.date || s.time)) return u;
  const task = context.tasks.find((t) => t.id === s.taskId);
  if (!task || !task.assigneeId || task.assigneeId !== s.assigneeId) return u;
  const slots = { ...s };
  delete slots.assignee;
  delete slots.assigneeId;
  const row = { id: task.id, name: task.name, type: 'task' as const };
  return {
    ...u,
    intent: 'moveEvent',
    slots,
    target: { match: 'loose', phrase: u.target?.phrase ?? task.name, candidates: [row] },
  };
}
