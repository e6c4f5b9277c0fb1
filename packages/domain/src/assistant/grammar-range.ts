/**
 * Time ranges said in a sentence (issue 16): "from 4 to 5pm", "9am-12pm", «من ٨ لين ١١ بالليل»,
 * «من الرابعة إلى الخامسة مساءً»: the start left in the text, the end apart.
 */

const AR_HOURS: Record<string, number> = {
  الواحده: 1,
  الثانيه: 2,
  الثالثه: 3,
  الرابعه: 4,
  الخامسه: 5,
  السادسه: 6,
  السابعه: 7,
  الثامنه: 8,
  التاسعه: 9,
  العاشره: 10,
  'الحاديه عشر': 11,
  'الثانيه عشر': 12,
  'الحاديه عشره': 11,
  'الثانيه عشره': 12,
  noon: 12,
  midday: 12,
  الظهر: 12,
  midnight: 24,
};
const HOUR = String.raw`(\d{1,2}(?::\d{2})?|noon|midday|midnight|الواحده|الثانيه عشره?|الحاديه عشره?|الثانيه|الثالثه|الرابعه|الخامسه|السادسه|السابعه|الثامنه|التاسعه|العاشره)`;
const PM_WORDS =
  /^(?:pm|p\.m\.?|مساء|مساءا|مساءً|المسا|المساء|بالليل|الليل|في الليل|العصر|بالعصر|الظهر|م)$/iu;
const AM_WORDS = /^(?:am|a\.m\.?|صباحا|صباحاً|صباح|الصبح|الصباح|بالصبح|الفجر|ص)$/iu;
const MERIDIEM = String.raw`(am|pm|a\.m\.?|p\.m\.?|مساء|مساءا|مساءً|المسا|المساء|بالليل|الليل|العصر|بالعصر|الظهر|صباحا|صباحاً|الصبح|الصباح|بالصبح|ص|م)?`;
/** «٦ ونص», «٥ وربع», «٧ الا ربع»: the quarter hours said after the hour. */
const PART = String.raw`(?:\s+(و\s*نص|والنص|و\s*ربع|والربع|الا\s*ربع|إلا\s*ربع))?`;
const PART_MINUTES = (part: string | undefined) =>
  !part ? 0 : /نص/u.test(part) ? 30 : /^(?:الا|إلا)/u.test(part) ? -15 : 15;
const RANGE_RE = new RegExp(
  String.raw`(?:(?<![\p{L}])(from|من)\s+)?(?:(?:الساعه|الساعة)\s+)?${HOUR}${PART}\s*${MERIDIEM}\s*(?:to|till|until|-|–|لين|الى|إلى|لغاية|لغايه|حتى|للساعه|ل(?:ـ)?(?=\s*[\d٠-٩]))\s*(?:(?:الساعه|الساعة)\s+)?${HOUR}${PART}\s*${MERIDIEM}(?![\p{L}])`,
  'iu',
);

function hourOf(token: string): { h: number; m: number } | null {
  const t = token
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/ة/g, 'ه')
    .toLowerCase();
  if (AR_HOURS[t] !== undefined) return { h: AR_HOURS[t], m: 0 };
  const m = /^(\d{1,2})(?::(\d{2}))?$/.exec(t);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  return h <= 24 && min < 60 ? { h, m: min } : null;
}

function withPart(t: { h: number; m: number } | null, part: string | undefined) {
  if (!t || !part) return t;
  const minutes = t.h * 60 + t.m + PART_MINUTES(part);
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}

const pad = (n: number) => String(n).padStart(2, '0');
const TASHKEEL = /[\u0610-\u061A\u064B-\u065F\u0670]/u;

/**
 * A start-to-end time range taken out of the text: the text keeps the start as a plain 24-hour
 * time ("at 16:00", «الساعة 16:00») for the date reader, and the end comes back as HH:MM.
 */
export function takeTimeRange(text: string): { text: string; end: string | null } {
  // «مِنَ الرَّابِعَةِ إِلَى السَّابِعَةِ»: read without tashkeel; `at` maps back to the text.
  const at: number[] = [];
  let bare = '';
  for (let i = 0; i < text.length; i++) {
    if (TASHKEEL.test(text[i]!)) continue;
    at.push(i);
    bare += text[i];
  }
  at.push(text.length);
  const folded = bare
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[أإآ](?=لى)/gu, 'ا');
  const m = RANGE_RE.exec(folded.replace(/ة/g, 'ه'));
  if (!m) return { text, end: null };
  const [, from, startRaw, startPart, startMer, endRaw, endPart, endMer] = m;
  const start = withPart(hourOf(startRaw!), startPart);
  const end = withPart(hourOf(endRaw!), endPart);
  // A bare "5-6" with no "from" and no part of the day is not surely a time range; "5 to 6"
  // and «٥ لين ٦» (said with a word) are.
  const worded = /^\S+\s*\S*\s*(?:to|till|until|لين|الى|إلى|حتى)\s/iu.test(
    m[0].replace(/^(?:from|من)\s+/iu, ''),
  );
  if (
    !start ||
    !end ||
    (!from && !startMer && !endMer && !worded && !/:/.test(startRaw! + endRaw!))
  ) {
    return { text, end: null };
  }
  const pmEnd = endMer ? PM_WORDS.test(endMer) : false;
  const amEnd = endMer ? AM_WORDS.test(endMer) : false;
  let endH = end.h;
  if (pmEnd && endH < 12) endH += 12;
  if (amEnd && endH === 12) endH = 0;
  let startH = start.h;
  if (startMer) {
    if (PM_WORDS.test(startMer) && startH < 12) startH += 12;
    if (AM_WORDS.test(startMer) && startH === 12) startH = 0;
  } else if (pmEnd && startH < 12 && startH + 12 <= (endH === 0 ? 24 : endH)) {
    startH += 12;
  } else if (!endMer && startH >= 1 && startH <= 6) {
    // "from 4 to 6": family plans in the afternoon.
    startH += 12;
    if (endH < 12) endH += 12;
  }
  // "from 9 till 1", «من ١٠ لين ٢»: an end before the start is in the afternoon.
  if (!endMer && endH < startH && endH + 12 > startH && endH + 12 < 24) endH += 12;
  if (endH === 24) endH = 0;
  const arabic = /[\u0600-\u06FF]/.test(text);
  const startText = `${pad(startH)}:${pad(start.m)}`;
  const replacement = arabic
    ? ` الساعة ${startText}${startH < 12 ? ' صباحا' : ''} `
    : ` at ${startText}${startH < 12 ? ' am' : ''} `;
  // The match was found in a copy without tashkeel (digits and ة folded one for one).
  const out = text.slice(0, at[m.index]) + replacement + text.slice(at[m.index + m[0].length]);
  return { text: out.replace(/\s{2,}/g, ' ').trim(), end: `${pad(endH)}:${pad(end.m)}` };
}
