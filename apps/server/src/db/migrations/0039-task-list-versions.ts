import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../dialect.js';

/**
 * Issue 30: the task list on PostgreSQL served from memory while it has not changed (decision
 * 020). `task_list_versions` counts, per family, the changes of its tasks: triggers on `tasks`
 * add one in the statement that inserts, updates or deletes a task, whoever runs it (the API on
 * any instance, the assistant, CalDAV, an import, plain SQL). The family's version is the sum of
 * its counts, so it grows with every committed change; an instance answers a page it kept only
 * after reading the same sum, read in one statement with the page. A family's count is split over
 * 16 rows by connection, so concurrent writes of one family seldom wait on one row. SQLite reads
 * the list in process: nothing to do there.
 */
export function taskListVersions(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      // The functions find their tables in the install's schema whoever writes a task, a
      // session with another search_path too (psql, a script naming the schema).
      const ownSchema = 'set search_path from current';
      await sql`create table task_list_versions (
        family_id text not null references families (id) on delete cascade,
        shard smallint not null,
        changes bigint not null,
        primary key (family_id, shard)
      )`.execute(db);
      await sql
        .raw(
          `create function tasks_list_changed() returns trigger language plpgsql ${ownSchema} as $$ begin ` +
            `insert into task_list_versions (family_id, shard, changes) ` +
            `values (new.family_id, pg_backend_pid() % 16, 1) ` +
            `on conflict (family_id, shard) do update set changes = task_list_versions.changes + 1; ` +
            `return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger tasks_list_changed after insert or update on tasks ` +
            `for each row execute function tasks_list_changed()`,
        )
        .execute(db);
      // Deleting a family deletes its tasks after its row: its counts go with the family.
      await sql
        .raw(
          `create function tasks_list_deleted() returns trigger language plpgsql ${ownSchema} as $$ begin ` +
            `insert into task_list_versions (family_id, shard, changes) ` +
            `select c.family_id, pg_backend_pid() % 16, 1 from (select distinct family_id from gone) c ` +
            `where exists (select 1 from families f where f.id = c.family_id) ` +
            `on conflict (family_id, shard) do update set changes = task_list_versions.changes + 1; ` +
            `return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger tasks_list_deleted after delete on tasks referencing old table as gone ` +
            `for each statement execute function tasks_list_deleted()`,
        )
        .execute(db);
    },
  };
}
