import { taskPhrase } from './grammar-doing.js';
import { foldSearchText } from '../documents/search-text.js';
import { memoShort } from '../common/memo.js';
import {
  cleanTitle,
  pastAfterSubject,
  startsWithPastVerb,
  swappedOnce,
  type Named,
} from './grammar-words.js';

/**
 * What the templates leave to do (issue 28): requests out of scope are refused, placeholder
 * titles ask back, and members named in a title become the assignee (or the attendees) and
 * leave the title. Names match in either script: a member stored as "Ziad" is «زياد» too.
 */

export { isPlaceholder, outOfScope } from './scope.js';
export { takeTimeRange } from './grammar-range.js';

// ---------------------------------------------------------------------------------------------
// Names across scripts

const AR_TO_LATIN: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'g',
  ح: 'h',
  خ: 'k',
  د: 'd',
  ذ: 'd',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 's',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: '',
  و: '',
  ي: '',
  ى: '',
  ا: '',
  أ: '',
  إ: '',
  آ: '',
  ء: '',
  ئ: '',
  ؤ: '',
};

/** A name's consonants in Latin letters: "Faisal" and «فيصل» are both "fsl". */
export const nameSkeleton = memoShort(function nameSkeleton(name: string): string {
  const folded = name
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .toLowerCase();
  if (/[\u0600-\u06FF]/.test(folded)) {
    const bare = folded.replace(/^ال/, '');
    return onset(bare, /^[اأإآءع]/) + [...bare].map((ch) => AR_TO_LATIN[ch] ?? '').join('');
  }
  const latin = folded.replace(/[^a-z]/g, '');
  return (
    onset(latin, /^[aeiou]/) +
    latin
      .replace(/kh/g, 'k')
      .replace(/gh/g, 'g')
      .replace(/sh/g, 's')
      .replace(/th/g, 't')
      .replace(/dh/g, 'd')
      .replace(/ph/g, 'f')
      .replace(/c(?=[eiy])/g, 's')
      .replace(/c/g, 'k')
      .replace(/p/g, 'b')
      .replace(/ee|ea|oo|ou/g, '')
      .replace(/[aeiouyw]/g, '')

      .replace(/q/g, 'k')
      .replace(/j/g, 'g')
      .replace(/x/g, 'ks')
      .replace(/(.)\1+/g, '$1')
  );
});

/**
 * A name that opens on a vowel (Latin a e i o u; Arabic alif, hamza or «ع») keeps that onset as
 * "'": «أنور» is "Anwar" ('nr), not "Nora" (nr); «عمر» is "Omar", not "Mira".
 */
const onset = (word: string, vowel: RegExp) => (vowel.test(word) ? "'" : '');

const arabic = (s: string) => /[\u0600-\u06FF]/.test(s);

