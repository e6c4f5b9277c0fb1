import type { GrammarContext } from './grammar-types.js';
import { memberNamed } from './refine.js';

/**
 * Done said as what came of it (issue 28, session 23), read as the doing it says: «البسة تغدت»
 * (the cat had lunch: fed), «صناديق الزبالة صارت برا» (out: put out), «كراتين المويه وصلت»,
 * "the water arrived" (it came: ordered), «وثيقة التأمين الجديدة وصلتني» (the new one came:
 * renewed), "library books dropped back" (returned), "the tank company came and did the job"
 * (done), "…, ordered them just now", «الدوا وصل البيت، ريم جابته» (the thing said first, then
 * done with "it"). Each is then found (and confirmed) as any completion; none adds anything.
 */

/** Arabic: «<thing> تغدت / أكلت / شبعت» (the pet or plants had theirs): fed. */
const ATE_AR =
  /^\s*(\S.*?)\s+(?:تغدت|تغدى|تغدوا|تعشت|تعشى|تعشوا|فطرت|فطروا|أكلت|اكلت|أكلوا|اكلوا|شبعت|شبعوا)(?:\s+(?:اليوم|الحين|من\s+شوي|زين|كويس))?\s*[.!]?\s*$/u;
/** «<thing> صارت برا (عند الشارع)»: out where it goes, put out. */
const OUT_AR =
  /^\s*(\S.*?)\s+(?:صار|صارت|صاروا|طلعت|طلع|طلعوا)?\s*(?:برا|بره|برة|بالشارع|عند\s+(?:الشارع|الباب|الرصيف))(?:\s+(?:عند|في|ب)\s*\S+)?\s*[.!]?\s*$/u;
/** "the water arrived", «كراتين المويه وصلت»: what was ordered came. */
const CAME_AR = /^\s*(\S.*?)\s+(?:وصل|وصلت|وصلوا|وصلونا|جا|جات|اجا|اجت|انشحن|انشحنت)\s*[.!]?\s*$/u;
const CAME_EN =
  /^\s*(\S.*?)\s+(?:(?:has|have|just)\s+)?(?:arrived|got\s+delivered|(?:was|were|been)\s+delivered|came|showed\s+up)(?:\s+(?:this\s+morning|today|just\s+now|earlier|already))?\s*[.!]?\s*$/iu;
/** «… الجديدة وصلتني», "new … is active from today": the new one came, so it was renewed. */
const NEW_ONE_AR =
  /^\s*(\S.*?)\s+(?:الجديده|الجديدة|الجديد)\s+(?:وصلت|وصلتني|وصلتنا|وصل|وصلني|طلعت|طلع|جات|نزلت)(?![\p{L}])/u;
