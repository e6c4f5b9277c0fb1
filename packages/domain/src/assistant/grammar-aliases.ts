import { byKey, type Named, wordKey } from './grammar-words.js';
import { wordRe } from './grammar-cut.js';
import { memberNamed, nameSkeleton } from './refine.js';

/** Arabic words after which a person is named: «خلي سارة …», «مع ريم», «اسأل هدى». */
const ARABIC_PERSON_SLOT =
  /^(?:و?(?:خلي|خل|خلّي|خلى|لازم|مع|عند|على|يا|اسأل|إسأل|قول|قل|قولي|كلم|كلّم|خبر|خبّر|بلغ|ذكر|ذكّر|نبه|نبّه|إلى|الى))$/u;

/**
 * Members named in the other script ("Reem" for a member stored as «ريم», «زياد» for "Ziad"):
 * the sentence's word → the member, so the templates' member slots take it. A Latin word counts
 * only capitalised, as names are written ("clean the room" never names «ريم»).
 */
export function memberAliases(text: string, members: readonly Named[]): Map<string, Named> {
  const out = new Map<string, Named>();
  for (const m of text.matchAll(wordRe)) {
    const said = m[0].replace(/['’]s$/i, '');
    // Lower case too where only a person fits: "give the majlis to reem", "let huda …".
    const before = text.slice(0, m.index).trimEnd().split(/\s+/).pop() ?? '';
    // ("huda needs to …", "reem has …": opening the sentence as its doer, a person too.)
    const after = text.slice(m.index + m[0].length);
    const doer =
      m.index === 0 &&
      /^(?:['’]s|['’]ll)?\s+(?:needs?|has|have|is|will|can|should|must|wants?|got|gotta|and)\s/iu.test(
        after,
      );
    const personSlot = doer || /^(?:to|for|let|ask|tell|and|remind|with)$/i.test(before);
    if (/^[A-Za-z]/.test(said) && !/^[A-Z]/.test(said) && !personSlot) continue;
    const first = m.index === 0;
    const arabicPersonSlot = first || ARABIC_PERSON_SLOT.test(before);
    // «لفيصل»: the templates take the clitic «ل» / «ب» / «ك» before a name themselves.
    const bare = said.replace(/^(?:ل|ب|ك)(?=[\u0600-\u06FF]{3,})/u, '');
    for (const word of [said, bare]) {
      const key = wordKey(word);
      if (!key || out.has(key) || byKey(members as Named[], key)) continue;
      // Two consonants match many Arabic words («شراء» is "Sara"'s sr): such a word names a
      // member only where a person fits (after «ل», «خلي», «مع» …, or opening the sentence).
      const weak = /[\u0600-\u06FF]/.test(word) && nameSkeleton(word).replace("'", '').length < 3;
      if (weak && !arabicPersonSlot && !(word === bare && bare !== said && said.startsWith('ل')))
        continue;
      const member = memberNamed(word, members);
      if (member) out.set(key, member);
    }
  }
  return out;
}
