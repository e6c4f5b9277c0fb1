import type { GrammarContext, Understanding } from './grammar-types.js';
import { memberNamed } from './refine.js';
import { resolve } from './resolve.js';

/**
 * Sentences of two clauses about people (issue 28): "Huda's doing the bins tonight, Ziad has
 * homework", "Huda's stuck at work so Grace is gonna get Ziad from football", "you can cross
 * off the AC technician, Faisal reached him". One clause asks for a change to a stored row; the
 * other says why, or who did it. The clause that is a change is taken alone; a new row is never
 * made of both (its title would be the two clauses, which no one asked for).
 */

/** Where clauses meet: a comma, a dash, "so", "because", «ف…», «لأن». */
const BREAK =
  /\s*[,،;]\s*(?:(?:so|and so|because|since|cause|coz|cuz|as)\s+)?|\s+[-–—]\s+|\s+(?:so|and so|because|since|cause|coz|cuz|لأن|لان|عشان|علشان)\s+|\s+ف(?=(?:خل|خلاص|علم|اشطب|حول|عط|اعط)[\p{L}]*\s)/iu;

/** Changes to what is stored: what one clause of the two may be. */
const CHANGES = new Set(['completeTask', 'reassignTask', 'moveEvent']);

/** The first word of a clause, as a member's name ("Ziad", "Huda's", «وزياد»). */
function opensWithMember(clause: string, context: GrammarContext): boolean {
  const first = clause.trim().split(/\s+/u)[0] ?? '';
  const bare = first.replace(/['’]s$/iu, '').replace(/^و(?=\S{3})/u, '');
  return Boolean(memberNamed(bare, context.members));
}

/** The sentence's clauses (two or three), or null when it is one. */
export function clausesOf(text: string): string[] | null {
  const parts: string[] = [];
  let rest = text.trim();
  for (let i = 0; i < 3; i++) {
    const m = BREAK.exec(rest);
    if (!m || m.index === 0) break;
    parts.push(rest.slice(0, m.index).trim());
    rest = rest.slice(m.index + m[0].length).trim();
  }
  if (!parts.length || !rest) return null;
  parts.push(rest);
  return parts.every((p) => p.length > 1) ? parts : null;
}

/**
 * The one change a sentence of clauses asks for, when one clause is a change to a stored row
 * and the sentence speaks of a member; null otherwise (the caller then asks rather than adds).
 */
export function oneClauseChange(
  text: string,
  context: GrammarContext,
  understand: (said: string, context: GrammarContext) => Understanding,
): Understanding | null {
  const parts = clausesOf(text);
  if (!parts || !parts.some((p) => mentionsMember(p, context))) return null;
  const read = parts.map((p) => understand(p, context));
  const changes = read.filter(
    (u) => CHANGES.has(u.intent) && !u.notFound && u.target?.match !== 'notFound',
  );
  // («فاتورة الكهربا انسددت، فيصل دفعها بسداد»: both clauses say the one thing done; the one
  // that names the row is taken, when the other names none or the same.)
  const named = changes.filter((u) => u.target?.match === 'exact' || u.target?.match === 'loose');
  const same =
    named.length >= 1 &&
    named.every(
      (u) =>
        u.intent === named[0]!.intent &&
        u.target!.candidates[0]!.id === named[0]!.target!.candidates[0]!.id,
    ) &&
    changes.every(
      (u) =>
        named.includes(u) ||
        u.target?.candidates.some((c) => c.id === named[0]!.target!.candidates[0]!.id),
    );
  if (changes.length !== 1 && !same) return null;
  const change = changes.length === 1 ? changes[0]! : named[0]!;
  // "Ziad's practice is running late so the pickup's at 7:15 now": the other clause tells
  // which of the rows the change names (confirmed first, as a loose match).
  const target = change.target;
  if (target?.match === 'which') {
    const others = parts.filter((_, i) => read[i] !== change).join(' ');
    const r = resolve(others, target.candidates, undefined, context.members);
    if (r.kind === 'exact' || r.kind === 'loose') {
      const row = r.row;
      change.target = { match: 'loose', phrase: target.phrase, candidates: [row] };
      if (row.type === 'task') Object.assign(change.slots, { task: row.name, taskId: row.id });
      else Object.assign(change.slots, { event: row.name, eventId: row.id });
    }
  }
  return change;
}

/** Whether a clause names a member of the family anywhere. */
function mentionsMember(clause: string, context: GrammarContext): boolean {
  return clause
    .split(/[\s,،.!?؟]+/u)
    .some((w) => w.length > 1 && memberNamed(w.replace(/['’]s$/iu, ''), context.members));
}

/**
 * Whether a new row's title spans a clause about a member ("Huda is doing the bins , Ziad has
 * homework"): such a title is no one's words for a thing to add.
 */
export function titleOfClauses(title: string, context: GrammarContext): boolean {
  const parts = clausesOf(title);
  // («زياد تمرينه يخلص ٧، فجيبته من النادي»: a clause about him, then what follows from it.)
  return Boolean(
    parts &&
    (parts.slice(1).some((p) => opensWithMember(p, context)) ||
      (opensWithMember(parts[0]!, context) &&
        /^\s*ف|[,،]\s*ف/u.test(title.slice(parts[0]!.length)))),
  );
}
