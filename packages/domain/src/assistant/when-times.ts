import { addMinutes, pad, re, type WhenScan } from './when-scan.js';

/**
 * Times of day in what people say: "at 5:30 pm", "5pm", "half past six", "6.30", «الساعة ٥
 * مساءً», «الساعة خمس ونص العصر», "9 tonight", noon and midnight; and the part of the day said
 * apart from the hour ("tomorrow evening", «بالليل») that makes a bare hour pm.
 */

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
  [11, 'احدعش|احدعشر|احد\\s+عشر|الحاديه\\s+عشره?|الحادي\\s+عشره?|حداشر|الحداشر'],
  [12, 'اثنعش|اثنا\\s+عشره?|الثانيه\\s+عشره?|ثنعش|اطنعش|اتناشر|الاتناشر'],
];
// Eleven and twelve first: «الثانية عشرة» is twelve, not two.
const AR_HOUR_WORDS = [...AR_HOURS]
  .reverse()
  .map(([, w]) => w)
  .join('|');

const PM_WORDS =
  'بعد\\s+الظهر|بعد\\s+الظهرية|مساء|مساءا|المساء|المسا|مسا|بالمسا|بالليل|الليل|في\\s+الليل|ليلا|العصر|عصرا|المغرب|العشاء|pm|p\\.m\\.|in\\s+the\\s+evening|in\\s+the\\s+afternoon|at\\s+night|tonight|م';
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
/** Minutes said in words after an hour word ("eight thirty", "six forty-five"). */
const EN_MINUTES: Record<string, number> = {
  'oh five': 5,
  'o five': 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  'twenty five': 25,
  thirty: 30,
  'thirty five': 35,
  forty: 40,
  'forty five': 45,
  fifty: 50,
  'fifty five': 55,
};
const EN_MINUTE_WORDS = Object.keys(EN_MINUTES)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(' ', '[\\s-]+'))
  .join('|');

/** Parts of the day that say am or pm wherever they are ("in the evening", "بالليل"). */
const DAY_PARTS_ALONE =
  '(?:in\\s+the|this)\\s+(?:morning|afternoon|evening)|at\\s+night|بالليل|في\\s+الليل|بالمسا|بالمساء|في\\s+المساء|عالصبح|في\\s+الصباح';
/** Parts of the day that do so only next to a day or a time ("tomorrow morning", "٨ المسا"). */
const DAY_PARTS_NEXT_TO =
  'morning|afternoon|evening|night|الصبح|الصباح|صباحا|المسا|المساء|مساء|مساءا|العصر|عصرا|الليل|ليلا';

/** What follows a part-of-day word that is the title's ("game night on Friday", "parents evening this Thursday"). */
const TITLE_BEFORE_DAY =
  /^\s+(?:on|at|this|next|coming|the|tomorrow|tmrw|tmr|today|sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?![\p{L}])/u;

function hourFromWord(word: string): number | null {
  const clean = word.replace(/\s+/g, ' ');
  for (const [hour, words] of AR_HOURS) {
    if (new RegExp(`^(?:${words})$`, 'u').test(clean)) return hour;
  }
  return null;
}

/** A period word after the hour: pm adds 12 to 1–11; am makes 12 into 0. */
function withPeriod(
  s: WhenScan,
  hour: number,
  minute: number,
  period: string | undefined,
): string | null {
  if (hour > 23 || minute > 59) return null;
  s.lastHadPeriod = Boolean(period) || hour > 12 || hour === 0;
  let h = hour;
  if (period) {
    const p = period.replace(/\s+/g, ' ');
    if (new RegExp(`^(?:${PM_WORDS})$`, 'u').test(p) && h >= 1 && h <= 11) h += 12;
    else if (new RegExp(`^(?:${AM_WORDS})$`, 'u').test(p) && h === 12) h = 0;
    else if (new RegExp(`^(?:${NOON_WORDS})$`, 'u').test(p) && h >= 1 && h <= 4) h += 12;
  }
  return `${pad(h)}:${pad(minute)}`;
}

