import type { GrammarContext, TargetRow } from './grammar-types.js';
import type { Named } from './grammar-words.js';
import { resolve, type Resolution } from './resolve.js';
import { vehicleIn } from './refine.js';

/** Questions about the family's cars: the rows of the car said, every car named, all of them. */

/**
 * The row a question names, found by the resolver, but never a row about another of the
 * family's cars («متى لازم نجدد استمارة الباترول؟» is not the Yaris's registration task).
 */
export function sameVehicle(
  phrase: string,
  rows: TargetRow[],
  context: GrammarContext,
): Resolution<TargetRow> {
  const r = resolve(phrase, rows, undefined, context.members);
  const vehicles = context.vehicles ?? [];
  const said = vehicleIn(phrase, vehicles);
  if (!said) return r;
  const other = (row: TargetRow) => {
    const v = vehicleIn(row.name, vehicles);
    return v !== undefined && v.id !== said.id;
  };
  if (r.kind === 'which') {
    const left = r.rows.filter((x) => !other(x));
    if (left.length === r.rows.length) return r;
    return left.length ? resolve(phrase, left, undefined, context.members) : NOT_FOUND;
  }
  return r.kind !== 'notFound' && other(r.row) ? NOT_FOUND : r;
}

/** No row of this car: nothing offered instead (another car's row is not a near miss). */
export const NOT_FOUND: Resolution<TargetRow> = { kind: 'notFound', closest: [] };

/** Every vehicle named in a phrase, in the order said. */
export function vehiclesIn(phrase: string, vehicles: readonly Named[]): Named[] {
  const out: Named[] = [];
  for (const word of phrase.split(/\s+|(?<=\s)و(?=ال)/u)) {
    const v = vehicleIn(word.replace(/^و(?=ال)/u, ''), vehicles);
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}
export const ALL_CARS =
  /(?<![\p{L}])(?:(?:the|our|all (?:the|our)?)\s*(?:cars|vehicles)|car\s+(?:stuff|things|jobs|tasks|work|maintenance)|(?:ال)?(?:سيارات|سياراتنا|عربيات|موترات))(?![\p{L}])/iu;

/** What is asked of a vehicle: its tasks, what is left or due on it. */
export const VEHICLE_TASKS =
  /(?<![\p{L}])(?:needs?|needs? doing|نسوي|نسويه|نسوي لها|to do|to be done|tasks?|jobs?|left|pending|open|on the list|due|coming up|upcoming|needed|anything|something|stuff|باقي|الباقي|مهام|المهام|مهمه|مطلوب|المطلوب|لازم|محتاج|محتاجه|محتاجة|تحتاج|يحتاج|ناقصها|ناقصه|على|عندنا|عنا)(?![\p{L}])/iu;
