/**
 * The one number reader for every numeric field, in the browser and on the server: a number as a
 * person types it, in Arabic or in English.
 *
 * - digits: ASCII (0–9), Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹), mixed or not;
 * - the decimal point: "." and the Arabic decimal separator «٫»;
 * - thousands: the Arabic separator «٬», and "," in groups of three ("62,000", "1,234.5");
 * - with `decimal: ','` (a language that writes a decimal comma), "12,5" is twelve and a half and
 *   "." or a space groups thousands ("1.234,5");
 * - a leading "-" (or the minus sign "−") or "+"; spaces and direction marks around are ignored.
 *
 * Anything else ("1,2,3", "12..5", "12a", "") is not a number: the answer is `null`, never a
 * guess, so a field that reads nothing refuses the value instead of storing a wrong one.
 */

export interface NumberReading {
  /** The decimal separator of the writer's language: "." (Arabic, English) or ",". */
  decimal?: '.' | ',';
}

/** Right-to-left, left-to-right and Arabic letter marks that copy-paste brings along. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** Every digit as its ASCII digit; other characters unchanged. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** The whole part: plain digits, or digits grouped by threes with one kind of separator. */
function wholePart(text: string, separators: readonly string[]): string | null {
  if (/^\d+$/.test(text)) return text;
  for (const separator of separators) {
    const groups = text.split(separator);
    if (
      groups.length > 1 &&
      /^\d{1,3}$/.test(groups[0]!) &&
      groups.slice(1).every((group) => /^\d{3}$/.test(group))
    ) {
      return groups.join('');
    }
  }
  return null;
}

/** The number in `input`, or `null` when it is not one number as written above. */
export function readNumber(input: string, reading: NumberReading = {}): number | null {
  const decimal = reading.decimal ?? '.';
  let text = toAsciiDigits(input.replace(DIRECTION_MARKS, '').trim())
    // The Arabic decimal separator is a decimal separator in every language.
    .replace(/\u066b/g, '\u0000')
    .replace(/\u2212/g, '-');
  let sign = '';
  if (/^[-+]/.test(text)) {
    sign = text[0] === '-' ? '-' : '';
    text = text.slice(1).trimStart();
  }
  if (text === '' || /\s{2,}/.test(text)) return null;
  const decimalMarks = decimal === '.' ? ['.', '\u0000'] : [',', '\u0000'];
  const groupMarks = decimal === '.' ? [',', '\u066c'] : ['.', '\u066c', ' ', '\u00a0', '\u202f'];
  const decimalAt = [...text].reduce<number[]>((found, char, index) => {
    if (decimalMarks.includes(char)) found.push(index);
    return found;
  }, []);
  if (decimalAt.length > 1) return null;
  const [whole, fraction] =
    decimalAt.length === 1
      ? [text.slice(0, decimalAt[0]), text.slice(decimalAt[0]! + 1)]
      : [text, undefined];
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return null;
  if (whole === '' && !fraction) return null;
  // ".5" is half; "5." is five.
  const digits = whole === '' ? '0' : wholePart(whole, groupMarks);
  if (digits === null) return null;
  const value = Number(`${sign}${digits}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/** As `readNumber`, for a value that is already a number or is typed text (form fields). */
export function readNumeric(value: unknown, reading?: NumberReading): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return readNumber(value, reading);
  return null;
}
