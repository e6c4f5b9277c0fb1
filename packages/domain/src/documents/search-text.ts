/**
 * One normaliser for document search, used both when a document is indexed and when a query is
 * read, so that the SQLite and PostgreSQL indexes see the same words (issue 15):
 * NFKC (which also folds the Arabic presentation forms U+FB50–U+FEFF back to letters), bidi
 * marks removed, harakat and tatweel removed, آأإٱ→ا, ة→ه, ى→ي, ؤ→و, ئ→ي, Arabic-Indic and
 * Persian digits → ASCII, a space where Arabic meets Latin letters or digits, lower case, and the
 * article prefixes (ال، وال، بال، كال، فال، لل) stripped from each word.
 */

import { memoShort } from '../common/memo.js';

/** Left-to-right / right-to-left marks, embeddings, overrides, isolates and the Arabic letter mark. */
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/g;
/** Harakat, Quranic annotation marks, superscript alef, and tatweel. */
const HARAKAT_AND_TATWEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LETTER_FOLDS: Record<string, string> = {
  آ: 'ا',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
};
const FOLDED_LETTERS = /[آأإٱةىؤئ]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;
const ARABIC_LETTER = '\\u0621-\\u064A\\u066E-\\u06D3\\u06FA-\\u06FF';
const ARABIC_THEN_OTHER = new RegExp(`([${ARABIC_LETTER}])(?=[A-Za-z0-9])`, 'g');
const OTHER_THEN_ARABIC = new RegExp(`([A-Za-z0-9])(?=[${ARABIC_LETTER}])`, 'g');
/** Longest first, so "وال" is stripped before "ال" would leave a stray "و". */
const ARTICLE_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'ال', 'لل'] as const;
/** A prefix is stripped only when at least this many letters remain. */
const MIN_STEM = 2;
const WORD = /[\p{L}\p{N}]+/gu;

/** The text with every rule applied except splitting into words. */
export const foldSearchText = memoShort(function foldSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(BIDI_MARKS, '')
    .replace(HARAKAT_AND_TATWEEL, '')
    .replace(FOLDED_LETTERS, (ch) => LETTER_FOLDS[ch] ?? ch)
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(ARABIC_THEN_OTHER, '$1 ')
    .replace(OTHER_THEN_ARABIC, '$1 ')
    .toLowerCase();
});

function stripArticle(word: string): string {
  for (const prefix of ARTICLE_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= MIN_STEM) {
      return word.slice(prefix.length);
    }
  }
  return word;
}

/** The normalised words of a text, in order (duplicates kept). */
export function searchWords(text: string): string[] {
  return (foldSearchText(text).match(WORD) ?? []).map(stripArticle);
}

/** The normalised text as one string of words separated by single spaces: what is indexed. */
export function normalizeSearchText(text: string): string {
  return searchWords(text).join(' ');
}

const PRESENTATION_FORM = /[\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const ARABIC_ANY = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/g;

/**
 * Whether a PDF's text layer looks like Arabic stored in visual order: most of its Arabic is
 * presentation forms (glyph shapes rather than letters), which such PDFs produce together with
 * reversed words. Such a page is read by OCR instead of trusted.
 */
export function looksLikeVisualOrderArabic(text: string, threshold = 0.3): boolean {
  const arabic = text.match(ARABIC_ANY)?.length ?? 0;
  if (arabic < 10) return false;
  const forms = text.match(PRESENTATION_FORM)?.length ?? 0;
  return forms / arabic >= threshold;
}
