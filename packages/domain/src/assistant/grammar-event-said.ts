import type { GrammarContext, Understanding } from './grammar-types.js';
import { cleanTitle, namesEvent } from './grammar-words.js';
import { memberNamed, membersIn } from './refine.js';

/**
 * How an English event is said around its name (session 22): whose it is ("Ziad's invited to
 * a birthday party", "tala has a playdate with Lulu"), our being there ("we're at Abu Khalid's
 * for dinner"), a pointing word ("this engagement dinner"): none of it is the event's title.
 */
const MEMBER_HAS =
  /^([\p{L}]{2,})(?:['’]s|\s+is|\s+has|\s+have)?\s+(?:(?:got|been|just\s+got)\s+)?(?:(?:invited|an?\s+invite|an?\s+invitation)\s+(?:to|for)\s+|(?:has|got|have)\s+)?(?:a|an|the|her|his)\s+(\S.*)$/iu;
const MEMBER_HAS_BARE = /^([\p{L}]{2,})\s+(?:has|have|['’]s\s+got|got)\s+(\S.*)$/iu;
const OURS_FOR =
  /^(?:we['’]re|we\s+are|i['’]m|i\s+am)\s+(?:(?:going|off)\s+)?(?:for|to|invited\s+(?:to|for))\s+(\S.*)$/iu;
const POINTING = /^(?:this|that|some|a|an|her|his|their)\s+(?=\S)/iu;

export function eventSaid(u: Understanding, context: GrammarContext): Understanding {
  const s = u.slots;
  placeSaid(u, context);
  if (u.intent !== 'createEvent' || !s.title || /[\u0600-\u06FF]/u.test(s.title)) return u;
  const ours = OURS_FOR.exec(s.title);
  if (ours) s.title = cleanTitle(ours[1]!) || s.title;
  // ("huda has lunch with friends": an occasion named first needs no article.)
  const bare = MEMBER_HAS_BARE.exec(s.title);
  const theirs = MEMBER_HAS.exec(s.title) ?? (bare && namesEvent(bare[2]!, 'first') ? bare : null);
  const member = theirs ? memberNamed(theirs[1]!, context.members) : undefined;
  if (theirs && member) {
    s.title = cleanTitle(theirs[2]!) || s.title;
    s.attendees = [member.name];
  }
  s.title = s.title.replace(POINTING, '').replace(THIS_ONE, '').replace(SECOND, '');
  return u;
}

/** "a second parent-teacher meeting, this one for Reem": which one, said aside. */
const THIS_ONE = /\s*[,،]\s*(?:this|that)\s+(?:one|time)(?![\p{L}]).*$/iu;
const SECOND = /^(?:second|2nd|another)\s+(?=\S)/iu;

/** «في قاعة المدرسة … ظهرًا»: a part of the day left after the place is no part of it. */
const PART_LAST =
  /\s+(?:ظهرا|ظهرًا|الظهر|صباحا|صباحًا|الصبح|الصباح|مساء|مساءً|مساءا|المساء|عصرا|عصرًا|العصر|بالليل|ليلا|ليلًا|in the (?:morning|afternoon|evening)|at night)\s*$/iu;

export function placeSaid(u: Understanding, context?: GrammarContext): Understanding {
  const s = u.slots;
  if (u.intent !== 'createEvent' || !s.location) return u;
  // "at the Hilton, - Huda and Reem", "in Jeddah, starts 9am", "at the Boulevard, can you put
  // that in": the place ends where the sentence goes on; members named after it go.
  const cut = PLACE_END.exec(s.location);
  if (cut && cut.index > 0) {
    const after = s.location.slice(cut.index);
    const goers = context ? membersIn(after, context.members) : [];
    if (goers.length && !s.attendees?.length) s.attendees = goers.map((m) => m.name);
    s.location = s.location.slice(0, cut.index);
  }
  s.location = s.location.replace(PART_LAST, '').trim() || s.location;
  return u;
}
const PLACE_END = /\s*(?:[,،;]|\s[-–—]\s)/u;

/**
 * Said around the event, before it is read: ", we're all going" (who goes, not where), "at like
 * 7" (a filler before a clock time), "got an invite to" (an event of ours said as news).
 */
const ALL_GOING =
  /\s*[,،]\s*(?:(?:and|so)\s+)?(?:we['’]re|we\s+are|we['’]ll|we\s+will|all\s+of\s+us|everyone['’]s|everyone\s+is)\s+(?:all\s+)?(?:going|coming|invited|attending|in)(?![\p{L}])/iu;
const LIKE_BEFORE_TIME =
  /(?<=(?:^|\s)(?:at|by|around|from)\s+)(?:like|about|around|roughly|maybe|approx)\s+(?=[\p{N}])/giu;
const INVITE_NEWS =
  /^\s*(?:(?:we|i)(?:['’]ve)?\s+)?got\s+(?:an?\s+)?invit(?:e|ation)\s+(?:to|for)\s+/iu;

/** "X's invited to …", "X got picked for …", «تالا معزومة على …»: X has it (X's event). */
const PICKED =
  /^(\s*[\p{L}]{2,})(?:['’]s|\s+is|\s+was|\s+has\s+been|\s+got|\s+just\s+got)\s+(?:been\s+)?(?:invited|picked|selected|chosen|entered|signed\s+up)\s+(?:to|for|in|into)\s+(?:an?\s+|the\s+)?/iu;
const INVITED_AR = /^(\s*[\p{L}]{2,})\s+(?:معزوم|معزومه|معزومة|معزومين)\s+(?:على|ع|في|ل|لل)\s*/u;
/** «لدى ريم اختبار …» (MSA: Reem has …). */
const HAS_MSA = /^\s*(?:لدى|لدي|عند)\s+([\p{L}]{2,})\s+(?=\S)/u;
/** "the whole family's going to …": we are. */
const WE_ALL =
  /^\s*(?:the\s+whole\s+family(?:['’]s|\s+is)|everyone(?:['’]s|\s+is)|all\s+of\s+us\s+are|we\s+all\s+are)\s+(?=going|off|invited)/iu;
/** "…, Ziad's in it", «…، هدى رايحة»: who goes, said last: theirs. */
const GOER_LAST =
  /^(\S.*?)\s*[,،-]\s*([\p{L}]{2,})(?:['’]s|\s+is)?\s+(?:in\s+it|going|coming|taking\s+part|رايح|رايحه|رايحة|رايحين|بتروح|بيروح|بتحضر|بيحضر|جايه|جاية|جاي)\s*[.!]?\s*$/iu;

export const eventNews = (text: string) =>
  text
    .replace(ALL_GOING, '')
    .replace(LIKE_BEFORE_TIME, '')
    .replace(INVITE_NEWS, "we're invited to ")
    .replace(PICKED, '$1 has a ')
    .replace(INVITED_AR, '$1 عنده ')
    .replace(HAS_MSA, '$1 عنده ')
    .replace(WE_ALL, "we're ")
    .replace(GOER_LAST, (all, what: string, who: string) =>
      /[\u0600-\u06FF]/u.test(who) ? `${who} عنده ${what}` : `${who} has a ${what}`,
    )
    .replace(/(?<![\p{L}])teh(?![\p{L}])/giu, 'the');