/** Reads the clock times of the text into the scan ("at 5:30 pm", «الساعة خمس ونص العصر»). */
export function scanClockTimes(s: WhenScan): void {
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
  s.scan(
    re(
      `(?:at\\s+)?(half|quarter)\\s+(past|to)\\s+(\\d{1,2}|${EN_HOUR_WORDS})(?:\\s*(?:o'clock|oclock))?${PERIOD}`,
    ),
    (m) => {
      const hour = /^\d/.test(m[3]!) ? Number(m[3]) : EN_HOURS.indexOf(m[3]!) + 1;
      const t = withPeriod(s, hour, 0, m[4]);
      const minutes = m[1] === 'half' ? 30 : m[2] === 'past' ? 15 : -15;
      return s.setTime(t && addMinutes(t, minutes));
    },
  );
  // "at eight thirty pm", "seven fifteen am": the hour and its minutes in words.
  s.scan(
    re(
      `at\\s+(${EN_HOUR_WORDS})\\s+(${EN_MINUTE_WORDS})${PERIOD}|(${EN_HOUR_WORDS})\\s+(${EN_MINUTE_WORDS})\\s*(pm|am|p\\.m\\.|a\\.m\\.)`,
    ),
    (m) => {
      const word = m[1] ?? m[4]!;
      const minutes = EN_MINUTES[(m[2] ?? m[5]!).replace(/[\s-]+/g, ' ')];
      if (minutes === undefined) return false;
      return s.setTime(withPeriod(s, EN_HOURS.indexOf(word) + 1, minutes, m[3] ?? m[6]));
    },
  );
  s.scan(
    re(
      `at\\s+(${EN_HOUR_WORDS})(?:\\s*(?:o'clock|oclock))?${PERIOD}|(${EN_HOUR_WORDS})(?:\\s*(?:o'clock|oclock)${PERIOD}|\\s*(pm|am|p\\.m\\.|a\\.m\\.))`,
    ),
    (m) => {
      const word = m[1] ?? m[3]!;
      return s.setTime(withPeriod(s, EN_HOURS.indexOf(word) + 1, 0, m[2] ?? m[4] ?? m[5]));
    },
  );
  // "at 6.30", "6.30 pm".
  s.scan(re(`(?:at\\s+)(\\d{1,2})\\.(\\d{2})${PERIOD}|(\\d{1,2})\\.(\\d{2})\\s*(pm|am)`), (m) =>
    s.setTime(withPeriod(s, Number(m[1] ?? m[4]), Number(m[2] ?? m[5]), m[3] ?? m[6])),
  );
  // "at 7.30 tonight": the day word was read first; the hour and its minutes still go together.
  s.scan(re('at\\s+(\\d{1,2})\\.(\\d{2})'), (m) =>
    s.setTime(withPeriod(s, Number(m[1]), Number(m[2]), undefined)),
  );
  // "الساعة خمس ونص العصر", "الساعه 5:30 مساء", "at 5:30 pm", "5pm", "at 17:00"
  s.scan(
    re(
      `(?:(?:at|@|الساعه|الساعة|ساعه|على\\s+الساعه|عالساعه)\\s*)(\\d{1,2})(?::(\\d{2}))?${FRACTION}${PERIOD}`,
    ),
    (m) => {
      const t = withPeriod(s, Number(m[1]), Number(m[2] ?? 0), m[4]);
      return s.setTime(t && fraction(m[3]) ? addMinutes(t, fraction(m[3])) : t);
    },
  );
  s.scan(re(`(?:الساعه\\s+|ساعه\\s+)(${AR_HOUR_WORDS})${FRACTION}${PERIOD}`), (m) => {
    const hour = hourFromWord(m[1]!);
    if (hour === null) return false;
    const t = withPeriod(s, hour, 0, m[3]);
    return s.setTime(t && fraction(m[2]) ? addMinutes(t, fraction(m[2])) : t);
  });
  // «صارت 6 ونص», «خمس وربع»: an hour with its half or quarter is a clock time, «الساعة» unsaid.
  const SAID_FRACTION = FRACTION.slice(0, -1); // (the fraction said, not optional)
  s.scan(re(`(\\d{1,2}|${AR_HOUR_WORDS})${SAID_FRACTION}${PERIOD}`), (m) => {
    const hour = /^\d/u.test(m[1]!) ? Number(m[1]) : hourFromWord(m[1]!);
    if (hour === null || hour < 1 || hour > 12) return false;
    const t = withPeriod(s, hour, 0, m[3]);
    return s.setTime(t && addMinutes(t, fraction(m[2])));
  });
  s.scan(re(`(\\d{1,2}):(\\d{2})${PERIOD}`), (m) =>
    s.setTime(withPeriod(s, Number(m[1]), Number(m[2]), m[3])),
  );
  s.scan(re(`(\\d{1,2})\\s*(?:o'clock|oclock)${PERIOD}`), (m) =>
    s.setTime(withPeriod(s, Number(m[1]), 0, m[2])),
  );
  s.scan(
    re(
      `(\\d{1,2})\\s*(pm|am|p\\.m\\.|a\\.m\\.|مساء|مساءا|صباحا|الصبح|الصباح|العصر|المغرب|الظهر|بالليل|الليل|المسا|المساء|in\\s+the\\s+(?:morning|afternoon|evening)|at\\s+night)`,
    ),
    (m) => s.setTime(withPeriod(s, Number(m[1]), 0, m[2])),
  );
}

