/**
 * Finds expiry dates in a document's text (issue 15): a date next to an expiry word, in Arabic
 * or English, written with Western, Arabic-Indic or Persian digits, in the Gregorian or the
 * Hijri (Umm al-Qura) calendar. The dates are proposals for a person to confirm, never applied
 * on their own.
 */

export interface ExpiryCandidate {
  /** Gregorian, YYYY-MM-DD. */
  date: string;
  calendar: 'gregorian' | 'hijri';
  /** The expiry words and the date as they appear in the text. */
  snippet: string;
  /** Where the expiry words start in the text. */
  index: number;
}

/** Expiry words, longest first so that "تاريخ الانتهاء" wins over "الانتهاء". */
const EXPIRY_WORDS = [
  'سارية المفعول حتى',
  'ساري المفعول حتى',
  'تاريخ انتهاء الصلاحية',
  'تاريخ الانتهاء',
  'انتهاء الصلاحية',
  'تنتهي صلاحيته',
  'تنتهي صلاحيتها',
  'ينتهي الضمان',
  'ينتهي في',
  'تنتهي في',
  'صالح لغاية',
  'صالحة لغاية',
  'صالح حتى',
  'صالحة حتى',
  'ساري حتى',
  'سارية حتى',
  'الانتهاء',
  'ينتهي',
  'تنتهي',
  'expiration date',
  'date of expiry',
  'expiry date',
  'valid through',
  'valid until',
  'valid thru',
  'expires on',
  'expiring',
  'expires',
  'expiry',
  'exp.',
  'exp:',
];

/** A date must start within this many characters after the expiry words. */
const NEAR = 40;

const DIGIT_FOLD = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/g, '')
    .replace(/[\u064B-\u065F\u0640]/g, '');

const EN_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Gulf/Egyptian and Levantine month names (index = month - 1). */
const AR_MONTHS: string[][] = [
  ['يناير', 'كانون الثاني'],
  ['فبراير', 'شباط'],
  ['مارس', 'آذار', 'اذار'],
  ['أبريل', 'ابريل', 'إبريل', 'نيسان'],
  ['مايو', 'أيار', 'ايار'],
  ['يونيو', 'حزيران'],
  ['يوليو', 'تموز'],
  ['أغسطس', 'اغسطس', 'آب'],
  ['سبتمبر', 'أيلول', 'ايلول'],
  ['أكتوبر', 'اكتوبر', 'تشرين الأول', 'تشرين الاول'],
  ['نوفمبر', 'تشرين الثاني'],
  ['ديسمبر', 'كانون الأول', 'كانون الاول'],
];
const HIJRI_MONTHS: string[][] = [
  ['محرم'],
  ['صفر'],
  ['ربيع الأول', 'ربيع الاول'],
  ['ربيع الآخر', 'ربيع الثاني', 'ربيع الاخر'],
  ['جمادى الأولى', 'جمادى الاولى', 'جمادي الأولى', 'جمادي الاولى'],
  ['جمادى الآخرة', 'جمادى الثانية', 'جمادى الاخرة', 'جمادي الآخرة', 'جمادي الاخرة'],
  ['رجب'],
  ['شعبان'],
  ['رمضان'],
  ['شوال'],
  ['ذو القعدة', 'ذي القعدة'],
  ['ذو الحجة', 'ذي الحجة'],
];

const monthPattern = (names: string[][]) =>
  names
    .flat()
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/ /g, '\\s+'))
    .join('|');
const monthIndex = (names: string[][], found: string) => {
  const clean = found.replace(/\s+/g, ' ');
  return names.findIndex((list) => list.includes(clean)) + 1;
};

