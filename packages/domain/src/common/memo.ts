/**
 * A pure function of a short string, remembered: the assistant folds and compares the same
 * names and words many times per sentence (issue 28: p99 < 50 ms). Only strings up to
 * `maxLength` are kept (a document's text is folded once and not kept), and the memory is
 * emptied when it reaches `maxEntries`.
 */
export function memoShort<T>(
  fn: (text: string) => T,
  maxLength = 200,
  maxEntries = 20_000,
): (text: string) => T {
  const memory = new Map<string, T>();
  return (text) => {
    if (text.length > maxLength) return fn(text);
    const known = memory.get(text);
    if (known !== undefined) return known;
    const value = fn(text);
    if (memory.size >= maxEntries) memory.clear();
    memory.set(text, value);
    return value;
  };
}
