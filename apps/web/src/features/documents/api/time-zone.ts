/** "Today" is the family's local date: the server is told this browser's time zone. */
export function withTimeZone(url: string): string {
  let zone = 'UTC';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // An engine without time zone data: the server's default.
  }
  return `${url}${url.includes('?') ? '&' : '?'}timeZone=${encodeURIComponent(zone)}`;
}
