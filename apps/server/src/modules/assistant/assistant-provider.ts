import {
  asTargets,
  resolveTarget,
  type GrammarContext,
  type Named,
  type Understanding,
} from '@usra/domain/assistant/grammar';
import { normalizeSearchText } from '@usra/domain/documents/search-text';
import { memberRoles } from '@usra/domain/family/member-schema';

/**
 * The optional OpenAI-compatible provider (ASSISTANT_API_URL, decision 013): one
 * /chat/completions call with tools bound to the engine's actions. Tool arguments name things
 * by their words; they are resolved against the same family lists the offline grammar uses, so
 * the family scoping is the same. Any failure or timeout answers null: the offline engine runs.
 */
export interface ProviderConfig {
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface ProviderAnswer {
  understandings: Understanding[];
  /** The model's own text, used when it called no tool. */
  content: string | null;
}

const QUESTIONS = [
  'tasksToday',
  'tasksOverdue',
  'tasksWeek',
  'whereIs',
  'documentsExpiring',
  'vehicleService',
  'maintenanceOverdue',
] as const;

const str = { type: 'string' };
const date = { type: 'string', description: 'YYYY-MM-DD' };
const time = { type: 'string', description: 'HH:MM, 24-hour' };
const tool = (name: string, description: string, properties: object, required: string[]) => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties, required } },
});

export const providerTools = [
  tool(
    'create_task',
    'Add a family task',
    {
      title: str,
      assignee: { type: 'string', description: 'a family member name' },
      date,
      time,
      priority: { type: 'string', enum: ['low', 'medium', 'high'] },
    },
    ['title'],
  ),
  tool(
    'complete_task',
    'Mark a task completed',
    { task: { type: 'string', description: 'its title' } },
    ['task'],
  ),
  tool('reassign_task', 'Give a task to a family member', { task: str, assignee: str }, [
    'task',
    'assignee',
  ]),
  tool(
    'create_event',
    'Add a calendar event',
    {
      title: str,
      date,
      time,
      location: str,
      type: { type: 'string', enum: ['family', 'personal', 'work', 'school'] },
    },
    ['title', 'date'],
  ),
  tool('move_event', 'Move a calendar event', { event: str, date, time }, ['event']),
  tool(
    'add_member',
    'Add a family member',
    { name: str, role: { type: 'string', enum: memberRoles } },
    ['name'],
  ),
  tool(
    'ask',
    'Answer a question about the family',
    {
      question: { type: 'string', enum: QUESTIONS },
      member: str,
      date,
    },
    ['question'],
  ),
];

const key = (s: string) => normalizeSearchText(s);
const byName = (rows: Named[], name: unknown) =>
  typeof name === 'string' ? rows.find((r) => key(r.name) === key(name)) : undefined;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const isDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
const isTime = (v: unknown) => (typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? v : undefined);

/** A tool call → what the engine carries out, resolved against the family's own lists. */
export function fromToolCall(
  name: string,
  args: Record<string, unknown>,
  context: GrammarContext,
): Understanding {
  const u: Understanding = { intent: 'unknown', slots: {}, missing: null, notFound: null };
  const s = u.slots;
  const when = () => {
    const d = isDate(args.date);
    const t = isTime(args.time);
    if (d) s.date = d;
    if (t) s.time = t;
  };
  const assignee = () => {
    if (args.assignee === undefined) return;
    const member = byName(context.members, args.assignee);
    if (member) {
      s.assignee = member.name;
      s.assigneeId = member.id;
    } else u.notFound = 'member';
  };
  // The same resolver as the offline grammar: exact, loose (confirmed), which, or not found.
  const row = (kind: 'task' | 'event', phrase: unknown) => {
    if (typeof phrase !== 'string' || !phrase.trim()) {
      u.missing = kind;
      return;
    }
    const rows =
      kind === 'task'
        ? asTargets(context.tasks, 'task')
        : [...asTargets(context.events, 'event'), ...asTargets(context.tasks, 'task')];
    resolveTarget(u, phrase, rows, kind);
  };
  switch (name) {
    case 'create_task':
      u.intent = 'createTask';
      s.title = text(args.title);
      if (args.priority === 'high' || args.priority === 'low') s.priority = args.priority;
      when();
      assignee();
      if (!s.title) u.missing = 'title';
      break;
    case 'complete_task':
      u.intent = 'completeTask';
      row('task', args.task);
      break;
    case 'reassign_task':
      u.intent = 'reassignTask';
      row('task', args.task);
      assignee();
      if (!s.assigneeId && !u.notFound) u.missing = 'assignee';
      break;
    case 'create_event':
      u.intent = 'createEvent';
      s.title = text(args.title);
      s.location = text(args.location);
      s.eventType =
        (['family', 'personal', 'work', 'school'] as const).find((t) => t === args.type) ??
        'family';
      when();
      if (!s.title) u.missing = 'title';
      else if (!s.date) u.missing = 'date';
      break;
    case 'move_event':
      u.intent = 'moveEvent';
      row('event', args.event);
      when();
      if (!s.date && !s.time) u.missing ??= 'when';
      break;
    case 'add_member':
      u.intent = 'addMember';
      s.name = text(args.name);
      s.role = memberRoles.find((r) => r === args.role);
      if (!s.name) u.missing = 'name';
      break;
    case 'ask': {
      const question = QUESTIONS.find((q) => q === args.question);
      if (!question) break;
      u.intent = question;
      when();
      if (args.member !== undefined) {
        const member = byName(context.members, args.member);
        if (member) Object.assign(s, { member: member.name, memberId: member.id });
        else u.notFound = 'member';
      }
      break;
    }
    default:
      break;
  }
  for (const k of Object.keys(s) as (keyof typeof s)[]) if (s[k] === undefined) delete s[k];
  return u;
}

interface ChatCompletion {
  choices?: {
    message?: {
      content?: string | null;
      tool_calls?: { function?: { name?: string; arguments?: string } }[];
    };
  }[];
}

export function chatCompletionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

export async function askProvider(
  config: ProviderConfig,
  message: string,
  context: GrammarContext,
  language: 'ar' | 'en',
): Promise<ProviderAnswer | null> {
  try {
    const response = await fetch(chatCompletionsUrl(config.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages: [
          {
            role: 'system',
            content:
              `You are a family organiser's assistant. Today is ${context.today}. ` +
              `Answer in ${language === 'ar' ? 'Arabic' : 'English'}. Use the tools to act. ` +
              `Family members: ${context.members.map((m) => m.name).join(', ') || 'none'}.`,
          },
          { role: 'user', content: message },
        ],
        tools: providerTools,
        tool_choice: 'auto',
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as ChatCompletion;
    const reply = body.choices?.[0]?.message;
    if (!reply) return null;
    const understandings = (reply.tool_calls ?? []).map((call) => {
      let args: Record<string, unknown> = {};
      try {
        args = JSON.parse(call.function?.arguments ?? '{}') as Record<string, unknown>;
      } catch {
        args = {};
      }
      return fromToolCall(call.function?.name ?? '', args, context);
    });
    const content =
      typeof reply.content === 'string' && reply.content.trim() ? reply.content.trim() : null;
    if (!understandings.length && !content) return null;
    return { understandings, content };
  } catch {
    return null;
  }
}
