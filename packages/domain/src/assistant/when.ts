import { addCalendarMonths, addDays } from '../common/dates.js';
import { hijriToGregorian } from '../documents/expiry.js';

/**
 * Dates and times in what people say or type, in Arabic (MSA and Gulf) and English (issue 16;
 * spec core section 5, voice event parsing): today, tomorrow, بعد غد، weekday names and their
 * next occurrence (7 days ahead when it is today), next week, الأسبوع الجاي، in N days, dates
 * (12/5, 12 May, ١٢ مايو, ١٥ رمضان), and times (at 5:30 pm, 5pm, 5 o'clock, الساعة ٥ مساءً،
 * الساعة خمس ونص العصر), with Arabic-Indic digits. Prayer-relative times (بعد العصر) when the
 * caller passes the day's prayer times. Every match reports where it was, so the rest of the
 * sentence can become a title.
 */

export interface PrayerTimes {
  fajr: string;
  dhuhr: string;
  asr: string;
  maghrib: string;
  isha: string;
}

/**
 * The prayer times of a day (YYYY-MM-DD), or null when they cannot be computed there that day
 * (the sun does not set or rise far enough near the poles).
 */
export type PrayerTimesOfDay = (date: string) => PrayerTimes | null;

export interface WhenOptions {
  /**
   * The day's prayer times (HH:MM) when prayer-relative times are enabled: fixed times, or a
   * function that gives the times of the day the sentence names (today when it names none).
   */
  prayerTimes?: PrayerTimes | PrayerTimesOfDay;
}

export interface When {
  /** YYYY-MM-DD, when a day was named. */
  date: string | null;
  /** HH:MM (24 h), when a time was named. */
  time: string | null;
  /** A span of days ("this week", "هذا الشهر"), for questions. */
  range: { from: string; to: string } | null;
  /** [start, end) of each date or time expression in the original text. */
  spans: [number, number][];
}

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
const re = (source: string) =>
  compiledRe.get(source) ??
  compiledRe.set(source, new RegExp(`${B}(?:${source})${E}`, 'gu')).get(source)!;

const WEEKDAYS: [number, string][] = [
  [0, 'الاحد|sunday|sun'],
  [1, 'الاثنين|الاتنين|monday|mon'],
  [2, 'الثلاثاء|الثلاثا|التلاتاء|التلاتا|التلات|tuesday|tues|tue'],
  [3, 'الاربعاء|الاربعا|الاربع|wednesday|wed'],
  [4, 'الخميس|thursday|thurs|thur|thu'],
  [5, 'الجمعه|friday|fri'],
  [6, 'السبت|saturday|sat'],
];
const NEXT_WORDS =
  'الجاي|الجايه|الياي|اليايه|القادم|القادمه|المقبل|المقبله|اللي\\s+(?:بعده|جاي|جايه)|next|coming';

const EN_MONTHS = [
  'january|jan',
  'february|feb',
  'march|mar',
  'april|apr',
  'may',
  'june|jun',
  'july|jul',
  'august|aug',
  'september|sept|sep',
  'october|oct',
  'november|nov',
  'december|dec',
];
const AR_MONTHS = [
  'يناير|كانون\\s+الثاني',
  'فبراير|شباط',
  'مارس|اذار',
  'ابريل|نيسان',
  'مايو|ايار',
  'يونيو|حزيران',
  'يوليو|تموز',
  'اغسطس|اب',
  'سبتمبر|ايلول',
  'اكتوبر|تشرين\\s+الاول',
  'نوفمبر|تشرين\\s+الثاني',
  'ديسمبر|كانون\\s+الاول',
];
const HIJRI_MONTHS = [
  'محرم',
  'صفر',
  'ربيع\\s+الاول',
  'ربيع\\s+الثاني|ربيع\\s+الاخر',
  'جمادي\\s+الاولي|جمادي\\s+الاول',
  'جمادي\\s+الاخره|جمادي\\s+الثانيه|جمادي\\s+الاخر',
  'رجب',
  'شعبان',
  'رمضان',
  'شوال',
  'ذو\\s+القعده|ذي\\s+القعده',
  'ذو\\s+الحجه|ذي\\s+الحجه',
];

