import { addCalendarMonths, addDays } from '../common/dates.js';
import { hijriToGregorian } from '../documents/expiry.js';
import { re, type WhenScan } from './when-scan.js';
import {
  comingDate,
  comingHijriDate,
  dayOfMonth,
  isoDate,
  nextWeekday,
  weekdayOf,
} from './when-calendar.js';

export { nextWeekday } from './when-calendar.js';

/**
 * Days in what people say: this week and this month (ranges), today, tomorrow, بعد غد, in N
 * days, next week, dates (2026-12-05, 12/5, 12 May, ١٢ مايو, ١٥ رمضان), "the 20th", and weekday
 * names with their next occurrence.
 */

const WEEKDAYS: [number, string][] = [
  [0, 'الاحد|الحد|sunday|sun'],
  // (Levantine «يوم التنين»: Monday; alone, «التنين» is a dragon.)
  [1, 'الاثنين|الاتنين|(?<=يوم\\s+)التنين|monday|mon'],
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
/** The same months as they are written in Latin letters ("5 Rajab", "15 Jumada al-Akhirah"). */
const HIJRI_LATIN = [
  'muharram|muharam',
  'safar',
  "rabi['’]?\\s*(?:al|ul|el)?[\\s-]*(?:awwal|awal|ula|oula)",
  "rabi['’]?\\s*(?:al|ul|el|as)?[\\s-]*(?:thani|thaani|akhir|akhar|akhar|sani)",
  'jumada\\s*(?:al|ul|el)?[\\s-]*(?:ula|oula|awwal|awal|ulaa)',
  'jumada\\s*(?:al|ul|el)?[\\s-]*(?:akhirah|akhira|akhir|akhirah|thani|thaniyah|thania|aakhirah)',
  'rajab',
  "sha['’]?ban|shaaban",
  'ramadan|ramadhan|ramzan',
  'shawwal|shawal',
  "dhu[\\s-]*(?:al|l)?[\\s-]*(?:qi['’]?dah|qa['’]?dah|qadah|qidah|qaada)|dhul[\\s-]*(?:qi['’]?dah|qa['’]?dah|qadah|qidah)",
  'dhu[\\s-]*(?:al|l)?[\\s-]*hijj?ah|dhul[\\s-]*hijj?ah|zul[\\s-]*hijj?ah',
];

/** The first weekend day (Friday or Saturday) from today on. */
function weekend(today: string): string {
  const day = weekdayOf(today);
  return day === 5 || day === 6 ? today : addDays(today, 5 - day);
}

const NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  ثلاث: 3,
  ثلاثه: 3,
  تلات: 3,
  تلاته: 3,
  اربع: 4,
  اربعه: 4,
  خمس: 5,
  خمسه: 5,
  ست: 6,
  سته: 6,
  سبع: 7,
  سبعه: 7,
  عشر: 10,
  عشره: 10,
};
const NUMBER_WORDS = Object.keys(NUMBERS).join('|');
const numberWord = (word: string) => NUMBERS[word] ?? Number(word);

/** The days of a month (of this year, or of the next once it has passed; from today in this one). */
function monthRange(today: string, month: number): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = month < m ? y + 1 : y;
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: first < today ? today : first, to: last };
}

function endOfWeek(today: string): string {
  // The week ends on Saturday (a week starting on Sunday, as most of the Arab world counts it).
  return addDays(today, 6 - weekdayOf(today));
}

function lastOfMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Reads the ranges, days and dates of the text into the scan. */
export function scanDays(s: WhenScan, today: string): void {
  // "Tuesday next week", «الثلاثاء الأسبوع الجاي», "next week on Tuesday": that day of the week
  // after this one (not a week from today).
  for (const [weekday, words] of WEEKDAYS) {
    const day = `(?:on\\s+)?(?:يوم\\s+)?(?:${words})`;
    const week = `(?:of\\s+)?(?:the\\s+)?(?:next|coming)\\s+week|(?:من\\s+)?(?:ال)?اسبوع\\s+(?:${NEXT_WORDS})`;
    s.scan(re(`${day}\\s*,?\\s*(?:${week})|(?:${week})\\s*,?\\s*${day}`), () =>
      s.setDate(addDays(endOfWeek(today), 1 + weekday)),
    );
  }
  // The weekend (Friday and Saturday where the family lives): its first day still to come, a
  // day the person did not name (a move or an event asks which).
  s.scan(
    re(
      '(?:(?:this|the|on\\s+the|at\\s+the|over\\s+the|by\\s+the)\\s+)?weekend|(?:by\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the|this)\\s+week|(?:في\\s+|[بل])?(?:اخر|نهايه|نهاية)\\s+(?:ال)?اسبوع(?:\\s+هذا)?|(?:ال)?ويكند|(?:ال)?ويك\\s+اند|عطله\\s+(?:نهايه\\s+)?(?:ال)?اسبوع',
    ),
    () => {
      if (!s.setDate(weekend(today))) return false;
      s.vague = true;
    },
  );
  // Ranges for questions: this week, this month, next week (as a range only with "during").
  s.scan(
    re('(?:this|the)\\s+week|هذا\\s+الاسبوع|ذا\\s+الاسبوع|الاسبوع\\s+هذا|خلال\\s+الاسبوع'),
    () => {
      s.range = { from: today, to: endOfWeek(today) };
    },
  );
  // "next year", «السنة الجاية», «العام القادم»: the whole of the year after this one.
  s.scan(
    re(
      '(?:(?:in|during|for)\\s+)?next\\s+year|(?:(?:في|خلال)\\s+)?(?:ال)?(?:سنه|عام)\\s+(?:الجايه|الجاي|القادمه|القادم|المقبله|المقبل|اليايه|الياي|اللي\\s+جايه|اللي\\s+جاي)',
    ),
    () => {
      const next = Number(today.slice(0, 4)) + 1;
      s.range = { from: `${next}-01-01`, to: `${next}-12-31` };
    },
  );
  // "before the end of the year", "this year", «قبل نهاية السنة», «هذي السنة»: until 31 December.
  s.scan(
    re(
      '(?:(?:before|by|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the|this)\\s+year|(?:this|the)\\s+year|(?:قبل|لين|حتى)\\s+(?:نهايه|اخر)\\s+(?:ال)?سنه|هذي\\s+السنه|هذه\\s+السنه|السنه\\s+هذي|خلال\\s+السنه',
    ),
    () => {
      s.range = { from: today, to: `${today.slice(0, 4)}-12-31` };
    },
  );
  s.scan(
    re(
      '(?:(?:before|by|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+next\\s+month|(?:قبل|لين|حتى)\\s+(?:نهايه|اخر)\\s+الشهر\\s+(?:الجاي|القادم)',
    ),
    () => {
      s.range = { from: today, to: lastOfMonth(addDays(lastOfMonth(today), 1)) };
    },
  );
  s.scan(
    re(
      '(?:(?:before|by|until|till)\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the|this)\\s+month|(?:this|the)\\s+month|(?:قبل|لين|حتى)\\s+(?:نهايه|نهاية|[اآ]خر)\\s+(?:ال)?شهر|هذا\\s+الشهر|ذا\\s+الشهر|الشهر\\s+هذا|خلال\\s+الشهر',
    ),
    () => {
      s.range = { from: today, to: lastOfMonth(today) };
    },
  );

  // "in the next 7 days", "over the coming week", «خلال أسبوع», «الأيام الجاية»: the days to come.
  s.scan(
    re(
      `(?:(?:in|within|over|during|for)\\s+)?(?:the\\s+)?(?:next|coming)\\s+(\\d{1,2}|${NUMBER_WORDS})\\s+days|(?:in|within|over|during)\\s+the\\s+(?:next|coming)\\s+week|خلال\\s+(\\d{1,2}|${NUMBER_WORDS})\\s+(?:ايام|يوم)|خلال\\s+(?:ال)?اسبوع\\s+(?:الجاي|القادم|الياي)|خلال\\s+اسبوع|(?:(?:في|خلال)\\s+)?(?:ال)?ايام\\s+(?:الجايه|القادمه|اليايه|الجاية|الياية)`,
    ),
    (m) => {
      const days = (m[1] ?? m[2]) ? numberWord((m[1] ?? m[2])!) : 7;
      s.range = { from: today, to: addDays(today, Math.max(1, days) - 1) };
    },
  );
  // "in December", «في ديسمبر», «شهر ديسمبر»: that month (from today when it is this one).
  [...EN_MONTHS, ...AR_MONTHS].forEach((words, index) => {
    s.scan(re(`(?:in|during|for|by|before|في|خلال|شهر)\\s+(?:${words})(?!\\s*\\d)`), () => {
      s.range = monthRange(today, (index % 12) + 1);
    });
  });
  // "a week from today", "3 days from now", "two weeks from tomorrow", «بعد أسبوع من اليوم».
  s.scan(
    re(
      `(a|one|${NUMBER_WORDS}|\\d{1,2})\\s+(days?|weeks?)\\s+(?:from|after)\\s+(today|now|tomorrow|tmrw)|(?:بعد\\s+)?(اسبوع|اسبوعين)\\s+من\\s+(اليوم|الحين|الان|بكره|بكرا)`,
    ),
    (m) => {
      const count = m[1] ? (/^(?:a|one)$/.test(m[1]) ? 1 : numberWord(m[1])) : 1;
      const unit = m[2] ? (/^week/.test(m[2]) ? 7 : 1) : m[4] === 'اسبوعين' ? 14 : 7;
      const from = /^(?:tomorrow|tmrw|بكره|بكرا)$/.test(m[3] ?? m[5] ?? '') ? 1 : 0;
      return s.setDate(addDays(today, count * unit + from));
    },
  );
  // Numbers said as words: "in three days", «بعد ثلاث أيام», "in two weeks", «بعد أسبوعين».
  s.scan(re(`(?:بعد|in)\\s+(${NUMBER_WORDS})\\s+(?:ايام|يوم|days?)`), (m) =>
    s.setDate(addDays(today, numberWord(m[1]!))),
  );
  s.scan(re(`(?:بعد|in)\\s+(${NUMBER_WORDS}|\\d{1,2})\\s+(?:اسابيع|weeks?)`), (m) =>
    s.setDate(addDays(today, 7 * numberWord(m[1]!))),
  );
  s.scan(re('بعد\\s+اسبوعين|in\\s+a\\s+couple\\s+of\\s+weeks|in\\s+a\\s+fortnight'), () =>
    s.setDate(addDays(today, 14)),
  );
  s.scan(re('in\\s+a\\s+couple\\s+(?:of\\s+)?days'), () => s.setDate(addDays(today, 2)));

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
    s.scan(re(words), (m) => {
      if (!s.setDate(addDays(today, days))) return false;
      if (/^(?:tonight|الليله)$/u.test(m[0])) {
        s.dayPart = 'pm';
        s.defaultTime = '20:00';
      }
    });
  }
  s.scan(re('(?:بعد|in)\\s+(\\d{1,3})\\s+(?:ايام|يوم|days?)'), (m) =>
    s.setDate(addDays(today, Number(m[1]))),
  );
  s.scan(re('بعد\\s+يومين|in\\s+two\\s+days|in\\s+2\\s+days'), () => s.setDate(addDays(today, 2)));
  s.scan(re("(?:بعد|in)\\s+(?:اسبوع|a\\s+week|one\\s+week)(?:['’]?s\\s+time)?"), () =>
    s.setDate(addDays(today, 7)),
  );
  // "next week" alone: a week from today (spec core 5, voice event parsing).
  s.scan(re(`(?:the\\s+)?(?:next|coming)\\s+week|الاسبوع\\s+(?:${NEXT_WORDS})`), () =>
    s.setDate(addDays(today, 7)),
  );
  // "the 5th of next month", «يوم ٥ الشهر الجاي»: that day of next month.
  s.scan(
    re(
      `(?:on\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+of\\s+(?:the\\s+)?(?:next|coming)\\s+month|(?:يوم\\s+)?(\\d{1,2})\\s+(?:من\\s+|في\\s+)?الشهر\\s+(?:${NEXT_WORDS})`,
    ),
    (m) =>
      s.setDate(addCalendarMonths(today, 1).slice(0, 8) + String(m[1] ?? m[2]).padStart(2, '0')),
  );
  // "next month": a day a month from today (a task's due day), and the month, for a question.
  s.scan(re(`(?:the\\s+)?(?:next|coming)\\s+month|الشهر\\s+(?:${NEXT_WORDS})`), () => {
    if (!s.setDate(addCalendarMonths(today, 1))) return false;
    s.range ??= monthRange(today, Number(addCalendarMonths(today, 1).slice(5, 7)));
  });

  // Dates (before weekdays): 2026-12-05, 5/12(/2026) day first, 12 May, May 12, ١٥ رمضان.
  s.scan(re('(\\d{4})-(\\d{1,2})-(\\d{1,2})'), (m) =>
    s.setDate(isoDate(Number(m[1]), Number(m[2]), Number(m[3]))),
  );
  s.scan(re('(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}))?'), (m) => {
    const day = Number(m[1]);
    const month = Number(m[2]);
    return s.setDate(m[3] ? isoDate(Number(m[3]), month, day) : comingDate(today, month, day));
  });
  HIJRI_MONTHS.map((words, i) => `${words}|${HIJRI_LATIN[i]!}`).forEach((words, i) => {
    const day = '(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?';
    s.scan(re(`${day}(?:${words})(?:\\s+(\\d{4}))?(?:\\s*(?:هـ|ه|ah|a\\.h\\.))?`), (m) =>
      s.setDate(
        m[2]
          ? hijriToGregorian(Number(m[2]), i + 1, Number(m[1]))
          : comingHijriDate(today, i + 1, Number(m[1])),
      ),
    );
  });
  [...EN_MONTHS, ...AR_MONTHS].forEach((words, index) => {
    const month = (index % 12) + 1;
    // «لأول ديسمبر», "the first of December": its first day.
    s.scan(re(`(?:ل|ب|في\\s+)?(?:[اأإ]ول|(?:the\\s+)?first\\s+of)\\s+(?:${words})`), () =>
      s.setDate(comingDate(today, month, 1)),
    );
    s.scan(
      re(`(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${words})(?:\\s+(\\d{4}))?`),
      (m) =>
        s.setDate(
          m[2]
            ? isoDate(Number(m[2]), month, Number(m[1]))
            : comingDate(today, month, Number(m[1])),
        ),
    );
    s.scan(re(`(?:${words})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`), (m) =>
      s.setDate(
        m[2] ? isoDate(Number(m[2]), month, Number(m[1])) : comingDate(today, month, Number(m[1])),
      ),
    );
  });

  // «بين ٢٥ و٣٠», "between the 25th and the 30th" (days only past 12, or said as days; "between
  // 4 and 5pm" are hours): two days of the month, and the days between.
  s.scan(
    re(
      '(?:بين|between)\\s+(?:يوم\\s+|the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:و|and)\\s*(?:يوم\\s+|the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?![:/\\d])',
    ),
    (m) => {
      const from = dayOfMonth(today, Number(m[1]));
      const to = from ? dayOfMonth(from, Number(m[2])) : null;
      const hours = !/st|nd|rd|th|يوم|the/iu.test(m[0]) && Math.max(+m[1]!, +m[2]!) <= 12;
      if (hours || !from || !to || to < from || s.date !== null) return false;
      return Object.assign(s, { range: { from, to } }).setDate(to);
    },
  );
  // «الاثنين ٢٣», "Monday 23", "Thursday the 26th": the day of the month the weekday names
  // (only when it is that weekday; a number up to 12 is an hour unless said as a day).
  for (const [weekday, words] of WEEKDAYS) {
    s.scan(
      re(
        `(?:on\\s+|ل|ب)?(?:يوم\\s+)?(?:${words}),?\\s+(?:the\\s+)?(\\d{1,2})(st|nd|rd|th)?(?![:/.\\d])`,
      ),
      (m) => {
        const date = dayOfMonth(today, Number(m[1]));
        if (!date || weekdayOf(date) !== weekday || (Number(m[1]) <= 12 && !m[2])) return false;
        return s.setDate(date);
      },
    );
  }
  // "the 20th", "on the 3rd", "يوم ٢٠": a day of this month, or of the next once it has passed.
  s.scan(
    re(
      '(?:on\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)|(\\d{1,2})(?:st|nd|rd|th)|يوم\\s+(\\d{1,2})(?![:/\\d])',
    ),
    (m) => s.setDate(dayOfMonth(today, Number(m[1] ?? m[2] ?? m[3]))),
  );
  s.explicitDate = s.date;

  // Weekdays: "يوم الخميس (الجاي)", "on Thursday", "next Thu". Next to an explicit date
  // ("Sunday 22 November", "الأحد ٢٩/١١") the weekday only names that date: it is consumed.
  for (const [weekday, words] of WEEKDAYS) {
    s.scan(
      re(
        `(?:(?:on|next|this|coming|this\\s+coming)\\s+|ه(?=ال))?(?:يوم\\s+)?(?:${words})s?(?:\\s+(?:${NEXT_WORDS}|هذا|ذا))?`,
      ),
      (m) => s.setDate(nextWeekday(today, weekday)) || (s.explicitDate !== null && s.nextTo(m)),
    );
  }
}
