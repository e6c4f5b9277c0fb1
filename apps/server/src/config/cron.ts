// The BACKUP_CRON rules, read by config.ts (which imports nothing above it) and the backup schedule.
import { Cron } from 'croner';

/**
 * BACKUP_CRON: a standard 5-field cron expression (minute hour day-of-month month day-of-week)
 * read in UTC, by croner. Day of month and day of week combine with OR, as in Vixie cron.
 */
function parse(expression: string): Cron {
  return new Cron(expression.trim(), {
    timezone: 'UTC',
    mode: '5-part',
    domAndDow: false,
    paused: true,
  });
}

/** Why `expression` is not a usable schedule, or null when it is. */
export function cronProblem(expression: string): string | null {
  if (expression.trim() === '') return 'a 5-field cron expression (minute hour day month weekday)';
  let cron: Cron;
  try {
    cron = parse(expression);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^CronPattern: /, '') : '';
    return `not a 5-field cron expression (minute hour day month weekday): ${reason}`;
  }
  // Within eight years every day of every month and weekday comes round (29 February too).
  if (!cron.nextRun(new Date(Date.UTC(2000, 0, 1)))) return 'the expression never matches a date';
  return null;
}

/** The first run strictly after `after`, or null when there is none. */
export function nextRunAfter(expression: string, after: Date): Date | null {
  return parse(expression).nextRun(after);
}
