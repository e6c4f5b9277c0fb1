import type { Kysely, Migration } from 'kysely';
import { newId } from '../../platform/ids.js';
import type { Engine } from '../dialect.js';

interface Tables {
  profiles: { id: string; family_id: string; email: string; full_name: string | null };
  families: { id: string; owner_user_id: string };
  family_members: {
    id: string;
    family_id: string;
    user_id: string | null;
    name: string;
    email: string | null;
    role: string;
    status: string;
    created_at: string;
    updated_at: string;
  };
  family_settings: {
    family_id: string;
    setting_key: string;
    setting_value: string;
    updated_at: string;
  };
}

/**
 * Sign-up now makes the creator a member of their family, and the first-run set-up opens for
 * new families. Accounts made before: each gets the member row sign-up would have made (the
 * family's owner as admin, others as member), and existing families are not sent to the set-up.
 */
export function creatorMembers(_engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<Tables>;
      const at = new Date().toISOString();
      const missing = await db
        .selectFrom('profiles')
        .innerJoin('families', 'families.id', 'profiles.family_id')
        .select([
          'profiles.id',
          'profiles.family_id',
          'profiles.email',
          'profiles.full_name',
          'families.owner_user_id',
        ])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('family_members')
                .select('family_members.id')
                .whereRef('family_members.user_id', '=', 'profiles.id')
                .whereRef('family_members.family_id', '=', 'profiles.family_id'),
            ),
          ),
        )
        .execute();
      for (const profile of missing) {
        await db
          .insertInto('family_members')
          .values({
            id: newId(),
            family_id: profile.family_id,
            user_id: profile.id,
            name: profile.full_name?.trim() || profile.email.split('@')[0] || profile.email,
            email: profile.email,
            role: profile.owner_user_id === profile.id ? 'admin' : 'member',
            status: 'active',
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      const families = await db.selectFrom('families').select('id').execute();
      for (const family of families) {
        await db
          .insertInto('family_settings')
          .values({
            family_id: family.id,
            setting_key: 'onboarding.done',
            setting_value: 'true',
            updated_at: at,
          })
          .onConflict((oc) => oc.columns(['family_id', 'setting_key']).doNothing())
          .execute();
      }
    },
  };
}
