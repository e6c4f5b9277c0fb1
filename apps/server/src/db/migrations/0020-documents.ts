import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { columnTypes, type Engine } from '../dialect.js';

/**
 * Documents and construction projects (issue 15, decision 012). A document's file lives in the
 * platform storage under `file_key`; its searchable text in `document_search` (0019), written
 * in the same transaction. Links to an asset, a vehicle or a project are cleared when that row
 * goes (ON DELETE SET NULL). Each family keeps two learned classifiers (JSON naive Bayes
 * models): 'classification' (home/asset) and 'type' (warranty, receipt…).
 */
export function documents(engine: Engine): Migration {
  const t = columnTypes(engine);
  const now = engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));
  type Builder = CreateTableBuilder<string, string>;
  const owned = (table: Builder, build: (b: Builder) => Builder) =>
    build(
      table
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        ),
    )
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now));

  return {
    async up(db: Kysely<unknown>) {
      await owned(db.schema.createTable('construction_projects'), (b) =>
        b
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('project_type', 'text', (c) =>
            c
              .notNull()
              .check(
                sql`project_type in (${inList(['renovation', 'repair', 'installation', 'maintenance', 'inspection', 'other'])})`,
              ),
          )
          .addColumn('description', 'text')
          .addColumn('location', 'text', (c) => c.notNull())
          .addColumn('estimated_cost', t.real, (c) => c.check(sql`estimated_cost >= 0`))
          .addColumn('actual_cost', t.real, (c) => c.check(sql`actual_cost >= 0`))
          .addColumn('start_date', 'text')
          .addColumn('estimated_completion', 'text')
          .addColumn('permit_required', t.boolean, (c) => c.notNull().defaultTo(sql.lit(false)))
          // Unknown statuses read as planning (projectStatusOf); stored ones are always known.
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('planning'))
          .addColumn('progress', 'integer', (c) =>
            c.notNull().defaultTo(0).check(sql`progress >= 0 and progress <= 100`),
          ),
      ).execute();
      await db.schema
        .createIndex('construction_projects_family_idx')
        .on('construction_projects')
        .columns(['family_id', 'id'])
        .execute();

      await owned(db.schema.createTable('project_phases'), (b) =>
        b
          .addColumn('project_id', 'text', (c) =>
            c.notNull().references('construction_projects.id').onDelete('cascade'),
          )
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('estimated_cost', t.real, (c) => c.check(sql`estimated_cost >= 0`))
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('pending')
              .check(sql`status in (${inList(['pending', 'in_progress', 'completed'])})`),
          )
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema
        .createIndex('project_phases_project_idx')
        .on('project_phases')
        .columns(['project_id', 'position'])
        .execute();

      await owned(db.schema.createTable('documents'), (b) =>
        b
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('document_type', 'text', (c) => c.notNull().defaultTo('other'))
          .addColumn('classification', 'text', (c) =>
            c.check(
              sql`classification in (${inList(['home-related', 'asset-related', 'unclassified'])})`,
            ),
          )
          .addColumn('classification_confidence', t.real, (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`classification_confidence >= 0 and classification_confidence <= 1`),
          )
          .addColumn('auto_classified', t.boolean, (c) => c.notNull().defaultTo(sql.lit(false)))
          .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('expiry_date', 'text')
          .addColumn('is_important', t.boolean, (c) => c.notNull().defaultTo(sql.lit(false)))
          .addColumn('asset_id', 'text', (c) =>
            c.references('family_assets.id').onDelete('set null'),
          )
          .addColumn('vehicle_id', 'text', (c) => c.references('vehicles.id').onDelete('set null'))
          .addColumn('project_id', 'text', (c) =>
            c.references('construction_projects.id').onDelete('set null'),
          )
          .addColumn('file_key', 'text')
          .addColumn('file_name', 'text')
          .addColumn('file_size', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('mime_type', 'text')
          .addColumn('extracted_text', 'text')
          .addColumn('extraction_status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('none')
              .check(
                sql`extraction_status in (${inList(['none', 'pending', 'running', 'done', 'failed'])})`,
              ),
          )
          .addColumn('extraction_method', 'text')
          .addColumn('extraction_error', 'text')
          .addColumn('expiry_proposal_date', 'text')
          .addColumn('expiry_proposal_snippet', 'text')
          .addColumn('suggestion', 'text')
          .addColumn('upload_date', t.timestamp, (c) => c.notNull().defaultTo(now)),
      ).execute();
      await db.schema
        .createIndex('documents_family_idx')
        .on('documents')
        .columns(['family_id', 'id'])
        .execute();
      await db.schema
        .createIndex('documents_expiry_idx')
        .on('documents')
        .columns(['family_id', 'expiry_date'])
        .execute();
      for (const column of ['asset_id', 'vehicle_id', 'project_id']) {
        await db.schema
          .createIndex(`documents_${column}_idx`)
          .on('documents')
          .column(column)
          .execute();
      }

      await db.schema
        .createTable('document_classifiers')
        .addColumn('family_id', 'text', (c) =>
          c.notNull().references('families.id').onDelete('cascade'),
        )
        .addColumn('target', 'text', (c) =>
          c.notNull().check(sql`target in (${inList(['classification', 'type'])})`),
        )
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('document_classifiers_pk', ['family_id', 'target'])
        .execute();
    },
  };
}