const NEW_ONE_EN =
  /^\s*(?:the\s+|our\s+|my\s+)?new\s+(\S.*?)\s+(?:is|'s|has)\s+(?:active|valid|in|come\s+through|arrived)(?![\p{L}])/iu;
/** "dropped back", "handed back": returned. */
const BACK_EN = /(?<![\p{L}])(?:dropped|handed|taken|given|brought)\s+back(?![\p{L}])/iu;
/** "the tank company came and did the job": done by others for us. */
const THEY_DID =
  /^\s*(?:the\s+)?(\S.*?)\s+(?:company|guy|guys|man|men|people|team|tech|technician)?\s*(?:came|turned\s+up|showed\s+up)\s+(?:and|&)\s+(?:did|done|finished|sorted|fixed|cleaned)\s+(?:the\s+job|it|everything)(?![\p{L}])/iu;
/** "…, ordered them just now", «…، ريم جابته»: the thing said first, then done with "it". */
const THEN_IT_EN =
  /^\s*(\S.*?)\s*[,،]\s*((?:[a-z]{3,}ed|bought|got|paid|fed|brought|took|did|sent))\s+(?:it|them|those|that)(?![\p{L}])/iu;
const THEN_IT_AR =
  /^\s*(\S.*?)\s*[,،]\s*(?:([\p{L}]{2,})\s+)?([\u0600-\u06FF]{3,}?)(?:ته|تها|تهم|وه|وها|وهم|ناه|ناها|ناهم|ه|ها|هم)(?:\s+(?:من|في|عند|على|ب)\s*\S+)?\s*[.!]?\s*$/u;
/** "the cat has eaten", "the cat's had its dinner": fed. */
const ATE_EN =
  /^\s*(?:the\s+|our\s+|my\s+)?(\S.*?)\s+(?:has\s+eaten|ate|is\s+fed|(?:has|['’]s)\s+had\s+(?:its|her|his|their)\s+(?:food|dinner|lunch|breakfast|meal))\s*[.!]?\s*$/iu;
/** What the first clause adds about where the thing is, no part of which thing. */
const WHERE_IT_IS =
  /\s+(?:وصل|وصلت|جا|جات|on\s+the\s+way|on\s+its\s+way|arrived|is\s+here|are\s+here)(?:\s+\S+)?\s*$/iu;

/** A feeling after it (🙌, 🐈), "…, no fines", «… وطلعت الجديدة»: nothing of which one. */
const AFTERWORD =
  /\s*(?:[,،]\s*(?:no|with\s+no|without)\s+[\p{L}]+(?:\s+[\p{L}]+)?|\s+و(?:طلع|طلعت|وصل|وصلت|جا|جات|صار|صارت|نزل|نزلت)\s+\S.*)\s*$/u;
const FEELING = /\s*(?:(?![👍✅✔☑])[\p{Extended_Pictographic}\uFE0F\u200D])+/gu;
/** "spoke to the plumber guy", "got hold of …": called. */
const SPOKE =
  /^(\s*)(?:spoke|talked|spoken|talk)\s+(?:to|with)\s+|^(\s*)got\s+(?:hold\s+of|through\s+to)\s+/iu;

export function doneOtherwise(said: string, context: GrammarContext): string {
  // (Asked, it is a question: «البسة تغدت؟» is answered, never taken as said.)
  if (/[?؟]\s*$/u.test(said)) return said;
  const text =
    said.replace(FEELING, ' ').trim().replace(AFTERWORD, '').replace(SPOKE, '$1$2called ') || said;
  const member = (w: string) => memberNamed(w.trim().split(/\s+/u)[0] ?? '', context.members);
  const ate = ATE_AR.exec(text);
  if (ate && !member(ate[1]!)) return `طعمنا ${ate[1]}`;
  const fed = ATE_EN.exec(text);
  if (fed && !member(fed[1]!)) return `fed the ${fed[1]}`;
  const out = OUT_AR.exec(text);
  if (out && !member(out[1]!)) return `طلعنا ${out[1]}`;
  const renewed = NEW_ONE_AR.exec(text) ?? NEW_ONE_EN.exec(text);
  if (renewed)
    return /[\u0600-\u06FF]/u.test(renewed[1]!) ? `جددنا ${renewed[1]}` : `renewed ${renewed[1]}`;
  const did = THEY_DID.exec(text);
  if (did) return `${did[1]} done`;
  const thenEn = THEN_IT_EN.exec(text);
  if (thenEn) return `${thenEn[2]} ${thenEn[1]!.replace(WHERE_IT_IS, '')}`;
  // («سويت موضوع السباك، كلمته»: the first clause has its own doing; read as it is.)
  const thenAr = THEN_IT_AR.exec(text);
  const ownVerb = thenAr && /^(?!ال)[\u0600-\u06FF]{2,}(?:ت|نا|وا)(?![\p{L}])/u.test(thenAr[1]!);
  // («تالا بالروضة، أنور وداها»: a member taken somewhere by another member is the taking.)
  const doer = thenAr?.[2] ? member(thenAr[2]) : undefined;
  const taken = thenAr && doer && member(thenAr[1]!) && member(thenAr[1]!) !== doer;
  if (thenAr && !ownVerb && (!thenAr[2] || doer) && (taken || !member(thenAr[1]!)))
    return `${thenAr[2] ? `${thenAr[2]} ` : ''}${thenAr[3]} ${thenAr[1]!.replace(WHERE_IT_IS, '')}`;
  const came = CAME_AR.exec(text) ?? CAME_EN.exec(text);
  if (came && !member(came[1]!))
    return /[\u0600-\u06FF]/u.test(came[1]!) ? `طلبنا ${came[1]}` : `ordered ${came[1]}`;
  return text.replace(BACK_EN, 'returned');
}
