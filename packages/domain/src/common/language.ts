/**
 * Which of the app's languages a visitor gets before they choose one: Arabic for an Arabic
 * browser (`ar`, `ar-SA`, …), English for any other language, Arabic when the browser says
 * nothing. The server reads `Accept-Language`; the browser reads `navigator.languages`.
 */
export type AppLanguage = 'ar' | 'en';

/** The browser's languages, most wanted first. */
export function pickLanguage(preferred: readonly string[]): AppLanguage {
  const first = preferred.map((tag) => tag.trim().toLowerCase()).find((tag) => tag && tag !== '*');
  if (first === undefined) return 'ar';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** An `Accept-Language` header's languages by weight (`q`), ties in the order written. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]?.trim()).find((v) => v !== undefined);
      // A weight that is not a number in [0, 1] counts as "not wanted".
      const weight = q === undefined ? 1 : /^[01](\.\d{0,3})?$/.test(q) ? Number(q) : 0;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(
      (entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$|^\*$/.test(entry.tag) && entry.weight > 0,
    )
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
