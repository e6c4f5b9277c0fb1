import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../dialect.js';

/**
 * The task list is serialized to JSON by the database (decision 005), copying stored values
 * as they are. So the database now keeps them in the one form the application writes and the
 * API shows: timestamps as Date.prototype.toISOString gives them (SQLite stores text), tags as
 * JSON.stringify of a string array, a recurrence type of the domain's list. The application
 * always wrote them so; only a hand-edited import could not, and such a row is now refused
 * (the import answers INVALID_IMPORT and writes nothing). Rows already stored otherwise are
 * brought to that form first.
 */
const recurrenceTypes = `('daily', 'weekly', 'monthly', 'yearly')`;
const ISO = `'%Y-%m-%dT%H:%M:%fZ'`;
/** JSON.stringify(string[]): what it escapes, and how. */
const ELEMENT = String.raw`"([^"\\\x01-\x1f]|\\["\\bfnrt]|\\u00[01][0-9a-f])*"`;
const TAGS_REGEX = String.raw`^\[(${ELEMENT}(,${ELEMENT})*)?\]$`;

const sqliteTimestamp = (v: string) => `strftime(${ISO}, ${v}) is ${v}`;
const sqliteTags = (v: string) =>
  `(json_valid(${v}) and json_type(${v}) = 'array' and ` +
  `(select json_group_array(value) from json_each(${v}) where type = 'text') = ${v})`;
const sqliteRecurrence = (v: string) => `(${v} is null or ${v} = '' or ${v} in ${recurrenceTypes})`;
const sqliteRow = (r: string) =>
  [
    `(${r}.due_date is null or ${sqliteTimestamp(`${r}.due_date`)})`,
    `(${r}.completed_at is null or ${sqliteTimestamp(`${r}.completed_at`)})`,
    sqliteTimestamp(`${r}.created_at`),
    sqliteTimestamp(`${r}.updated_at`),
    sqliteTags(`${r}.tags`),
    sqliteRecurrence(`${r}.recurrence_type`),
  ].join(' and ');

export function tasksCanonicalValues(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql.raw(`update tasks set tags = '[]' where not tags ~ '${TAGS_REGEX}'`).execute(db);
        await sql
          .raw(
            `update tasks set recurrence_type = null where recurrence_type not in ${recurrenceTypes} and recurrence_type <> ''`,
          )
          .execute(db);
        await sql
          .raw(
            `alter table tasks add constraint tasks_tags_canonical check (tags ~ '${TAGS_REGEX}')`,
          )
          .execute(db);
        await sql
          .raw(
            `alter table tasks add constraint tasks_recurrence_type_check check (recurrence_type is null or recurrence_type = '' or recurrence_type in ${recurrenceTypes})`,
          )
          .execute(db);
        return;
      }
      for (const column of ['due_date', 'completed_at']) {
        await sql
          .raw(
            `update tasks set ${column} = strftime(${ISO}, ${column}) where ${column} is not null and not ${sqliteTimestamp(column)}`,
          )
          .execute(db);
      }
      for (const column of ['created_at', 'updated_at']) {
        await sql
          .raw(
            `update tasks set ${column} = coalesce(strftime(${ISO}, ${column}), strftime(${ISO}, 'now')) where not ${sqliteTimestamp(column)}`,
          )
          .execute(db);
      }
      await sql
        .raw(
          `update tasks set tags = case when json_valid(tags) and json_type(tags) = 'array' then (select json_group_array(value) from json_each(tasks.tags) where type = 'text') else '[]' end where not ${sqliteTags('tags')}`,
        )
        .execute(db);
      await sql
        .raw(
          `update tasks set recurrence_type = null where not ${sqliteRecurrence('recurrence_type')}`,
        )
        .execute(db);
      const refuse = `begin select raise(abort, 'tasks: a timestamp, the tags or the recurrence type is not in canonical form'); end`;
      await sql
        .raw(
          `create trigger tasks_canonical_insert before insert on tasks when not (${sqliteRow('new')}) ${refuse}`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger tasks_canonical_update before update of due_date, completed_at, created_at, updated_at, tags, recurrence_type on tasks when not (${sqliteRow('new')}) ${refuse}`,
        )
        .execute(db);
    },
  };
}
