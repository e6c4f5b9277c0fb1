import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
/** A transaction the documents repository opened (`transaction(work)`), to write in it too. */
export type ClassifierTransaction = Db;
export type ClassifierTarget = 'classification' | 'type';

/** The family's learned classifier models (decision 012), one JSON text per target. */
export class ClassifierRepository {
  constructor(private readonly db: Db) {}

  async model(familyId: string, target: ClassifierTarget, db: Db = this.db) {
    const row = await db
      .selectFrom('document_classifiers')
      .select('model')
      .where('family_id', '=', familyId)
      .where('target', '=', target)
      .executeTakeFirst();
    return row?.model ?? null;
  }

  /** Passes the model for `target` through `change` and stores the result, in `trx`. */
  async change(
    trx: ClassifierTransaction,
    familyId: string,
    target: ClassifierTarget,
    change: (model: string | null) => string,
    at: string,
  ): Promise<void> {
    const model = change(await this.model(familyId, target, trx));
    await trx
      .insertInto('document_classifiers')
      .values({ family_id: familyId, target, model, updated_at: at })
      .onConflict((oc) =>
        oc.columns(['family_id', 'target']).doUpdateSet({ model, updated_at: at }),
      )
      .execute();
  }
}
