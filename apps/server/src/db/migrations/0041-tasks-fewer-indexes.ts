import type { Kysely, Migration } from 'kysely';

/**
 * Issue 30: every task write maintained nine indexes. Two served only the list filtered by
 * category or by priority, which the family's `(family_id, id)` index answers as well: it walks
 * the family's tasks newest first and keeps the matching ones until the page is full (a quarter
 * or a third of a family's tasks match a category or a priority). An insert on PostgreSQL touched
 * 25 buffers with them and 19 without (`explain (analyze, buffers)`, warm), and a completion
 * (which changes an indexed column, so never a HOT update) writes two index entries fewer.
 */
export function tasksFewerIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('tasks_family_category_idx').execute();
      await db.schema.dropIndex('tasks_family_priority_idx').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('tasks_family_category_idx')
        .on('tasks')
        .columns(['family_id', 'category', 'id'])
        .execute();
      await db.schema
        .createIndex('tasks_family_priority_idx')
        .on('tasks')
        .columns(['family_id', 'priority', 'id'])
        .execute();
    },
  };
}
