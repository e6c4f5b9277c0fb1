/** Rough Arabic roots for matching a verb said with a chore's stored verbal noun (issue 28). */

/**
 * An Arabic word's root, roughly: its suffixes (ت، نا، وا، ات، ة …) and verb prefixes (ي، ت، ن،
 * است …) off, then the long vowels inside, so a verb in any person finds the chore's verbal
 * noun («سددنا» and «سداد», «وصلت» and «توصيل», «النخلات» and «النخل»). Three letters or more,
 * else the word itself.
 */
const ROOT_SUFFIXES = [
  'تها',
  'تهم',
  'ناها',
  'ناه',
  'وها',
  'وه',
  'ات',
  'ين',
  'ون',
  'ها',
  'هم',
  'نا',
  'وا',
  'ته',
  'ت',
  'ه',
  'ي',
  'ا',
];
const ROOT_PREFIXES = ['است', 'بي', 'بت', 'بن', 'ان', 'ي', 'ت', 'ن'];
export function arabicRoot(key: string): string {
  if (!/^[\u0600-\u06FF]{3,}$/u.test(key)) return key;
  let w = key;
  const suffix = ROOT_SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
  if (suffix) w = w.slice(0, -suffix.length);
  const prefix = ROOT_PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 3);
  if (prefix) w = w.slice(prefix.length);
  const inner = w[0]! + w.slice(1).replace(/[اوي]/gu, '');
  return inner.length >= 3 ? inner : w;
}
export const rootOf = (key: string) => {
  const root = arabicRoot(key);
  return root !== key && root.length >= 3 ? root : null;
};
