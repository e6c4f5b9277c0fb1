import pg from 'pg';
import { vi } from 'vitest';

/**
 * The text of every query sent to PostgreSQL, on any connection of this process, while `run`
 * runs (issue 30's round-trip tests). SQLite sends none.
 */
export async function queriesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return spy.mock.calls.map((call) =>
      String(typeof call[0] === 'string' ? call[0] : (call[0] as { text?: string }).text),
    );
  } finally {
    spy.mockRestore();
  }
}

/**
 * Work a request starts but does not wait for, or that runs on a timer, lands in whichever
 * window runs then: the live-update notices, sent after the commit from the event bus's own
 * queue (decision 020), the Web Push check after a change to a notification source (the
 * family's accounts, read through `auth.accounts.ofFamily`, then their subscriptions), the job
 * queue's polls and the calendar subscriptions' schedule.
 */
const BACKGROUND = [
  'select pg_notify($1, p) from unnest($2::text[]) as p',
  'select "id" from "profiles" where "family_id" = $1',
  '"push_subscriptions"',
  'from "jobs"',
  'update "jobs"',
  '"calendar_subscriptions"',
];

/** The round trips of the request itself while `run` runs. */
export async function roundTripsDuring(run: () => Promise<unknown>): Promise<number> {
  const texts = await queriesDuring(run);
  return texts.filter((text) => !BACKGROUND.some((b) => text.includes(b))).length;
}
