import { cleanTitle, roleOf, wordKey } from './grammar-words.js';
import type { MissingSlot, Slots } from './grammar-types.js';

/**
 * A new member's name and role out of what was said around it (issue 28): "my husband Khalid",
 * «ولدي فيصل», «السواق الجديد راجو», «ماما للعيلة اسمها سعاد», "Sara (daughter)". The role
 * word goes to the role, words for "new", "little" and "the family" leave the name, and a name
 * said after «اسمه» / "called" is the name.
 */

/** "…, she's our new nanny": the name is what comes before the comma (or a bracket). */
const nameBeforeComma = (text: string) => text.split(/\s*[,،(]\s*/u)[0] ?? '';

/** «اسمها سعاد», "called Mariam", "named Sam": what follows is the name. */
const NAMED =
  /(?:^|\s)(?:اسمه|اسمها|إسمه|إسمها|اسمو|اسمهم|بإسم|باسم|called|named|(?:his|her|whose) name is|by the name of)\s+/iu;

/** Words said next to a name that are not part of it: "new", «الجديدة», «الصغير». */
const ADJECTIVES = new Set(
  [
    'new',
    'little',
    'baby',
    'young',
    'youngest',
    'eldest',
    'oldest',
    'older',
    'younger',
    'جديد',
    'جديده',
    'صغير',
    'صغيره',
    'كبير',
    'كبيره',
    'الصغرى',
    'الكبرى',
    'صغيرون',
    'حبيبي',
    'حبيبتي',
    'رضيع',
    'رضيعه',
    'رضيعة',
  ].map((w) => wordKey(w)),
);

/** Where the member goes, said after the name: "to the family", «للعيلة بالتطبيق», «كعضو». */
const FAMILY_TAIL =
  /(?:\s+|^)(?:(?:to|into|in|on|as|as a|as part of|as a member of|as members? of)\s+(?:the|our|my)\s+(?:family|household|app|account|group)(?:\s+members?)?|as\s+(?:a\s+)?(?:new\s+)?(?:family(?:\s+member)?|member)|to the app|too|as well|(?:ك|ب)?(?:عضو|فرد)(?:\s+(?:جديد|جديده|جديدة))?|جديد|جديده|جديدة|(?:لل|في\s+ال|بال|على\s+ال|ل|ل\s*ا)(?:عائلة|عائله|عيلة|عيله|أسرة|اسره|اسرة|تطبيق|برنامج|بيت)|(?:ل|لـ\s*)?(?:أفراد|افراد)\s+(?:ال)?(?:عائلة|عائله|عيلة|عيله|أسرة|اسره|اسرة)|(?:معنا|معانا|عندنا)|as)$/iu;

/** Role words said after the name with a possessive («نورة بنتنا», «مروان أخوي»). */
const OWNED = /(?:ي|نا|يا)$/u;

/** A role said with «كـ» or "as (a)" anywhere: «كطفل», "as a child". */
const ROLE_AS = /(?:^|\s)(?:ك|كـ\s*|as\s+(?:a|an|our|my)?\s*)([\p{L}]+)/giu;

/** Words that can stand where a new member's name goes without being one. */
const NOT_A_NAME = new Set(
  [
    'my',
    'our',
    'a',
    'an',
    'the',
    'new',
    'another',
    'one',
    'someone',
    'somebody',
    'person',
    'member',
    'members',
    'family',
    'relative',
    'people',
    'guy',
    'lady',
    'him',
    'her',
    'them',
    'عضو',
    'عضوه',
    'جديد',
    'جديده',
    'شخص',
    'احد',
    'أحد',
    'واحد',
    'واحده',
    'فرد',
    'حد',
    'قريب',
    'قريبه',
    'للعائله',
    'العائله',
    'عائله',
    'الاسره',
    'اسره',
  ].map((w) => wordKey(w)),
);

/** The name part of what was said: after «اسمه» / "called", before a comma, without its tail. */
function namePart(text: string): string {
  const named = NAMED.exec(text);
  let name = nameBeforeComma(named ? text.slice(named.index + named[0].length) : text);
  name = cleanTitle(name);
  for (let k = 0; k < 3; k++) name = name.replace(FAMILY_TAIL, '').trim();
  return name;
}

export const nameWords = (text: string) => namePart(text).split(/\s+/).filter(Boolean).length;

/** The role said anywhere in the words around the name: "as a child", «كطفل», «وهو ولدي». */
function roleAround(text: string): string | undefined {
  for (const m of text.matchAll(ROLE_AS)) {
    const role = roleOf(wordKey(m[1]!));
    if (role) return role;
  }
  const after = text
    .split(/\s*[,،(]\s*/u)
    .slice(1)
    .join(' ');
  for (const word of after.split(/[\s)]+/u)) {
    const role = word ? roleOf(wordKey(word)) : undefined;
    if (role) return role;
  }
  return undefined;
}

/** A role said with «كـ» as one word («كطفلة»): the role and the word said. */
function statedRole(said: string): { role: string; word: string } | undefined {
  for (const word of said.split(/\s+/u)) {
    const m = /^كـ?([\u0600-\u06FF]{3,})$/u.exec(word);
    const role = m ? roleOf(wordKey(m[1]!)) : undefined;
    if (role && role !== 'other') return { role, word };
  }
  return undefined;
}

export function memberSlots(said: string, slots: Slots): MissingSlot | null {
  // «كطفلة», "as a child": the role the app gives, said outright, before any relation's.
  const stated = statedRole(said);
  if (stated) slots.role = stated.role;
  const named = NAMED.exec(said);
  // «ماما للعيلة اسمها سعاد»: the words before «اسمها» may say the relation.
  const before = named ? said.slice(0, named.index) : '';
  for (const word of before.split(/\s+/u)) {
    const role = word ? roleOf(wordKey(word)) : undefined;
    if (role) {
      slots.role ??= role;
      break;
    }
  }
  let name = namePart(said);
  const words = name
    .split(/\s+/)
    .filter((w) => !ADJECTIVES.has(wordKey(w)) && !(stated && w === stated.word));
  name = words.join(' ');
  const lead = words[0]?.toLowerCase() === 'my' || words[0]?.toLowerCase() === 'our' ? 1 : 0;
  let role = words.length > lead + 1 ? roleOf(wordKey(words[lead]!)) : undefined;
  // "my grandma Latifa" names a relation; "Grandpa Saleh" is what the family calls him.
  if (role === 'other' && !lead && /^[A-Z]/.test(words[0] ?? '')) role = undefined;
  if (role) {
    name = words.slice(lead + 1).join(' ');
    slots.role ??= role;
  } else if (!lead && words.length > 1 && /[\u0600-\u06FF]/.test(words.at(-1)!)) {
    // «نورة بنتنا», «مروان أخوي»: a relation with its possessive after the name.
    const after = roleOf(wordKey(words.at(-1)!));
    if (after && OWNED.test(words.at(-1)!)) {
      name = words.slice(0, -1).join(' ');
      slots.role ??= after;
    }
  }
  const around = roleAround(said.slice(said.indexOf(name) + name.length));
  if (around && around !== 'other') slots.role ??= around;
  if (!name) return 'name';
  // "add my son", "add someone", «ضيف عضو جديد»: a relation or a word for anyone is not a name;
  // ask for the name rather than add a member called "my son".
  const real = name
    .split(/\s+/)
    .filter((w) => !NOT_A_NAME.has(wordKey(w)) && !NOT_A_NAME.has(w.toLowerCase()));
  if (real.length === 0 || (real.length === 1 && roleOf(wordKey(real[0]!)))) {
    const only = real[0] ? roleOf(wordKey(real[0])) : undefined;
    if (only) slots.role ??= only;
    return 'name';
  }
  slots.name = name;
  return null;
}

/**
 * A new member said first and added by a pronoun after (session 23): "Asma, Huda's sister, lives
 * with us now - put her in the family", "we've got a new baby boy, Hamad - add him as a child",
 * «أمي نوال بتسكن معنا، سجليها بالعائلة»: read as "add Asma to the family", «ضيف أمي نوال
 * للعائلة» (the name is a part said alone, or the word after a relation).
 */
const ADD_PRONOUN_EN =
  /^(.+?)\s*[-–—,;]\s*(?:(?:please|pls|can you|could you)\s+)?(?:add|put|register|sign up|include|enter)\s+(?:him|her|them)(?:\s+(?:in|to|into|on)\s+(?:the|our|my)\s+(?:family|household|app))?(\s+as\s+(?:a|an|our|my)?\s*[\p{L}]+)?\s*[.!]?\s*$/iu;
const ADD_PRONOUN_AR =
  /^(.+?)\s*[-–—,،;]\s*(?:(?:لو سمحت|ممكن)\s+)?(?:سجليها|سجلها|سجله|سجليه|سجلوها|سجلوه|ضيفيها|ضيفها|ضيفه|ضيفيه|ضيفوها|ضيفوه|اضفها|اضفه|حطيها|حطها|حطه|حطيه|ضميها|ضمها|ضمه|ضميه)(?:\s+(?:بال|لل|في ال|على ال)(?:عائلة|عائله|عيلة|عيله|أسرة|اسرة|اسره|تطبيق))?(\s+ك\S+)?\s*[.!]?\s*$/u;
const CAPITALISED_NAME = /^[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)?$/u;

export function memberSaidFirst(text: string): string {
  const en = ADD_PRONOUN_EN.exec(text);
  if (en) {
    const name = en[1]!.split(/\s*[,،]\s*/u).find((part) => CAPITALISED_NAME.test(part.trim()));
    return name ? `add ${name.trim()} to the family${en[2] ?? ''}` : text;
  }
  const ar = ADD_PRONOUN_AR.exec(text);
  // («… ولد اسمه فهد، ضيفه»: the name said with «اسمه» is read as it is.)
  if (!ar || NAMED.test(ar[1]!)) return text;
  const words = ar[1]!.split(/\s+/u);
  const at = words.findIndex((w, k) => k < words.length - 1 && roleOf(wordKey(w)));
  const who = at >= 0 ? `${words[at]} ${words[at + 1]}` : words.length === 1 ? words[0] : null;
  return who ? `ضيف ${who} للعائلة${ar[2] ?? ''}` : text;
}
