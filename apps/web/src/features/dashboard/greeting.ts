export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** Spec core section 2: morning before 12, afternoon before 18, else evening (local time). */
export function dayPeriod(now: Date): DayPeriod {
  const hour = now.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