/** A bare hour said with "tonight" or a part of the day; then noon and midnight. */
export function scanBareHours(s: WhenScan): void {
  // A bare hour said with "tonight" or a part of the day: "9 tonight", "٩ الليلة", "8 this evening".
  s.scan(
    re(
      '(\\d{1,2})(?::(\\d{2}))?(?=\\s+(?:tonight|الليله|this\\s+(?:morning|afternoon|evening)|بالليل|الصبح|المسا))',
    ),
    (m) => {
      s.lastHadPeriod = false;
      return s.setTime(withPeriod(s, Number(m[1]), Number(m[2] ?? 0), undefined));
    },
  );
  s.lastHadPeriod = true;
  s.scan(re('noon|midday|الظهر|ظهرا'), () => s.setTime('12:00'));
  s.scan(re('midnight|منتصف\\s+الليل'), () => s.setTime('00:00'));
}

/** The part of the day said apart from the hour moves a bare hour to the afternoon. */
export function scanDayParts(s: WhenScan): void {
  // The part of the day said apart from the hour: "tomorrow morning", "Saturday afternoon",
  // "in the evening", "بالليل الساعة ٨" (a bare word like "evening" only next to a day or time).
  const dayPartOf = (word: string): 'am' | 'pm' => (/morning|صبح|صباح/u.test(word) ? 'am' : 'pm');
  s.scan(re(DAY_PARTS_ALONE), (m) => {
    s.dayPart ??= dayPartOf(m[0]);
  });
  s.scan(re(DAY_PARTS_NEXT_TO), (m) => {
    if (!s.nextTo(m)) return false;
    // "game night on Friday", "parents evening at 6": a word of the title before "on" / "at"
    // ("Friday night at 9" says the part of the day after the day).
    const before = s.folded.slice(0, m.index);
    const afterDay = s.found.some(
      (f) => f.end <= m.index && /^[\s,،]*$/u.test(before.slice(f.end)),
    );
    if (!afterDay && TITLE_BEFORE_DAY.test(s.folded.slice(m.index + m[0].length))) return false;
    s.dayPart ??= dayPartOf(m[0]);
  });
  if (s.time !== null && !s.timeHasPeriod && s.dayPart === 'pm') {
    const hour = Number(s.time.slice(0, 2));
    if (hour >= 1 && hour <= 11) s.time = `${pad(hour + 12)}${s.time.slice(2)}`;
  }
  s.time ??= s.defaultTime;
}
