import { cleanTitle, namesEvent } from './grammar-words.js';

/** Events said as facts ("we have a school play on …", «عندنا حفلة …»), for `statementOf`. */

export const EVENT_VERB_EDGE =
  /\s+(?:is|are|will be|is going to be|takes place|is happening)$|^(?:عنا|عندنا|رايحين|رايحه|رايح|بنروح|حنروح|هنروح|نروح|رح نروح|راح نروح|معزومين على|معزومين|عزمونا على|عزمونا|عازمينا على|عازمينا)\s+(?:على\s+|ل|لل)?(?=\S)/iu;

const EVENT_LEAD =
  /^\s*(?:(?:and|so|oh|btw)\s+)?(?:we have|we've got|we got|i have|i've got|there's|there is|there will be|there'll be|(?:we're|we are|we've been|we have been|we got|i'm|i am|i've been|i got) invited to|عندنا|عنا|عندي|فيه|في عندنا|في عنا|بيكون في|رح يكون في|حيكون في)\s+/iu;
const EVENT_COPULA = /\s+(?:is|are|will be|'s)\s*(?:on|at|this|next)?\s*[,.]?\s*$/iu;

/** The title of an event said as a fact, or null when the sentence is not one. */
export function eventStatement(rest: string, timed: boolean): string | null {
  const trimmed = rest.replace(/[,.،!]+\s*$/u, '').trim();
  if (EVENT_LEAD.test(trimmed)) {
    // "I have a headache today" is no event: a kind of event, or a clock time, makes it one.
    const title = cleanTitle(trimmed.replace(EVENT_LEAD, ''));
    // ("there's a charity run at the Diplomatic Quarter … at 7am": a named place with its clock
    // time makes one too; "there is a flight to Dubai at 5" is no event of ours.)
    const ours =
      /^\s*(?:(?:and|so|oh|btw)\s+)?(?:we|i|عندنا|عنا|عندي)/iu.test(trimmed) ||
      /^\s*there.*\s(?:at|in)\s+(?:the\s+)?\p{Lu}/u.test(trimmed);
    return title && ((timed && ours) || namesEvent(title, 'anywhere')) ? title : null;
  }
  if (EVENT_COPULA.test(trimmed)) return cleanTitle(trimmed.replace(EVENT_COPULA, '')) || null;
  // "Reem's graduation rehearsal is on Wednesday … at the school hall": the place said last.
  const placed = EVENT_COPULA_PLACE.exec(trimmed);
  if (placed) return cleanTitle(`${trimmed.slice(0, placed.index)} at ${placed[1]!}`) || null;
  return null;
}
const EVENT_COPULA_PLACE =
  /\s+(?:is|are|will be|'s)\s+(?:(?:on|this|next)\s+)?(?:at|in)\s+(\S.*)$/iu;
