import { intentNames, intentTemplates, type IntentName } from './intents-data.js';
import { wordKey } from './grammar-words.js';

/**
 * The assistant's templates compiled to anchored regular expressions over "key key key "
 * strings (decision 013): `(a|b)`, `[a|b]`, `{list}`, `{wildcard:*}`, `<range>`.
 */
// ---------------------------------------------------------------------------------------------
// Templates → regular expressions over "key key key " strings

export type ListSlot = 'assignee' | 'member' | 'role';
export const LIST_SLOTS = new Set<string>(['assignee', 'member', 'role']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles one template; list slots become `(?<slot>…)` filled from `lists` at match time. */
export function compileTemplate(template: string): string {
  let i = 0;
  const parseSeq = (stops: string): string => {
    let out = '';
    while (i < template.length && !stops.includes(template[i]!)) {
      const ch = template[i]!;
      if (ch === ' ' || ch === ',' || ch === ':' || ch === '،') {
        i++;
      } else if (ch === '(' || ch === '[') {
        i++;
        const alts = [parseSeq(ch === '(' ? '|)' : '|]')];
        while (template[i] === '|') {
          i++;
          alts.push(parseSeq(ch === '(' ? '|)' : '|]'));
        }
        i++; // the closing bracket
        out += `(?:${alts.join('|')})${ch === '[' ? '?' : ''}`;
      } else if (ch === '{') {
        const close = template.indexOf('}', i);
        const [name, kind] = template.slice(i + 1, close).split(':') as [string, string?];
        i = close + 1;
        if (kind === '*') out += `(?<${name}>(?:\\S+ )+?)`;
        else if (LIST_SLOTS.has(name)) out += `(?:ل|ب|ك)?(?<${name}>@${name}@) `;
        else throw new Error(`unknown slot ${name}`);
      } else if (ch === '<') {
        const close = template.indexOf('>', i);
        out += `z${template.slice(i + 1, close)} `;
        i = close + 1;
      } else {
        let word = '';
        while (i < template.length && !' ()[]|{}<>,:،'.includes(template[i]!))
          word += template[i++];
        const keys = word.split(/\s+/).map(wordKey).filter(Boolean);
        out += keys.map((k) => `${escape(k)} `).join('');
      }
    }
    return out;
  };
  return parseSeq('');
}

/**
 * A condition a looser template adds to its match (written `!name ` in front of the template),
 * checked once its slots are filled:
 * - `statement`: an event said as a fact ("I have a job interview on …", "عندنا حفلة …"): the
 *   title names a kind of event (`eventNouns`) and a day or time is given;
 * - `lead`: an event with no verb at all ("موعد تطعيم … بعد بكرة"): the title starts with such
 *   a word and a day is given;
 * - `noun`: "add a meeting …": the title names a kind of event;
 * - `plain`: "add \"buy ink\" with low priority": a task said without the word task, only when
 *   the title is quoted or a priority is given, and it names no kind of event;
 * - `found`: the stored task or event is found (and, for a move, a new day or time given);
 * - `past`: "I picked up …", "غسلت الصحون": a past-tense verb and most of a stored task's words.
 * - `chore` / `notChore`: «ضيف X» is a task when X is headed by a verb of doing, an event when X
 *   names an occasion (`kind.ts`); `occasion`: "book a
 *   dentist appointment" (about an occasion), not "book the hall for the party".
 * - `listed`: a note in parts led by a member ("Faisal - fix the tap - wed 5pm", «جريس: تنظيف
 *   الفريزر»): a to-do headed by a verb of doing that no open task already is.
 */
export type TemplateGuard =
  | 'statement'
  | 'lead'
  | 'noun'
  | 'plain'
  | 'found'
  | 'past'
  | 'chore'
  | 'notChore'
  | 'occasion'
  | 'listed';
const GUARDS = new Set<string>([
  'statement',
  'lead',
  'noun',
  'plain',
  'found',
  'past',
  'chore',
  'notChore',
  'occasion',
  'listed',
]);

export interface CompiledTemplate {
  source: string;
  intent: IntentName;
  language: 'ar' | 'en';
  order: number;
  guard: TemplateGuard | null;
}

let compiled: CompiledTemplate[] | null = null;

export function templates(): CompiledTemplate[] {
  if (!compiled) {
    compiled = [];
    let order = 0;
    for (const language of ['en', 'ar'] as const) {
      for (const intent of intentNames) {
        for (const t of intentTemplates[language][intent]) {
          const marked = /^!(\w+)\s+/.exec(t);
          if (marked && !GUARDS.has(marked[1]!)) throw new Error(`unknown guard ${marked[1]}`);
          compiled.push({
            source: compileTemplate(marked ? t.slice(marked[0].length) : t),
            intent,
            language,
            order: order++,
            guard: (marked?.[1] as TemplateGuard | undefined) ?? null,
          });
        }
      }
    }
  }
  return compiled;
}

export function listAlternatives(values: string[]): string {
  const keys = [...new Set(values.map((v) => v.split(/\s+/).map(wordKey).join(' ')))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return keys.length ? keys.map(escape).join('|') : '(?!)';
}

// ---------------------------------------------------------------------------------------------
// Matching

/** Compiled expressions for the last few lists (a family's lists change rarely). */
const regexCache = new Map<string, Map<string, RegExp>>();

/** The same, by the lists' object (one per turn): its key is not built again for each template. */
const regexCacheOf = new WeakMap<Record<ListSlot, string>, Map<string, RegExp>>();

export function regexFor(source: string, lists: Record<ListSlot, string>): RegExp {
  let cache = regexCacheOf.get(lists);
  if (!cache) {
    const listKey = `${lists.assignee}\u0000${lists.role}`;
    cache = regexCache.get(listKey);
    if (!cache) {
      if (regexCache.size >= 20) regexCache.delete(regexCache.keys().next().value!);
      cache = new Map();
      regexCache.set(listKey, cache);
    }
    regexCacheOf.set(lists, cache);
  }
  let re = cache.get(source);
  if (!re) {
    const filled = source.replace(/@(\w+)@/g, (_, name: ListSlot) => lists[name]);
    re = new RegExp(`^${filled}$`, 'du');
    cache.set(source, re);
  }
  return re;
}
