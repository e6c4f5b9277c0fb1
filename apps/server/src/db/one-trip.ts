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

/** A NOTIFY the statement sends (the event bus's `inStatement(...).notices`). */
export interface StatementNotice {
  channel: string;
  payload: string;
}

/**
 * PostgreSQL only (issue 30): runs `write` — an insert, update or delete with RETURNING — with
 * its activity entry and its live-update NOTIFYs as one statement, one round trip:
 *
 *   with w as (<write>),
 *        a as (insert into user_activity_log ... where exists (select 1 from w)),
 *        n as (select pg_notify($ch, $payload), ... from (select 1 from w limit 1) one)
 *   select w.* from w cross join n
 *
 * One statement is one transaction: the row, its activity entry and the notices commit
 * together or not at all (PostgreSQL delivers a NOTIFY at commit). The activity entry is
 * written and the notices sent only when the write returned a row; the answer is the rows
 * `write` returned (none when it matched nothing). The statement is a named prepared one
 * (`runNamed`): its text is fixed for its shape, only the values change. Before this, a task create was an insert,
 * an activity insert and two NOTIFYs: four round trips, each parsed and planned by the database.
 */
export async function writeInOneTrip<Row>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  write: Compilable<Row>,
  effects: {
    activity?: ActivityEntry | undefined;
    notices: readonly StatementNotice[];
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
  const { activity, notices } = effects;
  if (activity) {
    parts.push(
      `a as (insert into user_activity_log (id, user_id, activity_type, activity_data, created_at) ` +
        `select ${bind(activity.id)}::text, ${bind(activity.userId)}::text, ${bind(activity.type)}::text, ` +
        `${bind(activity.data)}::text, ${bind(activity.createdAt)}::timestamptz where exists (select 1 from w))`,
    );
  }
  const notify = notices.map((n) => `pg_notify(${bind(n.channel)}, ${bind(n.payload)})`);
  parts.push(
    `n as (select ${notify.length ? notify.join(', ') : '1'} from (select 1 from w limit 1) as one)`,
  );
  const text = `with ${parts.join(', ')} select w.* from w cross join n`;
  // Named: the statement is parsed and planned once per connection, not on every write.
  return runNamed<Row>(db, text, parameters);
}