/** Arabic hour words (folded), 1 to 12, MSA and Gulf forms. */
const AR_HOURS: [number, string][] = [
  [1, 'واحده|الواحده'],
  [2, 'ثنتين|اثنين|اثنتين|الثانيه'],
  [3, 'ثلاث|ثلاثه|الثالثه'],
  [4, 'اربع|اربعه|الرابعه'],
  [5, 'خمس|خمسه|الخامسه'],
  [6, 'ست|سته|السادسه'],
  [7, 'سبع|سبعه|السابعه'],
  [8, 'ثمان|ثمانيه|ثمني|الثامنه'],
  [9, 'تسع|تسعه|التاسعه'],
  [10, 'عشر|عشره|العاشره'],
  [11, 'احدعش|احد\\s+عشر|الحاديه\\s+عشر|الحادي\\s+عشر'],
  [12, 'اثنعش|اثنا\\s+عشر|الثانيه\\s+عشر|ثنعش'],
];
const AR_HOUR_WORDS = AR_HOURS.map(([, w]) => w).join('|');

const PM_WORDS =
  'مساء|مساءا|المساء|المسا|مسا|بالمسا|بالليل|الليل|في\\s+الليل|ليلا|العصر|عصرا|المغرب|العشاء|pm|p\\.m\\.|in\\s+the\\s+evening|in\\s+the\\s+afternoon|at\\s+night|tonight|م';
const AM_WORDS = 'صباحا|صباح|الصبح|الصباح|الفجر|فجرا|am|a\\.m\\.|in\\s+the\\s+morning|ص';
const NOON_WORDS = 'الظهر|ظهرا|noon|midday';

const EN_HOURS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const EN_HOUR_WORDS = EN_HOURS.join('|');

/** Parts of the day that say am or pm wherever they are ("in the evening", "بالليل"). */
const DAY_PARTS_ALONE =
  '(?:in\\s+the|this)\\s+(?:morning|afternoon|evening)|at\\s+night|بالليل|في\\s+الليل|بالمسا|بالمساء|في\\s+المساء|عالصبح|في\\s+الصباح';
/** Parts of the day that do so only next to a day or a time ("tomorrow morning", "٨ المسا"). */
const DAY_PARTS_NEXT_TO =
  'morning|afternoon|evening|night|الصبح|الصباح|صباحا|المسا|المساء|مساء|مساءا|العصر|عصرا|الليل|ليلا';

interface Found {
  start: number;
  end: number;
}

function hourFromWord(word: string): number | null {
  const clean = word.replace(/\s+/g, ' ');
  for (const [hour, words] of AR_HOURS) {
    if (new RegExp(`^(?:${words})$`, 'u').test(clean)) return hour;
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The next occurrence of a weekday: 7 days ahead when it is today (spec core section 5). */
export function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

function isoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || d < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** A day and month with no year: this year's, or next year's once it has passed. */
function comingDate(today: string, month: number, day: number): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = isoDate(year, month, day);
  if (thisYear && thisYear >= today) return thisYear;
  return isoDate(year + 1, month, day);
}

/** A day of the month with no month: this month's, or next month's once it has passed. */
function dayOfMonth(today: string, day: number): string | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const thisMonth = isoDate(y, m, day);
  if (thisMonth && thisMonth >= today) return thisMonth;
  return m === 12 ? isoDate(y + 1, 1, day) : isoDate(y, m + 1, day);
}

const hijriYearFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  timeZone: 'UTC',
});
function comingHijriDate(today: string, month: number, day: number): string | null {
  const hijriYear = Number(
    hijriYearFormat.formatToParts(new Date(`${today}T00:00:00Z`)).find((p) => p.type === 'year')
      ?.value,
  );
  for (const year of [hijriYear, hijriYear + 1]) {
    const date = hijriToGregorian(year, month, day);
    if (date && date >= today) return date;
  }
  return null;
}

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

function endOfWeek(today: string): string {
  // The week ends on Saturday (a week starting on Sunday, as most of the Arab world counts it).
  return addDays(today, 6 - weekdayOf(today));
}

function lastOfMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Finds the date, time and range named in a text, relative to `today` (YYYY-MM-DD). */
export function parseWhen(text: string, today: string, options: WhenOptions = {}): When {
  const { folded, map } = foldWithMap(text);
  const found: Found[] = [];
  const taken = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  let date: string | null = null;
  let time: string | null = null;
  let range: When['range'] = null;
  /** A part of the day named apart from the hour ("tomorrow evening", "بالليل"): am or pm. */
  let dayPart: 'am' | 'pm' | null = null;
  /** Whether the time named carried its own am/pm (then the part of the day does not move it). */
  let timeHasPeriod = false;
  /** The time a day word implies when no hour is named ("tonight" → 20:00). */
  let defaultTime: string | null = null;
  let explicitDate: string | null = null;
  /** Whether a match touches an expression already found (only spaces, commas or يوم between). */
  const nextTo = (m: RegExpExecArray) => {
    const start = m.index;
    const end = start + m[0].length;
    return found.some(
      (f) =>
        (f.end <= start && /^[\s,،]*$/u.test(folded.slice(f.end, start))) ||
        (end <= f.start && /^[\s,،]*(?:يوم)?[\s,،]*$/u.test(folded.slice(end, f.start))),
    );
  };

  const scan = (pattern: RegExp, onMatch: (m: RegExpExecArray) => boolean | void) => {
    for (const m of folded.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken(start, end)) continue;
      scanning = { start, end };
      if (onMatch(m as RegExpExecArray) !== false) found.push({ start, end });
    }
  };
  let dateSpan: Found | null = null;
  let scanning: Found | null = null;
  const setDate = (value: string | null) => {
    if (value === null) return false;
    if (date !== null) {
      // "from Monday to Wednesday", "من الخميس للجمعة": the second day is the one meant (the
      // first is consumed too, whichever of the two was found first).
      if (!dateSpan || !scanning) return false;
      const [first, second] =
        scanning.start < dateSpan.start ? [scanning, dateSpan] : [dateSpan, scanning];
      const from = /(?:from|من)\s*(?:يوم\s*)?$/u.test(folded.slice(0, first.start));
      const to = /^\s*(?:to|until|till|ل|لل|الى|الي|لين|حتي)\s*(?:يوم\s*)?$/u.test(
        folded.slice(first.end, second.start),
      );
      if (!from || !to) return false;
      if (first === scanning) return true;
    }
    date = value;
    dateSpan = scanning;
    return true;
  };
  let lastHadPeriod = false;
  const setTime = (value: string | null) => {
    if (value === null || time !== null) return false;
    time = value;
    timeHasPeriod = lastHadPeriod;
    return true;
  };

  // Ranges for questions: this week, this month, next week (as a range only with "during").
  scan(
    re('(?:this|the)\\s+week|هذا\\s+الاسبوع|ذا\\s+الاسبوع|الاسبوع\\s+هذا|خلال\\s+الاسبوع'),
    () => {
      range = { from: today, to: endOfWeek(today) };
    },
  );
  scan(re('(?:this|the)\\s+month|هذا\\s+الشهر|ذا\\s+الشهر|الشهر\\s+هذا|خلال\\s+الشهر'), () => {
    range = { from: today, to: lastOfMonth(today) };
  });

  // Relative days, longest phrases first.
  const relative: [string, number][] = [
    [
      '(?:بعد|عقب)\\s+(?:بكره|بكرا|باجر)|بعد\\s+غد|بعد\\s+الغد|the\\s+day\\s+after\\s+tomorrow|day\\s+after\\s+tomorrow',
      2,
    ],
    ['بكره|بكرا|باكر|باجر|بكرة|غدا|الغد|tomorrow|tmrw|tmr', 1],
    ['اليوم|النهارده|انهارده|الليله|today|tonight', 0],
    ['امس|البارحه|امبارح|yesterday', -1],
  ];
  for (const [words, days] of relative) {
    scan(re(words), (m) => {
      if (!setDate(addDays(today, days))) return false;
      if (/^(?:tonight|الليله)$/u.test(m[0])) {
        dayPart = 'pm';
        defaultTime = '20:00';
      }
    });
  }
  scan(re('(?:بعد|in)\\s+(\\d{1,3})\\s+(?:ايام|يوم|days?)'), (m) =>
    setDate(addDays(today, Number(m[1]))),
  );
  scan(re('بعد\\s+يومين|in\\s+two\\s+days|in\\s+2\\s+days'), () => setDate(addDays(today, 2)));
  scan(re('(?:بعد|in)\\s+(?:اسبوع|a\\s+week|one\\s+week)'), () => setDate(addDays(today, 7)));
  scan(re(`(?:the\\s+)?(?:next|coming)\\s+week|الاسبوع\\s+(?:${NEXT_WORDS})`), () =>
    setDate(addDays(today, 7)),
  );
  scan(re(`(?:the\\s+)?(?:next|coming)\\s+month|الشهر\\s+(?:${NEXT_WORDS})`), () =>
    setDate(addCalendarMonths(today, 1)),
  );

  // Dates (before weekdays): 2026-12-05, 5/12(/2026) day first, 12 May, May 12, ١٥ رمضان.
  scan(re('(\\d{4})-(\\d{1,2})-(\\d{1,2})'), (m) =>
    setDate(isoDate(Number(m[1]), Number(m[2]), Number(m[3]))),
  );
  scan(re('(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}))?'), (m) => {
    const day = Number(m[1]);
    const month = Number(m[2]);
    return setDate(m[3] ? isoDate(Number(m[3]), month, day) : comingDate(today, month, day));
  });
  HIJRI_MONTHS.forEach((words, i) => {
    scan(re(`(\\d{1,2})\\s+(?:${words})(?:\\s+(\\d{4}))?(?:\\s*(?:هـ|ه))?`), (m) =>
      setDate(
        m[2]
          ? hijriToGregorian(Number(m[2]), i + 1, Number(m[1]))
          : comingHijriDate(today, i + 1, Number(m[1])),
      ),
    );
  });
  [...EN_MONTHS, ...AR_MONTHS].forEach((words, index) => {
    const month = (index % 12) + 1;
    scan(
      re(`(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${words})(?:\\s+(\\d{4}))?`),
      (m) =>
        setDate(
          m[2]
            ? isoDate(Number(m[2]), month, Number(m[1]))
            : comingDate(today, month, Number(m[1])),
        ),
    );
    scan(re(`(?:${words})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`), (m) =>
      setDate(
        m[2] ? isoDate(Number(m[2]), month, Number(m[1])) : comingDate(today, month, Number(m[1])),
      ),
    );
  });

  // "the 20th", "on the 3rd", "يوم ٢٠": a day of this month, or of the next once it has passed.
  scan(
    re(
      '(?:on\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)|(\\d{1,2})(?:st|nd|rd|th)|يوم\\s+(\\d{1,2})(?![:/\\d])',
    ),
    (m) => setDate(dayOfMonth(today, Number(m[1] ?? m[2] ?? m[3]))),
  );
  explicitDate = date;

  // Weekdays: "يوم الخميس (الجاي)", "on Thursday", "next Thu". Next to an explicit date
  // ("Sunday 22 November", "الأحد ٢٩/١١") the weekday only names that date: it is consumed.
  for (const [weekday, words] of WEEKDAYS) {
    scan(
      re(`(?:(?:on|next|this|coming)\\s+)?(?:يوم\\s+)?(?:${words})(?:\\s+(?:${NEXT_WORDS}))?`),
      (m) => setDate(nextWeekday(today, weekday)) || (explicitDate !== null && nextTo(m)),
    );
  }

  // Times. A period word after the hour: pm adds 12 to 1–11; am makes 12 into 0.
  const withPeriod = (hour: number, minute: number, period: string | undefined) => {
    if (hour > 23 || minute > 59) return null;
    lastHadPeriod = Boolean(period) || hour > 12 || hour === 0;
    let h = hour;
    if (period) {
      const p = period.replace(/\s+/g, ' ');
      if (new RegExp(`^(?:${PM_WORDS})$`, 'u').test(p) && h >= 1 && h <= 11) h += 12;
      else if (new RegExp(`^(?:${AM_WORDS})$`, 'u').test(p) && h === 12) h = 0;
      else if (new RegExp(`^(?:${NOON_WORDS})$`, 'u').test(p) && h >= 1 && h <= 4) h += 12;
    }
    return `${pad(h)}:${pad(minute)}`;
  };
  const PERIOD = `(?:\\s*(${PM_WORDS}|${AM_WORDS}|${NOON_WORDS}))?`;
  const FRACTION =
    '(?:\\s*(ونص|و\\s*نص|والنصف|وربع|والربع|الا\\s*ربع|الا\\s*الربع|الا\\s*ثلث|وثلث))?';
  const fraction = (word: string | undefined) => {
    if (!word) return 0;
    const w = word.replace(/\s+/g, '');
    if (w.includes('نص')) return 30;
    if (w.startsWith('الا') && w.includes('ربع')) return -15;
    if (w.startsWith('الا')) return -20;
    if (w.includes('ربع')) return 15;
    return 20;
  };
  // "half past six in the evening", "quarter to 5", "at seven pm".
  scan(
    re(
      `(?:at\\s+)?(half|quarter)\\s+(past|to)\\s+(\\d{1,2}|${EN_HOUR_WORDS})(?:\\s*(?:o'clock|oclock))?${PERIOD}`,
    ),
    (m) => {
      const hour = /^\d/.test(m[3]!) ? Number(m[3]) : EN_HOURS.indexOf(m[3]!) + 1;
      const t = withPeriod(hour, 0, m[4]);
      const minutes = m[1] === 'half' ? 30 : m[2] === 'past' ? 15 : -15;
      return setTime(t && addMinutes(t, minutes));
    },
  );
  scan(
    re(
      `at\\s+(${EN_HOUR_WORDS})(?:\\s*(?:o'clock|oclock))?${PERIOD}|(${EN_HOUR_WORDS})(?:\\s*(?:o'clock|oclock)${PERIOD}|\\s*(pm|am|p\\.m\\.|a\\.m\\.))`,
    ),
    (m) => {
      const word = m[1] ?? m[3]!;
      return setTime(withPeriod(EN_HOURS.indexOf(word) + 1, 0, m[2] ?? m[4] ?? m[5]));
    },
  );
  // "at 6.30", "6.30 pm".
  scan(re(`(?:at\\s+)(\\d{1,2})\\.(\\d{2})${PERIOD}|(\\d{1,2})\\.(\\d{2})\\s*(pm|am)`), (m) =>
    setTime(withPeriod(Number(m[1] ?? m[4]), Number(m[2] ?? m[5]), m[3] ?? m[6])),
  );
  // "الساعة خمس ونص العصر", "الساعه 5:30 مساء", "at 5:30 pm", "5pm", "at 17:00"
  scan(
    re(
      `(?:(?:at|@|الساعه|الساعة|ساعه|على\\s+الساعه|عالساعه)\\s*)(\\d{1,2})(?::(\\d{2}))?${FRACTION}${PERIOD}`,
    ),
    (m) => {
      const t = withPeriod(Number(m[1]), Number(m[2] ?? 0), m[4]);
      return setTime(t && fraction(m[3]) ? addMinutes(t, fraction(m[3])) : t);
    },
  );
  scan(re(`(?:الساعه\\s+|ساعه\\s+)(${AR_HOUR_WORDS})${FRACTION}${PERIOD}`), (m) => {
    const hour = hourFromWord(m[1]!);
    if (hour === null) return false;
    const t = withPeriod(hour, 0, m[3]);
    return setTime(t && fraction(m[2]) ? addMinutes(t, fraction(m[2])) : t);
  });
  scan(re(`(\\d{1,2}):(\\d{2})${PERIOD}`), (m) =>
    setTime(withPeriod(Number(m[1]), Number(m[2]), m[3])),
  );
  scan(re(`(\\d{1,2})\\s*(?:o'clock|oclock)${PERIOD}`), (m) =>
    setTime(withPeriod(Number(m[1]), 0, m[2])),
  );
  scan(
    re(
      `(\\d{1,2})\\s*(pm|am|p\\.m\\.|a\\.m\\.|مساء|مساءا|صباحا|الصبح|الصباح|العصر|المغرب|الظهر|بالليل|الليل|المسا|المساء|in\\s+the\\s+(?:morning|afternoon|evening)|at\\s+night)`,
    ),
    (m) => setTime(withPeriod(Number(m[1]), 0, m[2])),
  );
  // Prayer-relative times, when the caller knows the day's prayer times (before "noon", so that
  // «بعد الظهر» is Dhuhr's time then). The day is the one the sentence names, known at the end.
  let prayer: { key: keyof PrayerTimes; shift: number } | null = null;
  if (options.prayerTimes) {
    const names: [keyof PrayerTimes, string][] = [
      ['fajr', 'الفجر|fajr'],
      ['dhuhr', 'الظهر|dhuhr|duhr|zuhr'],
      ['asr', 'العصر|asr'],
      ['maghrib', 'المغرب|maghrib'],
      ['isha', 'العشاء|العشا|isha'],
    ];
    for (const [key, word] of names) {
      const after = '(?:بعد|after)';
      const before = '(?:قبل|before)';
      scan(re(`(${after}|${before})?\\s*(?:صلاه\\s+|the\\s+)?(?:${word})(?:\\s+prayer)?`), (m) => {
        if (time !== null || prayer !== null) return false;
        const said = m[1] ?? '';
        const shift = /بعد|after/.test(said) ? 20 : /قبل|before/.test(said) ? -30 : 0;
        prayer = { key, shift };
      });
    }
  }
  // A bare hour said with "tonight" or a part of the day: "9 tonight", "٩ الليلة", "8 this evening".
  scan(
    re(
      '(\\d{1,2})(?::(\\d{2}))?(?=\\s+(?:tonight|الليله|this\\s+(?:morning|afternoon|evening)|بالليل|الصبح|المسا))',
    ),
    (m) => {
      lastHadPeriod = false;
      return setTime(withPeriod(Number(m[1]), Number(m[2] ?? 0), undefined));
    },
  );
  lastHadPeriod = true;
  scan(re('noon|midday|الظهر|ظهرا'), () => setTime('12:00'));
  scan(re('midnight|منتصف\\s+الليل'), () => setTime('00:00'));

  if (prayer !== null && time === null) {
    const { key, shift } = prayer as { key: keyof PrayerTimes; shift: number };
    const source = options.prayerTimes;
    const day = typeof source === 'function' ? source(date ?? today) : (source ?? null);
    time = day ? addMinutes(day[key], shift) : null;
  }

  // The part of the day said apart from the hour: "tomorrow morning", "Saturday afternoon",
  // "in the evening", "بالليل الساعة ٨" (a bare word like "evening" only next to a day or time).
  const dayPartOf = (word: string): 'am' | 'pm' => (/morning|صبح|صباح/u.test(word) ? 'am' : 'pm');
  scan(re(DAY_PARTS_ALONE), (m) => {
    dayPart ??= dayPartOf(m[0]);
  });
  scan(re(DAY_PARTS_NEXT_TO), (m) => {
    if (!nextTo(m)) return false;
    dayPart ??= dayPartOf(m[0]);
  });
  if (time !== null && !timeHasPeriod && dayPart === 'pm') {
    const hour = Number((time as string).slice(0, 2));
    if (hour >= 1 && hour <= 11) time = `${pad(hour + 12)}${(time as string).slice(2)}`;
  }
  time ??= defaultTime;

  const spans = found
    .sort((a, b) => a.start - b.start)
    .map(({ start, end }): [number, number] => [map[start]!, map[end]!]);
  return { date, time, range, spans };
}

/** The text without the date and time expressions (and the little words left dangling). */
export function withoutSpans(text: string, spans: [number, number][]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    out += `${text.slice(at, start)} `;
    at = end;
  }
  out += text.slice(at);
  return out
    .replace(/(?<![\p{L}\p{N}])(?:on|at|by|في|يوم|الساعة|الساعه)(?=\s*$|\s+[,.،])/gu, '')
    .replace(/\s+([,.،؟?!])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
