/**
 * Words of doing that say nothing about which chore (issue 28): "Huda will sort out the oil
 * change", «فيصل بيتابع تغيير الزيت», "let Anwar grab the bread on his way". A hand-over said so
 * names its task by the rest; these words leave the phrase the task is found by.
 */

/** A general verb of doing at the front of what someone will do. */
const GENERIC_DOING =
  /^\s*(?:take\s+over|sort\s+out|sort|take\s+care\s+of|look\s+after|deal\s+with|see\s+to|handle|manage|cover|grab|get|follow\s+up\s+(?:on|with)?|do|(?:ي|ت|ن)?(?:جيب|تابع|تكفل\s*ب?|هتم\s*ب?|شوف|تولى|مسك|خلص|سوي|عمل|قوم\s*ب))\s+/iu;

/** "on his way", «في طريقه», "after work": when, not what. */
const ON_THE_WAY =
  /\s+(?:on\s+(?:his|her|their|the|my|your)\s+way(?:\s+(?:home|back|in|out))?|after\s+(?:work|school|class)|في\s+طريق(?:ه|ها|هم)?|بطريق(?:ه|ها|هم)|وهو\s+راجع|وهي\s+راجعه|وهي\s+راجعة)(?=\s|$|[.,،!?؟])/giu;

/**
 * "… when she's out", "… after his shower", «… وهو رايح الدوام», "… for pocket money", ", not
 * Anwar": when, why, or who not, said after the doing, to the end.
 */
const WHEN_AFTER =
  /\s*(?:\s(?:(?:when|after|before|once|while)\s+(?:his|her|their|he|she|they|he['’]s|she['’]s|they['’]re|it['’]s)(?![\p{L}])|(?:وهو|وهي|وهم|لما|لمن|بعد\s+ما|قبل\s+ما)\s|for\s+(?:some\s+|extra\s+)?(?:pocket\s+money|money|cash|a\s+treat|practice|fun)(?![\p{L}]))|[,،]?\s+(?:not|rather\s+than|مو|مش|مب)\s+[\p{L}]+\s*$).*$/iu;

/** "swing by the bakery for the bread", «يمر على المخبز ياخذ الخبز»: the errand is what is got. */
const ERRAND_FOR =
  /^(?:swing|stop|pop|drop|nip|run|go|head|call)\s+(?:by|in|into|over|round|down|out)?\s*(?:to|at|by)?\s*(?:the\s+)?[\p{L}'’]+\s+(?:for|to\s+(?:get|buy|pick\s+up|grab|collect))\s+(.+)$/iu;

/** The phrase a hand-over names its task by, without general doing verbs and "on his way". */
export function taskPhrase(phrase: string): string {
  const errand = ERRAND_FOR.exec(phrase.trim());
  const out = (errand ? errand[1]! : phrase)
    .replace(WHEN_AFTER, '')
    .replace(ON_THE_WAY, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const bare = out.replace(GENERIC_DOING, '').trim();
  return bare || out;
}
