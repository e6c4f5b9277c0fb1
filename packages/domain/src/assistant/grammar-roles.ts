import type { GrammarContext } from './grammar-types.js';
import type { Named } from './grammar-words.js';
import { vehicleIn } from './refine.js';

/**
 * Members named by who they are in the house (issue 28): "dad", «بابا», "the driver",
 * «الشغالة». The family's stored data says who: a parent's role (the father or the mother by a
 * name's feminine ending, when the two parents differ by it), the household help's role
 * ("other") and the open tasks each holds (the driving, or the housework). A word is read as
 * the member only when exactly one fits; the sentence then says the member's name instead.
 */

const FATHER = String.raw`dad|daddy|father|baba|papa|بابا|ابوي|أبوي|ابويا|أبويا|الوالد|ابونا|أبونا`;
const MOTHER = String.raw`mum|mom|mummy|mommy|mother|mama|ماما|امي|أمي|امي|الوالده|الوالدة|امنا|أمنا|يمه|يمّه`;
const DRIVER = String.raw`driver|chauffeur|السواق|السايق|السائق|سواقنا|سايقنا`;
const HELP = String.raw`housekeeper|maid|cleaner|helper|nanny|الشغاله|الشغالة|شغالتنا|الخدامه|الخدامة|خدامتنا|العامله|العاملة|المربيه|المربية|الداده|الدادة`;

const ROLE = new RegExp(
  String.raw`(?<![\p{L}])(?<!(?:add|new|أضيف|اضيف|ضيف|ضيفي|أضف|اضف|سجل)\s+(?:(?:the|our|my|a)\s+)?)(?<!(?:dry|window|carpet|pool|vacuum|air)\s+)(?:(?:the|our|my)\s+)?(${FATHER}|${MOTHER}|${DRIVER}|${HELP})(?:['’]s)?(?![\p{L}]|-|\s+in\s+law|\s+(?:new|الجديد|الجديده|الجديدة))`,
  'giu',
);
const ARABIC_CLITIC = /^(?:لل|ل|ب|و)(?=ال)/u;

const PARENT_ROLES = new Set(['admin', 'parent', 'guardian', 'spouse']);
const MALE_ENDINGS =
  /^(?:حمزه|حمزة|اسامه|أسامة|اسامة|طلحه|طلحة|مصطفى|يحيى|موسى|عيسى|مرتضى|علاء|بهاء|ضياء|عطاء|زكريا|hamza|osama|usama|mustafa|taha|yahya|musa|isa|talha|alaa|zakaria|zakariya)$/iu;
/** A name's feminine ending («هدى», «نورة», "Huda", "Sara"), the usual one in Arabic names. */
function looksFemale(name: string): boolean {
  const first = name.trim().split(/\s+/)[0] ?? '';
  if (MALE_ENDINGS.test(first)) return false;
  return /(?:ة|ه|ى|اء)$/u.test(first) || /(?:a|ah|aa)$/iu.test(first);
}

const DRIVING =
  /(?<![\p{L}])(?:pick(?:ing)?\s*up|drop(?:ping)?(?:\s*off)?|drive|driving|ride|school\s+run|توصيل|وصل|يوصل|اوصل|مشوار)(?![\p{L}])/iu;
const HOUSEWORK =
  /(?<![\p{L}])(?:clean\w*|vacuum\w*|hoover\w*|sweep\w*|mop\w*|dust\w*|laundry|iron\w*|wash\w*|dishes|cook\w*|tidy\w*|water\w*|order\w*|تنظيف|نظف|كنس|مسح|غسيل|كوي|طبخ|ترتيب|سقي)(?![\p{L}])/iu;

/** The member who holds the most open tasks of a kind, when one holds strictly the most. */
function holderOf(
  kind: (title: string) => boolean,
  people: GrammarContext['members'],
  context: GrammarContext,
): Named | undefined {
  const counts = people.map(
    (m) => context.tasks.filter((t) => t.assigneeId === m.id && kind(t.name)).length,
  );
  const most = Math.max(0, ...counts);
  const at = counts.indexOf(most);
  return most > 0 && counts.lastIndexOf(most) === at ? people[at] : undefined;
}

function whoIs(word: string, context: GrammarContext): Named | undefined {
  const w = word.toLowerCase().replace(ARABIC_CLITIC, '');
  const is = (words: string) => new RegExp(`^(?:${words})$`, 'iu').test(w);
  if (is(FATHER) || is(MOTHER)) {
    const parents = context.members.filter((m) => PARENT_ROLES.has(m.role ?? ''));
    const fits = parents.filter((m) => looksFemale(m.name) === is(MOTHER));
    // Both kinds among the parents, so the ending tells them apart.
    return fits.length === 1 && parents.length - fits.length >= 1 ? fits[0] : undefined;
  }
  const help = context.members.filter((m) => m.role === 'other');
  const drives = (t: string) =>
    DRIVING.test(t) || Boolean(context.vehicles && vehicleIn(t, context.vehicles));
  if (is(DRIVER)) return help.length === 1 ? help[0] : holderOf(drives, help, context);
  if (help.length === 1) return help[0];
  return holderOf((t) => HOUSEWORK.test(t) && !drives(t), help, context);
}

/** The sentence with each household word that names one member replaced by the name. */
export function namedByRole(text: string, context: GrammarContext): string {
  if (!context.members.some((m) => m.role)) return text;
  return text.replace(ROLE, (all, word: string, at: number) => {
    // "Mama Noura": a name's first word, not the mother.
    if (/^\s+[A-Z]/.test(text.slice(at + all.length))) return all;
    // "dinner at mum's": a place, said as the family says it.
    if (/(?:^|\s)(?:at|in|@)\s*$/iu.test(text.slice(0, at))) return all;
    // "please add Latifa, my mother": who someone is, said after their name.
    if (/^(?:my|our)\s/iu.test(all) && /^[\s.!]*$/u.test(text.slice(at + all.length))) return all;
    const member = whoIs(word, context);
    if (!member) return all;
    const clitic = /^(?:لل|ل)(?=ال)/u.test(word) ? 'ل' : (ARABIC_CLITIC.exec(word)?.[0] ?? '');
    return `${clitic}${member.name}`;
  });
}
