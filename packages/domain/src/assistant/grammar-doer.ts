import type { GrammarContext, Understanding } from './grammar-types.js';
import { contentWords, namesEvent, type Named, wordsMatch } from './grammar-words.js';
import { memberNamed } from './refine.js';
import { headedByDoing } from './kind.js';
import { doesWhatIsSaid } from './done-near.js';
import { PARTICLES, resolve, sameName } from './resolve.js';
import { addedPerson, requestFirst } from './grammar-reread.js';

/**
 * A member's doing said (issue 28): wanting a member to do something («بدي فيصل يجيب …», "I
 * want Faisal to get …") is letting them («خلي فيصل يجيب …»); «أنور يفحص زيت الكامري يوم
 * الاثنين» (a member, a verb of doing, a day) hands over the open task that is that doing, else
 * adds it for them.
 */
const WANT_DOER_AR =
  /^\s*(?:بدي|بدنا|ابي|أبي|ابغى|أبغى|ابغي|نبي|نبغى|ودي|ودنا|عايز|عايزه|عاوز|عاوزه|اريد|أريد)\s+(?!ال)([\p{L}]{2,})\s+((?:ي|ت|بي|بت)[\p{L}]{2,}(?:\s.*)?)$/u;
const WANT_DOER_EN =
  /^\s*(?:i|we)\s+(?:want|need|would like|'d like)\s+([\p{L}]{2,})\s+to\s+(.+)$/iu;
const WANT_DOER_AR_SAID = /^\s*(?!ال)([\p{L}]{2,})\s+((?:ب?ي|ب?ت)[\p{L}]{2,}\s.+)$/u;
const DAY_SAID = /[\p{N}]|يوم|بكر|الليل|الصبح|اليوم/u;
const CLOCK = /الساع[هة]|[\p{N}]\s*[:.]\s*[\p{N}]/u;

export function wantedDoer(spoken: string, context: GrammarContext): string | null {
  // (Tashkeel is no letter: «يصلّح» is one word.)
  const text = spoken.replace(/[\u064B-\u0652]/gu, '');
  const said = WANT_DOER_AR_SAID.exec(text);
  const m = WANT_DOER_AR.exec(text) ?? WANT_DOER_EN.exec(text) ?? said;
  if (!m || !memberNamed(m[1]!, context.members)) return null;
  // («أنور بيغسل …»: the future's ب is no part of the verb.)
  const doing = m === said ? m[2]!.replace(/^ب(?=[يت])/u, '') : m[2]!;
  // Only on a day said; an occasion or a clock time ("«ريم تلعب تنس الخميس الساعة ٥»") is the
  // member's event, unless the verb is one of household doing («جريس ترتب الدولاب … الساعة ١٠»).
  if (
    m === said &&
    (!DAY_SAID.test(text) ||
      ((CLOCK.test(text) || namesEvent(doing, 'anywhere')) && !headedByDoing(doing, false)))
  )
    return null;
  return /[\u0600-\u06FF]/u.test(doing) ? `خلي ${m[1]} ${doing}` : `let ${m[1]} ${m[2]}`;
}

/**
 * Whether the phrase names another thing than the row: each has a word of what it is about that
 * the other lacks («يجهز شنطة التمرين» is not «تجهيز شنطة الرحلة لزياد»: training, not the trip).
 */
export function anotherThing(phrase: string, row: Named, members: readonly Named[]): boolean {
  const what = (w: string) =>
    !PARTICLES.has(w) && !memberNamed(w.replace(/^ل(?=\S{3})/u, ''), members);
  const said = contentWords(phrase).filter(what);
  const title = contentWords(row.name).filter(what);
  const same = (a: string, b: string) => wordsMatch(a, b) || wordsMatch(b, a) || sameName(a, b);
  return (
    said.some((w) => !title.some((t) => same(w, t))) &&
    title.some((t) => !said.some((w) => same(w, t)))
  );
}

type Understand = (said: string, context: GrammarContext) => Understanding;

/**
 * A request said first, a person added, a member's doing wanted (`wantedDoer`): what is said
 * for them. «خلي أنور يفحص زيت الكامري»: no open task is that doing (or the one found is about
 * another thing), so it is a new one for him.
 */
/**
 * «خلي جارنا أبو سلمان يوصل تالا …», "let our neighbour Abu Salman take Tala …": someone not of
 * the family doing an open task is not found (said so), never the task moved or handed over.
 */
const LET_SOMEONE =
  /^\s*(?:خلي|خلّي|خل|خلو|خلوا)\s+((?:[\p{L}]+\s+){0,2}[\p{L}]{2,})\s+((?:ي|ت)[\p{L}]{2,}\s.*)$/u;
const LET_SOMEONE_EN =
  /^\s*(?:let|have|get)\s+((?:(?:our|my|the)\s+)?(?:[\p{L}'’]+\s+){0,2}?[\p{L}'’]{2,})\s+(?:to\s+)?((?:take|pick|drop|do|get|bring|drive|feed|walk|collect)\s.*)$/iu;

function strangerDoing(text: string, context: GrammarContext): Understanding | null {
  const m = LET_SOMEONE.exec(text) ?? LET_SOMEONE_EN.exec(text);
  if (!m || m[1]!.split(/\s+/u).some((w) => memberNamed(w.replace(/['’]s$/u, ''), context.members)))
    return null;
  const rows = context.tasks.map((t) => ({ id: t.id, name: t.name }));
  const r = resolve(m[2]!, rows, undefined, context.members);
  return r.kind === 'notFound'
    ? null
    : { intent: 'reassignTask', slots: {}, missing: null, notFound: 'member' };
}

export function doerReading(
  text: string,
  context: GrammarContext,
  understand: Understand,
): Understanding | null {
  const stranger = strangerDoing(text, context);
  if (stranger) return stranger;
  const first = requestFirst(text) ?? addedPerson(text) ?? wantedDoer(text, context);
  if (!first) return null;
  const inner = understand(first, context);
  // (One clause headed by a verb of doing: «… الليلة، زياد عنده اختبار» says why, not what.)
  const doing = first.replace(/^خلي\s+\S+\s+/u, '');
  const plain = !/[,،]/u.test(doing) && headedByDoing(doing, false);
  const other =
    inner.intent === 'reassignTask' &&
    inner.target?.candidates.every(
      (c) => !doesWhatIsSaid(first, c) || (plain && anotherThing(doing, c, context.members)),
    ) &&
    /^خلي\s/u.test(first)
      ? understand(first.replace(/^خلي/u, 'ذكر'), context)
      : null;
  if (other && other.intent === 'createTask') return other;
  return inner.intent !== 'unknown' ? inner : null;
}

/**
 * A to-do noted for a member (session 23): "grace to defrost the freezer sunday", "anwar:
 * collect the car seat on monday", "new job for the driver - get the AC regassed", "add that
 * huda has to get the curtains measured": read as "remind <member> to …" (a member's name
 * only; the rest headed by a verb of doing).
 */
const NOTE_TO = /^\s*([\p{L}]{2,})\s+to\s+(?!be\s|the\s|a\s|an\s)(\S.*)$/iu;
const NOTE_PARTS = /^\s*([\p{L}]{2,})\s*[:\-–—]\s+(\S.*)$/u;
const NEW_JOB =
  /^\s*(?:a\s+)?(?:new|another|one\s+more)\s+(?:job|task|chore|to-?do|thing)\s+for\s+([\p{L}]{2,})\s*[:\-–—,]\s*(\S.*)$/iu;
const ADD_THAT =
  /^\s*(?:(?:oh|and|so|um+|ok|okay)\s*,?\s+)*(?:(?:can|could)\s+(?:you|u)\s+)?(?:add|put\s+(?:down|in)|note(?:\s+down)?)\s+that\s+([\p{L}]{2,})\s+(?:has|needs|have|need)\s+to\s+(\S.*)$/iu;

export function noteForMember(text: string, context: GrammarContext): string {
  const m =
    NEW_JOB.exec(text) ?? ADD_THAT.exec(text) ?? NOTE_TO.exec(text) ?? NOTE_PARTS.exec(text);
  if (!m || /[\u0600-\u06FF]/u.test(m[2]!) || !memberNamed(m[1]!, context.members)) return text;
  if (!headedByDoing(m[2]!, false)) return text;
  return `remind ${m[1]} to ${m[2]}`;
}
