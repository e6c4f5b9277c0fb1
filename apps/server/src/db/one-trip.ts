import type { Compilable, Kysely } from 'kysely';
import { runNamed } from './prepared.js';

/** A row of user_activity_log written with the change it records. */
export interface ActivityEntry {
  id: string;
  userId: string;
  type: string;
  /** The activity's data as JSON text. */
  data: string;
  /** ISO instant. */
  createdAt: string;
}

/**
 * PostgreSQL only (issue 30): runs `write` — an insert, update or delete with RETURNING — with
 * its activity entry as one statement, one round trip:
 *
 *   with w as (<write>),
 *        a as (insert into user_activity_log ... where exists (select 1 from w))
 *   select w.* from w
 *
 * One statement is one transaction: the row and its activity entry commit together or not at
 * all. The activity entry is written only when the write returned a row; the answer is the rows
 * `write` returned (none when it matched nothing). The live-update notices follow the commit,
 * on the event bus's own connection (`EventBus.publishAll`, decision 020): inside the
 * statement they serialised every notifying commit behind one lock. The statement is a named
 * prepared one (`runNamed`): its text is fixed for its shape, only the values change. Before
 * this, a task create was an insert, an activity insert and two NOTIFYs: four round trips, each
 * parsed and planned by the database.
 */
export async function writeInOneTrip<Row>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  write: Compilable<Row>,
  effects: {
    activity?: ActivityEntry | undefined;
    /** More writes of the same change (no RETURNING needed), run in the same statement. */
    also?: readonly Compilable<unknown>[];
  },
): Promise<Row[]> {
  const compiled = write.compile();
  const parameters: unknown[] = [...compiled.parameters];
  const bind = (value: unknown) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  const parts = [`w as (${compiled.sql})`];
  for (const [i, extra] of (effects.also ?? []).entries()) {
    const query = extra.compile();
    // Its own $1..$n, renumbered after the parameters so far (values are always bound, so a
    // dollar sign in the text is a parameter marker).
    const offset = parameters.length;
    parameters.push(...query.parameters);
    parts.push(
      `also${i} as (${query.sql.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + offset}`)})`,
    );
  }
  const { activity } = effects;
  if (activity) {
    parts.push(
      `a as (insert into user_activity_log (id, user_id, activity_type, activity_data, created_at) ` +
        `select ${bind(activity.id)}::text, ${bind(activity.userId)}::text, ${bind(activity.type)}::text, ` +
        `${bind(activity.data)}::text, ${bind(activity.createdAt)}::timestamptz where exists (select 1 from w))`,
    );
  }
  const text = `with ${parts.join(', ')} select w.* from w`;
  // Named: the statement is parsed and planned once per connection, not on every write.
  return runNamed<Row>(db, text, parameters);
}
