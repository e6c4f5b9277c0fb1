import type { When } from './when-types.js';

/**
 * The scanner the date and time readers share (`parseWhen`): the folded text, what was found
 * where, and the date, time and range named so far.
 */

const HARAKAT = /[\u0610-\u061A\u064B-\u065F\u0670\u0640\u200E\u200F\u061C]/;
const FOLD: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };

/** Folds the text for matching and keeps, for each folded character, its original index. */
export function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (HARAKAT.test(ch)) continue;
    const code = ch.charCodeAt(0);
    let out = FOLD[ch] ?? ch;
    if (code >= 0x0660 && code <= 0x0669) out = String(code - 0x0660);
    else if (code >= 0x06f0 && code <= 0x06f9) out = String(code - 0x06f0);
    else if (ch === '٫' || ch === '：') out = ':';
    out = out.toLowerCase();
    folded += out.length === 1 ? out : ch;
    map.push(i);
  }
  map.push(text.length);
  return { folded, map };
}

// Word boundaries that work for Arabic letters (\b does not).
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
// Compiled once per source (parseWhen runs on every message; matchAll copies the expression).
const compiledRe = new Map<string, RegExp>();
export const re = (source: string) =>
  compiledRe.get(source) ??
  compiledRe.set(source, new RegExp(`${B}(?:${source})${E}`, 'gu')).get(source)!;

export interface Found {
  start: number;
  end: number;
}

export const pad = (n: number) => String(n).padStart(2, '0');

export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

export class WhenScan {
  readonly found: Found[] = [];
  date: string | null = null;
  time: string | null = null;
  range: When['range'] = null;
  /** A part of the day named apart from the hour ("tomorrow evening", "بالليل"): am or pm. */
  dayPart: 'am' | 'pm' | null = null;
  /** Whether the time named carried its own am/pm (then the part of the day does not move it). */
  timeHasPeriod = false;
  /** The time a day word implies when no hour is named ("tonight" → 20:00). */
  defaultTime: string | null = null;
  explicitDate: string | null = null;
  /** The day was only roughly named ("next week", "this weekend"): not a day to move to. */
  vague = false;
  /** Whether the last time read carried its own period. */
  lastHadPeriod = false;
  private dateSpan: Found | null = null;
  private scanning: Found | null = null;

  constructor(readonly folded: string) {}

  private taken(start: number, end: number): boolean {
    return this.found.some((f) => start < f.end && end > f.start);
  }

  /** Whether a match touches an expression already found (only spaces, commas or يوم between). */
  nextTo(m: RegExpExecArray): boolean {
    const start = m.index;
    const end = start + m[0].length;
    return this.found.some(
      (f) =>
        (f.end <= start && /^[\s,،]*$/u.test(this.folded.slice(f.end, start))) ||
        (end <= f.start && /^[\s,،]*(?:يوم)?[\s,،]*$/u.test(this.folded.slice(end, f.start))),
    );
  }

  scan(pattern: RegExp, onMatch: (m: RegExpExecArray) => boolean | void): void {
    for (const m of this.folded.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (this.taken(start, end)) continue;
      this.scanning = { start, end };
      if (onMatch(m as RegExpExecArray) !== false) this.found.push({ start, end });
    }
  }

  setDate(value: string | null): boolean {
    if (value === null) return false;
    if (this.date !== null) {
      // "from Monday to Wednesday", "من الخميس للجمعة": the second day is the one meant (the
      // first is consumed too, whichever of the two was found first).
      const { dateSpan, scanning } = this;
      if (!dateSpan || !scanning) return false;
      const [first, second] =
        scanning.start < dateSpan.start ? [scanning, dateSpan] : [dateSpan, scanning];
      const before = this.folded.slice(0, first.start);
      const between = this.folded.slice(first.end, second.start);
      const from = /(?:from|من)\s*(?:يوم\s*)?$/u.test(before);
      const to = /^\s*(?:to|until|till|through|thru|ل|لل|الى|الي|لين|حتي)\s*(?:يوم\s*)?$/u.test(
        between,
      );
      // "between Monday and Wednesday", «بين الأحد والثلاثاء»: the same two days, said so.
      const among =
        /(?:between|بين)\s*(?:يوم\s*)?$/u.test(before) &&
        /^\s*(?:and|و)\s*(?:يوم\s*)?$/u.test(between.replace(/\s+و$/u, ' و'));
      if (!(from && to) && !among) return false;
      // The days from the first to the second: what a question over a span asks about.
      const [a, b] = first === scanning ? [value, this.date] : [this.date, value];
      if (a <= b) this.range = { from: a, to: b };
      if (first === scanning) return true;
    }
    this.date = value;
    this.dateSpan = this.scanning;
    return true;
  }

  setTime(value: string | null): boolean {
    if (value === null || this.time !== null) return false;
    this.time = value;
    this.timeHasPeriod = this.lastHadPeriod;
    return true;
  }
}
