/**
 * Completions said as facts (issue 28): "the trash is out", "camry washed", «الكامري تغسلت»,
 * "drinking water delivered 👍": the words that name the task, or null when nothing says done.
 */

/** "the trash is out", «جبت الدوا من الصيدلية», "I've done the dishes": the task named. */
const DONE_WORDS =
  /(?:^|\s)(?:all done|all set|i've|we've|i|we|just|already|finally|has been|have been|'s been|is|are|was|were|been|got|done|finished|sorted|completed|out|now|delivered|✅|✔️|👍|خلاص|خلصت|خلصنا|تم|انتهيت|انتهينا|جاهز|جاهزه|جاهزة|خلص|خلصت)(?=\s|$|[.!,،])/giu;

const COMMAND_VERB =
  /^(?:please\s+)?(?:reassign|assign|give|hand|move|postpone|bump|push|delay|reschedule|add|put|remind|schedule|create|book|cancel|delete|remove|change|حول|حوّل|انقل|أجل|اجل|أجّل|ضيف|أضف|اضف|سجل|سجّل|ذكرني|حط|غير|غيّر|احذف|الغ|ألغ)(?=\s|$)/iu;

/** «الكامري تغسلت», «انحطت», and the masculine «التأمين تجدد» («تفعّل»: it got done). */
const ARABIC_PASSIVE_LAST =
  /\s(?:(?:ت|ان)[\u0600-\u06FF]{2,}ت|(?:ان|ات|إن)[\u0600-\u06FF]{2,}|ت[\u0600-\u06FF]{2}[^\sاىهةيو\P{L}])$/u;
/**
 * The thing first, then what was done to it (Gulf and Levantine word order): «الدوا جبته»,
 * «العيال جبناهم» (a verb with the thing as its suffix), «القطوة أكلت», «الزبالة طلعت» (a
 * perfect verb), «غرفة الألعاب صارت مرتبة» (a participle).
 */
const ARABIC_DONE_LAST =
  /\s(?:[\u0600-\u06FF]{2,}(?:ته|تها|تهم|تو|ناه|ناها|ناهم|ناهن|وه|وها|وهم)|[\u0600-\u06FF]{2,}[^ا\s]ت|(?:صار|صارت|صاروا)?\s*(?:مرتب|مرتبه|مرتبة|نظيف|نظيفه|نظيفة|مدفوع|مدفوعه|مدفوعة|مغسول|مغسوله|مغسولة|مكنوس|مكنوسه|مسقي|مسقيه|مطلوب|مطلوبه|مجدد|مجدده|مجددة|مشحون|مشحونه|مصلح|مصلحه|متصلح|متصلحه|مخلص|مخلصه))$/u;
/** What says only that it became so: «صارت», "got". */
const BECAME = /(?:^|\s)(?:صار|صارت|صاروا|اصبح|اصبحت|أصبح|أصبحت)(?=\s|$)/gu;
/** "camry washed", "plants watered": the thing, then what was done to it. */
const PARTICIPLE_LAST =
  /\s(?:washed|cleaned|paid|fed|bought|fixed|watered|returned|renewed|vacuumed|tidied|changed|called|ordered|collected|packed|insured|picked up|dropped off|taken out|put out|tidied up|cleaned up|cleaned out|packed up)[\s✅✔️👍!.]*$/iu;

/** "the bill's paid" is "the bill is paid", "Tala's been dropped" "Tala has been dropped". */
const IS_CONTRACTED =
  /(?<=\p{L})['’]s\s+(?=been\b|[a-z]{2,}ed\b|(?:paid|done|out|fed|bought|made|sent|taken|got|brought|sold|gone)\b)/giu;

/** Words around the thing that say nothing of which it is: "had its …", "back", "his". */
const AROUND_THING =
  /(?:^|\s)(?:had|has|have|its|his|her|their|my|our|back|out|off|up|away|down|over|home)(?=\s|$)/giu;
/** On the way to the thing: «مرت الصيدلية» (passed by), «راحت …»; its place stays. */
const ON_THE_WAY =
  /(?:^|\s)(?:مر|مرت|مريت|مرينا|مروا|راح|راحت|رحت|رحنا|راحوا|went to|stopped by|passed by|dropped by)(?=\s|$)/giu;
/** «… وجابت الدوا»: a second verb that says only got, joined by «و». */
const AND_GOT = /\sو(?:جبت|جبنا|جاب|جابت|جابوا|اخذت|أخذت|خذت)(?=\s|$)/gu;
/** "… from the bakery", «… من الفرن»: where it was got from, said last. */
const FROM_PLACE = /\s+(?:from|at)\s+(?:the\s+)?[\p{L}'’]+$|\s+من\s+(?:ال)?[\u0600-\u06FF]+$/iu;
/** "the cat's had her dinner", "the kids have eaten": fed. */
const ATE =
  /^(.+?)(?:['’]s|\s+has|\s+have)?\s+(?:had|eaten|ate)(?:\s+(?:her|his|its|their))?\s+(?:dinner|breakfast|lunch|food|meal|supper)\s*[.!]?$/iu;
/**
 * "mark the water bill paid", "mark the bins as out": the state it is marked with says it done
 * (the thing is then found by all its words, as any statement's).
 */
const MARK_AS =
  /^\s*(?:(?:please|pls|can you|could you)\s+)?(?:mark|set|tick)\s+(.+?)\s+(?:as\s+)?(paid|sorted|handled|out|bought|fed|washed|cleaned|watered|returned|renewed|ordered|called|collected)\s*[.!]?$/iu;
/** "dropped the books back at the library", "took the tools back": returned. */
const GAVE_BACK =
  /(?<![\p{L}])(?:dropped|took|brought|gave|sent|handed|carried|put)\s+(.+?)\s+back(?=\s|$)/iu;
/** "paid the Camry insurance renewal": renewed it. */
const PAID_RENEWAL = /(?<![\p{L}])paid\s+(?:for\s+)?(.+?)\s+renewal(?![\p{L}])/iu;
/** "had the tank cleaned out", "got the car washed": had it done, so done (its doer aside). */
const HAD_DONE =
  /^(?:[\p{L}'’]+\s+)?(?:had|got|has had|have had|['’]ve had|finally got|finally had)\s+((?:the|his|her|their|our|my)\s+.+?)\s+(\p{L}{3,}ed|done|paid|fed|bought)(?:\s+(?:out|up|off|over|in|today))?\s*[.!]?$/iu;
/** "… for collection", "… for this month": what it was for, said after the thing. */
const FOR_AFTER = /\s+for\s+(?:the\s+|this\s+|next\s+)?[\p{L}]+$/iu;
/**
 * A verb that says only that it was done or got, said before the thing ("got the bread",
 * «جبت الخبز») or after it («الدوا جبته», «العيال جبناهم»). A verb that says what was done
 * ("washed", «غسلت») stays: "the Patrol's been washed" is not the Patrol's oil change.
 */
const FIRST_VERB =
  /^(?:got|get|did|took|brought|made|sorted|handled|wheeled|dragged|rolled|carried|grabbed|fetched|collected|picked up|جبت|جبنا|جاب|جابت|جابوا|اخذت|أخذت|خذت|اخذنا|أخذنا|سويت|سوينا|سوى|سوت|خلصت|خلصنا|عملت|عملنا)\s+/iu;
const LAST_VERB =
  /\s+(?:went|came|got|(?:جب|سوي|سو|خلص|عمل)(?:ته|تها|تهم|تو|ناه|ناها|ناهم|وه|وها|وهم)|جبت|جبنا|جاب|جابت|سويت|سوينا|خلصت|خلصنا)$/u;

/**
 * The thing a done statement is about, without its verb ("got the bread" → "the bread",
 * «الدوا جبته» → «الدوا»): what it is found by when the whole phrase finds nothing.
 */
export function doneThing(done: string): string | null {
  const thing = done
    .replace(ON_THE_WAY, ' ')
    .replace(AND_GOT, ' ')
    .trim()
    .replace(FIRST_VERB, '')
    .replace(LAST_VERB, '')
    .replace(AROUND_THING, ' ')
    .replace(FOR_AFTER, '')
    .replace(FROM_PLACE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return thing && thing !== done ? thing : null;
}

/** "got hold of the plumber", "spoke to …", "contacted …": the call was made. */
const REACHED =
  /(?<![\p{L}])(?:got hold of|get hold of|got through to|spoke to|spoke with|talked to|talked with|reached)(?![\p{L}])/giu;

/** «اتفق مع …», «تواصلت مع …», «حكيت مع …»: reached, so the call was made. */
export const REACHED_AR =
  /(?<![\p{L}])(?:اتفق|اتفقت|اتفقنا|اتفقوا|تواصل|تواصلت|تواصلنا|تواصلوا|حكى|حكيت|حكينا|تكلم|تكلمت|تكلمنا)\s+(?:مع|ويا)\s+/gu;

/**
 * The doing in a passive or a participle said last, as its plain verb, so that it finds the
 * task's own word: «اتكنس» → «كنس», «انسقى» → «سقى», «مغسولة» → «غسل», «مرتبة» → «رتب».
 */
function baseOfLast(text: string): string {
  return text.replace(/(?<=^|\s)([\u0600-\u06FF]+)\s*$/u, (word: string) => {
    const bare = word.replace(/[ةه]$/u, '');
    const passive = /^(?:ان|ات|إن)([\u0600-\u06FF]{3,})$/u.exec(word);
    if (passive) return passive[1]!;
    const done = /^م([\u0600-\u06FF])([\u0600-\u06FF])و([\u0600-\u06FF])$/u.exec(bare);
    if (done) return `${done[1]}${done[2]}${done[3]}`;
    const made = /^م([\u0600-\u06FF]{3})$/u.exec(bare);
    if (made) return made[1]!;
    // «تجدد» (it got renewed): the doing without its «ت».
    const became = /^ت([\u0600-\u06FF]{2}[^اىهةيو])$/u.exec(word);
    return became ? became[1]! : word;
  });
}

/** "gave the Camry a wash" → "washed the Camry": the doing said as a noun after "gave … a". */
const GAVE_A =
  /(?<![\p{L}])gave\s+(.+?)\s+(?:a|an)\s+(?:(?:good|quick|proper|full)\s+)?(wash|clean|scrub|hoover|vacuum|polish|feed|water|service|tidy)(?![\p{L}])/iu;
const GAVE_DONE: Record<string, string> = {
  wash: 'washed',
  clean: 'cleaned',
  scrub: 'scrubbed',
  hoover: 'vacuumed',
  vacuum: 'vacuumed',
  polish: 'polished',
  feed: 'fed',
  water: 'watered',
  service: 'serviced',
  tidy: 'tidied',
};
/** Other words for paid ("settled the water bill", the misspelt "payed"). */
const PAID = /(?<![\p{L}])(?:settled|payed|cleared|sorted out)(?=\s+(?:the\s+)?\S*\s*bill)/giu;
/** "the majlis is spotless": a state that says it was done. */
const DONE_STATE =
  /\s(?:is|are|'s|’s)\s+(?:all\s+|now\s+|totally\s+)?(?:spotless|sparkling|spick and span|clean|tidy|neat)(?=\s|$|[.!,،])/iu;
/** "… is done, I ordered it earlier": the doing said again after done, of "it". */
const DONE_THEN_IT =
  /(\s(?:is|are|was|were)\s+(?:done|sorted|finished|taken care of))\s*[,.]?\s+(?:I|i|we|he|she|they|[A-Z][\p{L}]+)\s+\S+\s+(?:it|them|that)(?:\s.*)?$/u;
/** How or where it was done, said last: "through the app", "to the street", "online". */
const HOW_AFTER =
  /\s+(?:(?:through|via|with|using|on|in)\s+(?:the\s+)?(?:app|website|site|bank app|phone|card)|online|to\s+the\s+(?:street|curb|kerb|road|front)|on\s+(?:his|her|their|my|our|the)\s+way(?:\s+(?:home|back|in|out))?|(?:earlier|this morning|just now|a while ago)|(?:من|قبل)\s+(?:شوي|شويه|شوية|شوي\s+بس|ساعه|ساعة)|من\s+بدري|(?:وهي|وهو|وهم)\s+(?:راجع|راجعه|راجعة|راجعين|جاي|جايه|جاية)(?:\s+(?:من\s+)?\S+)?|(?:ب|في\s+)طريق(?:ه|ها|هم)(?:\s+\S+)?|معها|معه|معهم|معاها|معاه|معاهم|with\s+(?:her|him|them|me|us))\s*$/iu;

/** A negation or "forgot": what follows was not done. */
const NOT_DONE =
  /(?<![\p{L}])(?:not|never|didn['’]?t|hasn['’]?t|haven['’]?t|hadn['’]?t|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t|won['’]?t|yet|forgot|ما|مو|مش|مب|لسه|لسا|نسي|نسيت|نسينا|نسوا|نسيو)(?![\p{L}])/iu;

/** The ways of saying done put the plain way: "gave X a wash" → "washed X", "settled" → "paid". */
function plainDone(said: string): string {
  let text = said.replace(GAVE_A, (_m, thing: string, doing: string) => {
    return `${GAVE_DONE[doing.toLowerCase()] ?? doing} ${thing}`;
  });
  text = text
    .replace(MARK_AS, '$1 $2')
    .replace(GAVE_BACK, 'returned $1')
    .replace(PAID_RENEWAL, 'renewed $1')
    .replace(ATE, 'fed $1')
    .replace(HAD_DONE, '$2 $1')
    .replace(/^\s*(?:(?:ok|okay|so|um+|uh+|erm|well|alright|right)(?:\s*[,!.]\s*|\s+))+/iu, '')
    .replace(/\s+(?:thing|stuff)(?=\s+(?:is|are|was|were|has)\s)/iu, '')
    .replace(PAID, 'paid')
    .replace(DONE_STATE, ' is done')
    .replace(DONE_THEN_IT, '$1');
  for (let i = 0; i < 2; i++) text = text.replace(HOW_AFTER, '');
  return text;
}

export function doneStatement(
  said: string,
  pastVerb: (phrase: string) => boolean,
  afterSubject = false,
): string | null {
  const text = plainDone(said)
    .replace(IS_CONTRACTED, ' is ')
    .replace(/\bis been\b/giu, 'has been')
    .replace(REACHED, 'called')
    .replace(REACHED_AR, 'كلم ')
    // A span of days cut out of the sentence ("paid for this month") leaves its marker.
    .replace(/(?<![\p{L}])(?:for\s+)?z(?:week|month)(?![\p{L}])/gu, ' ');
  // "Ziad didn't put the bins out", «ريم نسيت تأكل القطوة»: not done, said so.
  if (NOT_DONE.test(text)) return null;
  // After its doer ("Ziad put the bins out") a verb is no command.
  if (/[?؟]/.test(text) || (!afterSubject && COMMAND_VERB.test(text.trim()))) return null;
  // «الكامري تغسلت», «الشنطة انحطت»: the thing, then a passive past verb.
  const stated =
    DONE_WORDS.test(text) ||
    /[✅✔👍]/u.test(text) ||
    ARABIC_PASSIVE_LAST.test(text.trim()) ||
    ARABIC_DONE_LAST.test(` ${text.trim()}`) ||
    PARTICIPLE_LAST.test(text.trim());
  DONE_WORDS.lastIndex = 0;
  if (!stated && !pastVerb(text)) return null;
  const rest = baseOfLast(text)
    .replace(/^\s*(?:ok|okay|so|well|alright|right|yay|great)(?:\s*[,!.]\s*|\s+)/iu, '')
    .replace(/[✅✔️👍!.]+/gu, ' ')
    .replace(DONE_WORDS, ' ')
    .replace(BECAME, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return rest || null;
}

/** «لقيت هدية لتالا واشتريتها»: found it, then did it («اشتريتها»): what was done to it. */
const FOUND_THEN =
  /^(?:لقيت|لقينا|لاقيت|شفت|وجدت|حصلت)\s+(.+?)\s+و(اشتريت|اشترينا|شريت|جبت|جبنا|اخذت|أخذت|خذيت|طلبت)(?:ها|ه|هم|هن)$/u;
/** «الباترول غيّر له أنور الزيت»: the thing first, then the verb, «له», the doer, the object. */
const THING_FIRST = /^(\S+)\s+(\S+)\s+(?:له|لها|لهم)\s+(\S+)\s+(.+)$/u;

const PASSED_THEN_GOT =
  /^(?:مر|مرت|مريت|مرينا|مروا|رحت|رحنا|راح|راحت)\s+(?:على\s+|ب|ع\s*)?(\S+)\s+و(جبت|جبنا|جاب|جابت|جابوا|اخذت|أخذت|خذت|اشتريت|اشترينا|شريت)\s+(.+)$/u;

/** «زياد رجع من التمرين (، جابته أمه)»: a member back from somewhere was fetched from there. */
const BACK_FROM = /^(\S+)\s+(?:رجع|رجعت|رجعوا|وصل|وصلت|وصلوا)\s+(من\s+[^,،]+?)\s*(?:[,،].*)?$/u;

/**
 * Arabic orders of a done statement put the usual way: «لقيت X واشتريتها» → «اشتريت X»,
 * «الباترول غيّر له أنور الزيت» → «أنور غيّر الزيت للباترول» (`isMember`: the doer's name).
 */
export function arabicDoneOrder(text: string, isMember: (word: string) => boolean): string {
  // «أنا جبت …»: the speaker said as the subject is the speaker anyway.
  let t = text.trim().replace(/^(?:أنا|انا|إنا|احنا|إحنا|نحن|حنا)\s+(?=\S)/u, '');
  // «مريت الفرن وأخذت خبز»: on the way to a place and got a thing there: got it from there.
  const via = PASSED_THEN_GOT.exec(t);
  if (via) t = `${via[2]!} ${via[3]!} من ${via[1]!}`;
  const found = FOUND_THEN.exec(t);
  if (found) return `${found[2]!} ${found[1]!}`;
  const back = BACK_FROM.exec(t);
  if (back && isMember(back[1]!)) return `جبت ${back[1]!} ${back[2]!}`;
  const first = THING_FIRST.exec(t);
  if (first && isMember(first[3]!)) {
    const thing = `ل${first[1]!}`.replace(/^لال/u, 'لل');
    return `${first[3]!} ${first[2]!} ${first[4]!} ${thing}`;
  }
  return t === text.trim() ? text : t;
}

/** "…, Anwar got them", «…، أنور جابهم»: a member's doing of what was just said. */
export const DOER_AFTER =
  /^(.+?)\s*[,،]\s*([\p{L}]+)\s+(?:got|did|fetched|brought|picked|handled|sorted|took care of|collected|جابهم|جابها|جابه|جابوا|سواها|سواه|سواهم|خلصها|خلصه)(?:\s+(?:them|it|him|her|that|up|them up|it up))?\s*[.!]?$/iu;
