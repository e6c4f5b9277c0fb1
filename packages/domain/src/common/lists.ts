/**
 * A list typed in one field (tags, attendees): items separated by a Latin comma or semicolon, or
 * the Arabic comma «،» or semicolon «؛», as an Arabic keyboard types them. Items are trimmed and
 * blanks dropped.
 */
export const LIST_SEPARATORS = /[,،;؛]/;

export function splitList(text: string): string[] {
  return text
    .split(LIST_SEPARATORS)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