const HIJRI_MARK = String.raw`\s*(?:هـ|ه|AH|H)(?![\p{L}])`;
const PATTERNS: {
  re: RegExp;
  read: (m: RegExpExecArray) => { y: number; m: number; d: number; hijri: boolean } | null;
}[] = [
  // 12 رمضان 1448 هـ
  {
    re: new RegExp(
      String.raw`^(\d{1,2})\s+(${monthPattern(HIJRI_MONTHS)})\s+(\d{4})(?:${HIJRI_MARK})?`,
      'u',
    ),
    read: (m) => ({ d: +m[1]!, m: monthIndex(HIJRI_MONTHS, m[2]!), y: +m[3]!, hijri: true }),
  },
  // 1448/06/15 هـ or 15/06/1448 هـ (Hijri by the mark, or by a year before 1600)
  {
    re: new RegExp(String.raw`^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})(${HIJRI_MARK})?`, 'u'),
    read: (m) => ({ y: +m[1]!, m: +m[2]!, d: +m[3]!, hijri: Boolean(m[4]) || +m[1]! < 1600 }),
  },
  {
    re: new RegExp(String.raw`^(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{4})(${HIJRI_MARK})?`, 'u'),
    read: (m) => {
      const a = +m[1]!;
      const b = +m[2]!;
      const y = +m[3]!;
      // Day first, as written in the Arab world and Europe; month first only when it must be.
      const [d, mo] = b > 12 && a <= 12 ? [b, a] : [a, b];
      return { y, m: mo, d, hijri: Boolean(m[4]) || y < 1600 };
    },
  },
  // 12 March 2027, 12 مارس 2027
  {
    re: new RegExp(
      String.raw`^(\d{1,2})(?:st|nd|rd|th)?\s+(${EN_MONTHS.join('|')}|${monthPattern(AR_MONTHS)})[,\s]+(\d{4})`,
      'iu',
    ),
    read: (m) => ({ d: +m[1]!, m: monthOf(m[2]!), y: +m[3]!, hijri: false }),
  },
  // March 12, 2027
  {
    re: new RegExp(
      String.raw`^(${EN_MONTHS.join('|')})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})`,
      'iu',
    ),
    read: (m) => ({ m: monthOf(m[1]!), d: +m[2]!, y: +m[3]!, hijri: false }),
  },
  // 03/27 on cards ("valid thru 03/27"): the last day of that month
  {
    re: /^(\d{1,2})\/(\d{2})(?![\d/])/u,
    read: (m) => {
      const mo = +m[1]!;
      const y = 2000 + +m[2]!;
      if (mo < 1 || mo > 12) return null;
      return { y, m: mo, d: new Date(Date.UTC(y, mo, 0)).getUTCDate(), hijri: false };
    },
  },
];

function monthOf(name: string): number {
  const en = EN_MONTHS.indexOf(name.toLowerCase());
  return en >= 0 ? en + 1 : monthIndex(AR_MONTHS, name);
}

function isoDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

const hijriFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});

function hijriOf(ms: number): { y: number; m: number; d: number } {
  const parts = hijriFormat.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

/** The Gregorian date of a Hijri (Umm al-Qura) date, or null when there is no such day. */
export function hijriToGregorian(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 30) return null;
  // Estimate, then walk to the exact day (the Hijri year is about 354.37 days).
  const estimate =
    Date.UTC(622, 6, 16) + ((y - 1) * 354.367 + (m - 1) * 29.53 + (d - 1)) * 86_400_000;
  for (let offset = -40; offset <= 40; offset++) {
    const ms = estimate + offset * 86_400_000;
    const h = hijriOf(ms);
    if (h.y === y && h.m === m && h.d === d) return new Date(ms).toISOString().slice(0, 10);
  }
  return null;
}

function readDate(
  text: string,
): { date: string; calendar: 'gregorian' | 'hijri'; length: number } | null {
  for (const { re, read } of PATTERNS) {
    const match = re.exec(text);
    if (!match) continue;
    const parts = read(match);
    if (!parts) continue;
    const date = parts.hijri
      ? hijriToGregorian(parts.y, parts.m, parts.d)
      : isoDate(parts.y, parts.m, parts.d);
    if (date)
      return { date, calendar: parts.hijri ? 'hijri' : 'gregorian', length: match[0].length };
  }
  return null;
}

/** Every date that follows an expiry word closely, in the order they appear. */
export function findExpiryDates(text: string): ExpiryCandidate[] {
  const folded = DIGIT_FOLD(text);
  const lower = folded.toLowerCase();
  const found: ExpiryCandidate[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < lower.length; i++) {
    const word = EXPIRY_WORDS.find((w) => lower.startsWith(w, i));
    if (!word) continue;
    const after = i + word.length;
    for (let j = after; j <= Math.min(after + NEAR, folded.length - 1); j++) {
      if (taken.has(j) || !/[\d\p{L}]/u.test(folded[j]!)) continue;
      // A date starts at the start of a number or word, never inside one.
      if (/[\d\p{L}]/u.test(folded[j - 1] ?? ' ')) continue;
      const date = readDate(folded.slice(j));
      if (date) {
        taken.add(j);
        found.push({
          date: date.date,
          calendar: date.calendar,
          snippet: folded
            .slice(i, j + date.length)
            .replace(/\s+/g, ' ')
            .trim(),
          index: i,
        });
        break;
      }
    }
    i = after - 1;
  }
  return found;
}

/** The date to propose: the first expiry date found, if any. */
export function proposeExpiryDate(text: string): ExpiryCandidate | null {
  return findExpiryDates(text)[0] ?? null;
}