/** The member a single word (or two) names, in the stored script or the other one. */
export function memberNamed(word: string, members: readonly Named[]): Named | undefined {
  const key = foldSearchText(word).trim();
  if (!key) return undefined;
  const same = members.find((m) => foldSearchText(m.name).trim() === key);
  if (same) return same;
  const skeleton = nameSkeleton(word);
  if (skeleton.replace("'", '').length < 2) return undefined;
  // A capitalised Latin name misspelt ("Ziyad", "Grayce" for a stored "Ziad", "Grace"): the
  // same consonants and first letter, written as a name is.
  // (Its very consonants: "Grass" is not "Grace".)
  const consonants = (w: string) =>
    w
      .toLowerCase()
      .replace(/[^a-z]|[aeiouyw]/g, '')
      .replace(/(.)\1+/g, '$1');
  const misspelt = /^[A-Z][a-z]{3,}$/.test(word);
  const hits = members.filter(
    (m) =>
      ((arabic(m.name) !== arabic(word) ||
        (misspelt &&
          m.name[0]!.toLowerCase() === word[0]!.toLowerCase() &&
          consonants(m.name) === consonants(word))) &&
        nameSkeleton(m.name) === skeleton &&
        vowelsFit(m.name, word)) ||
      // ("Graec": two letters of "Grace" swapped.)
      (misspelt && swappedOnce(word.toLowerCase(), m.name.toLowerCase())),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * The long vowels an Arabic name writes inside it are said in its Latin spelling too: «ريم» is
 * "Reem" or "Rim", never "room"; «زياد» is "Ziad" (names in one script are not checked).
 */
function vowelsFit(a: string, b: string): boolean {
  if (arabic(a) === arabic(b)) return true;
  const [ar, la] = arabic(a) ? [a, b.toLowerCase()] : [b, a.toLowerCase()];
  const inner = [...ar.replace(/^ال/u, '').slice(1, -1)];
  return (
    (!inner.includes('ي') || /[iey]/.test(la)) &&
    (!inner.includes('و') || /[ouw]/.test(la)) &&
    (!inner.some((ch) => 'اآ'.includes(ch)) || /[ae]/.test(la))
  );
}

/** Every member named anywhere in a text (word by word, with the Arabic «ل» and «و» before). */
export function membersIn(text: string, members: readonly Named[]): Named[] {
  const out: Named[] = [];
  for (const raw of text.split(/[\s,.:;،؛!?؟"'«»()]+/u)) {
    if (!raw) continue;
    const forms = [raw, raw.replace(/^(?:ل|لـ|و|ب)(?=[\u0600-\u06FF]{2,})/u, '')];
    for (const form of forms) {
      const m = memberNamed(form.replace(/['’]s$/i, ''), members);
      if (m && !out.includes(m)) out.push(m);
    }
  }
  return out;
}

const NAME_CHARS = String.raw`[\p{L}\p{M}]+`;
/**
 * "for Ahmed", «لأحمد», «لـ أحمد», «عند أحمد», "assign it to Ahmed" around a title («حق أحمد» is
 * Ahmed's, a possessive: it stays, «ترتب الدولاب حق تالا»).
 */
const MENTION_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`[,،]?\s*(?:and\s+)?(?:assign(?:ed)?\s+(?:it\s+)?to|give\s+it\s+to|for)\s+(${NAME_CHARS})\s*$`,
    'iu',
  ),
  new RegExp(String.raw`(?:^|[,،]?\s+)(?:و\s*)?(?:ل|لـ\s*|عند\s+|على\s+)(${NAME_CHARS})\s*$`, 'u'),
  new RegExp(String.raw`^\s*(?:for|to)\s+(${NAME_CHARS})\s*[:,،-]\s*`, 'iu'),
  new RegExp(
    String.raw`^\s*(?:ل|لـ\s*|عند\s+|على\s+)(${NAME_CHARS})\s*[:,،-]?\s*(?:مهمه|مهمة)?\s*[:,،-]?\s*`,
    'u',
  ),
  new RegExp(String.raw`[,،]\s*(?:ل|لـ\s*)(${NAME_CHARS})\s*[,،]`, 'u'),
  new RegExp(
    String.raw`[,،]\s*(?:assign(?:ed)?\s+(?:it\s+)?to|for)\s+(${NAME_CHARS})\s*[,،]`,
    'iu',
  ),
  // A part that is only a member's name: "wrap it, Reem, Thursday", «تنظيف الفريزر - جريس».
  new RegExp(String.raw`\s*[,،\-–—]\s*(${NAME_CHARS})\s*(?:[,،\-–—]\s*|$)`, 'u'),
  new RegExp(String.raw`^\s*(${NAME_CHARS})\s*[\-–—:]\s+`, 'u'),
];

/**
 * A title with the member it names for taken out: «تنظيف المكيفات لأنور» → «تنظيف المكيفات»
 * and أنور. Only a phrase naming a member leaves («لخالتي منيرة», "for the cat" stay).
 */
export function takeMember(
  title: string,
  members: readonly Named[],
): { title: string; member: Named | null } {
  for (const re of MENTION_PATTERNS) {
    const m = re.exec(title);
    if (!m) continue;
    const member = memberNamed(m[1]!, members);
    if (!member) continue;
    const rest = `${title.slice(0, m.index)} ${title.slice(m.index + m[0].length)}`;
    const cleaned = cleanTitle(rest.replace(/^\s*(?:مهمه|مهمة)\s*[:：]?\s*/u, ''));
    if (!cleaned) return { title: '', member };
    return { title: cleaned, member };
  }
  return { title, member: null };
}

/** «خلي أحمد هو اللي …», "let Ahmed …", "can Ahmed … instead?", "Ahmed will do …". */
const REASSIGN_LEAD = /^(?:خلي|خلّي|خل|خليه|خليها|خلى|خلوا|خلّوا|خلو|let|can|could|have)\s+/iu;
const REASSIGN_FILLER =
  /(?:^|\s)(?:هو اللي|هي اللي|اللي|will do|will|can|could|is doing|is going to do|is going to|'ll|instead|this time|today|tonight|tomorrow|بدال|بدل|عوض|بداله|بدالها|من الحين)(?=\s|$|[?؟.,،])/giu;
const ARABIC_IMPERFECT = /^(?:[يتنا]|[بحه][يتنا]|عم|رح|راح|هو|هي|اللي|بدال|بدل|عوض|من)/u;
/** An Arabic verb said after its doer in the perfect (past): «زياد سقى …», «ريم جابت …». */
export function arabicPerfect(phrase: string): boolean {
  const verb = phrase.trim().split(/\s+/)[0] ?? '';
  return /^[\u0600-\u06FF]{3,}$/u.test(verb) && !ARABIC_IMPERFECT.test(verb);
}
const ARABIC_FUTURE = /(?<=^|\s)(?:ب|ح|رح|ه)(?=[يتن][\u0600-\u06FF]{2,})/gu;

/**
 * A reassignment said as a statement: the member at the front, the task in the rest. Returns the
 * member and the phrase that names the task, or null.
 */
export function reassignStatement(
  text: string,
  members: readonly Named[],
): { member: Named; phrase: string } | null {
  const said = text.trim().replace(/[?؟!.]+$/u, '');
  const body = said.replace(REASSIGN_LEAD, '');
  const led = body !== said;
  const [first = '', next = ''] = body.split(/\s+/);
  // "Ziad's going to …" is Ziad doing it; "Ziad's trip bag …" is his thing, not him.
  if (/['’]s$/i.test(first) && !/(?:ing|gonna)$/i.test(next)) return null;
  const member = memberNamed(first.replace(/['’]s$/i, ''), members);
  if (!member) return null;
  let rest = body.slice(first.length);
  // "Ziad tidied the playroom" says what he did, not that it is his to do; so does «زياد سقى
  // النخل» (without «خلي» an Arabic hand-over is said in the imperfect: «زياد يسقي», «بيسقي»).
  // ("Reem has fed the cat": the perfect says it done too.)
  const perfect = rest.replace(/^\s*(?:has|have|had)\s+(?:(?:already|just|finally)\s+)?/iu, '');
  if (startsWithPastVerb(rest) || (!led && pastAfterSubject(rest))) return null;
  if (perfect !== rest && startsWithPastVerb(perfect)) return null;
  if (!led && arabicPerfect(rest)) return null;
  // "… بدال غريس", "… instead of Grace": who did it before is not the task.
  rest = rest.replace(/\s+(?:بدال|بدل|عوض|instead of)\s+\S+/iu, ' ');
  // «رح يرتب», «راح يسقي»: the future said apart from its verb.
  rest = rest.replace(/(?<![\p{L}])(?:رح|راح|ح)\s+(?=[يتن][\u0600-\u06FF]{2,})/gu, ' ');
  rest = rest.replace(REASSIGN_FILLER, ' ').replace(ARABIC_FUTURE, '').replace(/\s+/g, ' ');
  rest = taskPhrase(rest.replace(/^\s*(?:do|the)\s+/i, ' ').trim());
  // "Ziad is at practice", "Huda is busy": where or how someone is, not a doing.
  if (
    /^(?:(?:is|are|'s|’s)\s+(?:at|in|with|home|out|away|busy|sick|ill|late|tired|not|still)|في|فى|برا|مشغول|مشغوله|مشغولة|تعبان|تعبانه|تعبانة)(?![\p{L}])/iu.test(
      rest.trim(),
    )
  )
    return null;
  // "Anwar's taking the library books back": a general doing and its particle say no more.
  rest = rest
    .replace(/^(?:is|are)\s+/iu, '')
    .replace(/^(?:taking|getting|bringing|doing|handling|covering|sorting|grabbing)\s+/iu, '')
    .replace(/\s+(?:back|over|away)$/iu, '')
    .trim();
  if (!rest) return null;
  return { member, phrase: rest };
}

/** The vehicle a title names ("the Camry", «الكامري», «اليارس»), by name in either script. */
export function vehicleIn(title: string, vehicles: readonly Named[]): Named | undefined {
  for (const raw of title.split(/[\s,.:;،؛!?؟"'«»()]+/u)) {
    const word = raw
      .replace(/['’]s$/i, '')
      .replace(/^(?:لل|وال|بال|ال|ل|و)(?=[\u0600-\u06FF]{3,})/u, '');
    if (!word) continue;
    const same = vehicles.find(
      (v) => foldSearchText(v.name).trim() === foldSearchText(word).trim(),
    );
    if (same) return same;
    const skeleton = nameSkeleton(word);
    if (skeleton.replace("'", '').length < 2) continue;
    const hits = vehicles.filter(
      (v) => arabic(v.name) !== arabic(word) && nameSkeleton(v.name) === skeleton,
    );
    if (hits.length === 1) return hits[0];
  }
  return undefined;
}
