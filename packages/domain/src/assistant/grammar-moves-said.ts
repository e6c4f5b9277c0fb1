/**
 * Moves said as news or as needs (issue 28, session 23), put as the move they are: "dinner at
 * Abu Khalid's got moved to tomorrow 8.30", "the doctor's appt needs to go to the 23rd", "eye
 * doc changed the time, it's 2pm now", "the dentist's office called, they've put Tala in for
 * tuesday instead", "do the plumber call a day later", «خالتي منيرة تبينا نجيها الساعة ٧ بدال ٧
 * ونص», «… لازم تجهز بكرا مش الأربعا». Each is then found as any move (a row found, or asked
 * which); the time it was, or the day it is not, is no part of it.
 */

const DAY =
  '(?:today|tonight|tomorrow|tmrw|next\\s+\\w+|the\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun)';

/** "X got moved to …", "X has been pushed to …": move X to …. */
const GOT_MOVED =
  /^\s*(\S.*?)\s+(?:got|was|were|has\s+been|have\s+been|['’]s\s+been|is\s+being|is\s+now)\s+(?:moved|pushed|rescheduled|changed|bumped|shifted|postponed|put\s+back)\s+(?:back\s+|forward\s+)?(to|till|until|for)\s+/iu;
/** "X needs to go to the 23rd", "X has to move to friday": move X to …. */
const NEEDS_TO_GO = new RegExp(
  `^\\s*(\\S.*?)\\s+(?:needs|has|have|will\\s+have|should|must|got)\\s+(?:to\\s+)?(?:go|move|be\\s+moved|be\\s+pushed|shift|happen|be\\s+done|take\\s+place|be)\\s+(?:to|on)\\s+(?=${DAY}(?![\\p{L}]))`,
  'iu',
);
/** "eye doc changed the time, it's 2pm now": X is at the new time now. */
const CHANGED_THE_TIME =
  /^\s*(\S.*?)\s+(?:changed|moved|switched|updated)\s+(?:the\s+|its\s+|their\s+)?(?:time|day|date|slot|appointment)\s*[,،.;-]?\s*(?:and\s+)?(?:it['’]?s|its|it\s+is|now\s+it['’]?s)\s+/iu;
/** "the dentist's office called, they've put Tala in for tuesday instead": theirs is moved. */
const THEY_PUT =
  /^\s*(?:the\s+)?(\S.*?)(?:['’]s)?\s+(?:office|clinic|surgery|school|people|reception)?\s*(?:called|rang|phoned|texted|messaged)\s*[,،.;-]?\s*(?:and\s+)?(?:they(?:['’]ve|\s+have)?|we(?:['’]ve|\s+have)?)\s+(?:put|moved|booked|changed|switched|rebooked|shifted)\s+(?:\S+\s+)?(?:in\s+)?(?:for|to|on)\s+/iu;
/** "the eye doctor called and they can only do friday at 11, can you sort that": theirs moves. */
const ONLY_DO =
  /^\s*(?:the\s+)?(\S.*?)(?:['’]s)?\s+(?:office|clinic|surgery|school|people|reception)?\s*(?:called|rang|phoned|texted|messaged)\s*(?:[,،.;-]\s*)?(?:and\s+)?(?:they|she|he)\s+(?:can|could)\s+only\s+(?:do|make(?:\s+it)?|see\s+(?:us|him|her|them)|fit\s+(?:us|him|her|them)\s+in)\s+(?:on\s+)?(\S.*?)(?:\s*[,،]?\s*(?:so\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:sort|change|fix|update|move)\s+(?:that|it|this)(?:\s+out)?)?\s*[.!?]?\s*$/iu;

/** "the dentist can't do monday anymore, they offered wednesday 4pm": theirs moves. */
const OFFERED =
  /^\s*(?:the\s+)?(\S.*?)\s+(?:can['’]?t|cannot|can\s+not|couldn['’]?t)\s+(?:do|make)\s+\S+(?:\s+any\s*more)?\s*[,،.;-]?\s*(?:(?:so|and|but)\s+)?(?:(?:they|she|he)(?:['’]ve|\s+have)?\s+)?(?:offered|suggested|proposed|gave\s+us|can\s+do)\s+(?:us\s+)?(\S.*?)\s*[.!]?\s*$/iu;
/** "can we get the eye doctor moved to friday?": the move asked for. */
const GET_MOVED =
  /^\s*(?:(?:can|could)\s+(?:we|you|u|i)\s+)?(?:get|have)\s+(\S.*?)\s+(?:moved|pushed|changed|rescheduled|switched|shifted)\s+(?:back\s+|forward\s+)?(?:to|till|until|for)\s+/iu;

/** "do the plumber call a day later": do it another day is its move. */
const DO_IT_LATER = new RegExp(
  `^\\s*(?:please\\s+)?do\\s+(the\\s+\\S.*?)\\s+(?=(?:a|one|two|\\d+)\\s+(?:days?|hours?|weeks?)\\s+(?:later|earlier|after|before)|(?:on\\s+)?${DAY}(?![\\p{L}]))`,
  'iu',
);
/** «خالتي منيرة تبينا نجيها الساعة ٧», "aunt munira wants us over at 7": the visit's time. */
const WANTS_US =
  /^\s*(\S.*?)\s+(?:تبينا|يبينا|تبغانا|يبغانا|بدها\s+يانا|بده\s+يانا|عايزانا|عايزنا|wants\s+us(?:\s+(?:over|there|to\s+come(?:\s+over)?))?)\s+(?:ن[\p{L}]{2,}\s+)?/iu;
/** «… الساعة ٧ بدال ٧ ونص», "at 7 instead of 7:30", «… بكرا مش الأربعا»: what it was, or not. */
const NOT_THEN =
  /\s*[,،]?\s*(?:(?:بدال|بدل|عوض|instead\s+of|rather\s+than)\s+(?:الساعه\s+|الساعة\s+)?[\p{N}]{1,2}(?:[:.][\p{N}]{2})?(?:\s*(?:و\s*نص|والنص|و\s*ربع|الا\s*ربع|am|pm))?|(?:مش|مو|مب|not|وليس|ما\s+هو)\s+(?:يوم\s+)?(?:ال)?(?:سبت|احد|أحد|حد|اثنين|اتنين|ثلاثاء|ثلاثا|تلات|اربعاء|أربعاء|اربعا|أربعا|اربع|خميس|جمعة|جمعه|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun))(?![\p{L}])\s*$/iu;
const SAME_SLOT = /\s*[,،]?\s*(?:same\s+(?:slot|time)|نفس\s+(?:الوقت|الموعد|الساعة|الساعه))\s*$/iu;

/** "renew the camry insurance by the 20th instead": a stored row's other day, said so. */
const ON_DAY_INSTEAD = new RegExp(
  `^\\s*(?:please\\s+)?(?!move\\s|mve\\s)(?!\\S+(?:['’]ll|\\s+will|\\s+is\\s+going|\\s+gonna|\\s+can)\\s)([^,،\\s][^,،]*?)\\s+(?:by|on|for|to)\\s+(${DAY})\\s+instead\\s*[.!]?\\s*$`,
  'iu',
);

/** "move the swimming lesson to 6": a bare number a row is moved to is its hour. */
const TO_HOUR =
  /^(\s*(?:move|mve|mvoe|moev|push|shift|bump|change|put|make)\s+\S.*?\s+(?:to|at))\s+(\d{1,2})\s*[.!]?\s*$/iu;
const atHour = (text: string) =>
  text.replace(TO_HOUR, (all, head: string, hour: string) =>
    Number(hour) <= 12 ? `${head} ${hour}:00` : all,
  );
/** "heads up, …", "fyi …": news said before the move. */
const NEWS_LEAD = /^\s*(?:(?:heads\s+up|fyi|btw|update|so|ok|okay|um+|oh|guys)\s*[,:!-]?\s+)+/iu;

export function movesSaid(text: string): string {
  const said = atHour(text.replace(SAME_SLOT, '').replace(NOT_THEN, ''));
  const moved = plainMove(said.replace(NEWS_LEAD, ''));
  return moved ? atHour(moved) : said;
}

function plainMove(said: string): string | null {
  const instead = ON_DAY_INSTEAD.exec(said);
  if (instead) return `move ${instead[1]} to ${instead[2]}`;
  const moved = GOT_MOVED.exec(said) ?? NEEDS_TO_GO.exec(said);
  if (moved) return `move ${moved[1]} to ${said.slice(moved[0].length)}`;
  const changed = CHANGED_THE_TIME.exec(said);
  if (changed) return `${changed[1]} is ${said.slice(changed[0].length)}`;
  const offered = OFFERED.exec(said);
  if (offered) return `move ${offered[1]} to ${offered[2]}`;
  const get = GET_MOVED.exec(said);
  if (get) return `move ${get[1]} to ${said.slice(get[0].length).replace(/\s*[?؟]\s*$/u, '')}`;
  const only = ONLY_DO.exec(said);
  if (only) return `move ${only[1]} to ${only[2]}`;
  const put = THEY_PUT.exec(said);
  if (put) return `move ${put[1]} to ${said.slice(put[0].length)}`;
  const later = DO_IT_LATER.exec(said);
  if (later) return `move ${later[1]} ${said.slice(later[0].length)}`;
  const wants = WANTS_US.exec(said);
  if (!wants) return null;
  return /[\u0600-\u06FF]/u.test(wants[1]!)
    ? `${wants[1]} خلوه ${said.slice(wants[0].length)}`
    : `move ${wants[1]} to ${said.slice(wants[0].length)}`;
}
