import type { Kysely, Selectable } from 'kysely';
import type { FamilyGroup } from '@usra/domain/family/group-schema';
import type { FamilyMember, MemberRole, MemberStatus } from '@usra/domain/family/member-schema';
import type { SettingValue } from '@usra/domain/family/settings-schema';
import { toIso, toIsoOrNull, toNumber } from '../../db/dialect.js';
import type { Database, FamilyGroupsTable, FamilyMembersTable } from '../../db/schema.js';

export interface MemberRow {
  name: string;
  email: string | null;
  phone: string | null;
  role: MemberRole;
  status: MemberStatus;
  birthDate: string | null;
  schoolWork: string | null;
  emergencyContactName: string | null;
}

export interface LocationUpdate {
  lastLocation: string | null;
  lastLatitude: number | null;
  lastLongitude: number | null;
  lastSeen: string;
  status: MemberStatus;
}

const memberColumns: Record<keyof MemberRow, keyof FamilyMembersTable> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  role: 'role',
  status: 'status',
  birthDate: 'birth_date',
  schoolWork: 'school_work',
  emergencyContactName: 'emergency_contact_name',
};

export function toMember(row: Selectable<FamilyMembersTable>): FamilyMember {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as MemberRole,
    status: row.status as MemberStatus,
    birthDate: row.birth_date,
    schoolWork: row.school_work,
    emergencyContactName: row.emergency_contact_name,
    avatarUrl: row.avatar_url,
    lastLocation: row.last_location,
    lastLatitude: row.last_latitude,
    lastLongitude: row.last_longitude,
    lastSeen: toIsoOrNull(row.last_seen),
    createdAt: toIso(row.created_at),
  };
}

function toGroup(row: Selectable<FamilyGroupsTable>): FamilyGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    createdAt: toIso(row.created_at),
  };
}

/** Members, groups and settings; every query is filtered by the session's family. */
export class FamilyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async family(
    familyId: string,
  ): Promise<{ id: string; name: string; ownerUserId: string } | null> {
    const row = await this.db
      .selectFrom('families')
      .select(['id', 'name', 'owner_user_id'])
      .where('id', '=', familyId)
      .executeTakeFirst();
    return row ? { id: row.id, name: row.name, ownerUserId: row.owner_user_id } : null;
  }

  /** How many families the install has (the admin portal's stat card). */
  async countFamilies(): Promise<number> {
    const row = await this.db
      .selectFrom('families')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async renameFamily(familyId: string, name: string): Promise<void> {
    await this.db.updateTable('families').set({ name }).where('id', '=', familyId).execute();
  }

  async memberCount(familyId: string): Promise<number> {
    const row = await this.db
      .selectFrom('family_members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }

  async listMembers(familyId: string): Promise<FamilyMember[]> {
    const rows = await this.db
      .selectFrom('family_members')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toMember);
  }

  async findMember(familyId: string, id: string): Promise<FamilyMember | null> {
    const row = await this.db
      .selectFrom('family_members')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toMember(row) : null;
  }

  async findMemberOfUser(familyId: string, userId: string): Promise<FamilyMember | null> {
    const row = await this.db
      .selectFrom('family_members')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .executeTakeFirst();
    return row ? toMember(row) : null;
  }

  async insertMember(
    familyId: string,
    id: string,
    member: MemberRow & { userId?: string | null },
    now: Date,
  ): Promise<void> {
    const at = now.toISOString();
    await this.db
      .insertInto('family_members')
      .values({
        id,
        family_id: familyId,
        user_id: member.userId ?? null,
        name: member.name,
        email: member.email,
        phone: member.phone,
        role: member.role,
        status: member.status,
        birth_date: member.birthDate,
        school_work: member.schoolWork,
        emergency_contact_name: member.emergencyContactName,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  /** Returns false when no row of this family has the id. */
  async updateMember(
    familyId: string,
    id: string,
    changes: Partial<MemberRow>,
    now: Date,
  ): Promise<boolean> {
    const set: Record<string, unknown> = { updated_at: now.toISOString() };
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) set[memberColumns[key as keyof MemberRow]] = value;
    }
    const result = await this.db
      .updateTable('family_members')
      .set(set)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async updateLocation(familyId: string, id: string, update: LocationUpdate): Promise<boolean> {
    const result = await this.db
      .updateTable('family_members')
      .set({
        last_location: update.lastLocation,
        last_latitude: update.lastLatitude,
        last_longitude: update.lastLongitude,
        last_seen: update.lastSeen,
        status: update.status,
        updated_at: update.lastSeen,
      })
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteMember(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('family_members')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async listGroups(familyId: string): Promise<FamilyGroup[]> {
    const rows = await this.db
      .selectFrom('family_groups')
      .selectAll()
      .where('family_id', '=', familyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toGroup);
  }

  async findGroup(familyId: string, id: string): Promise<FamilyGroup | null> {
    const row = await this.db
      .selectFrom('family_groups')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toGroup(row) : null;
  }

  async insertGroup(
    familyId: string,
    group: { id: string; name: string; description: string | null; color: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('family_groups')
      .values({ ...group, family_id: familyId, created_at: now.toISOString() })
      .execute();
  }

  async updateGroup(
    familyId: string,
    id: string,
    changes: { name?: string; description?: string | null; color?: string },
  ): Promise<boolean> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) return (await this.findGroup(familyId, id)) !== null;
    const result = await this.db
      .updateTable('family_groups')
      .set(set)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteGroup(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('family_groups')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async settings(familyId: string): Promise<Record<string, SettingValue>> {
    const rows = await this.db
      .selectFrom('family_settings')
      .select(['setting_key', 'setting_value'])
      .where('family_id', '=', familyId)
      .execute();
    const settings: Record<string, SettingValue> = {};
    for (const row of rows) {
      try {
        settings[row.setting_key] = JSON.parse(row.setting_value) as SettingValue;
      } catch {
        settings[row.setting_key] = null;
      }
    }
    return settings;
  }

  /** The settings of these keys whose stored value reads; an unreadable one is left out. */
  async settingValues(familyId: string, keys: readonly string[]): Promise<Record<string, unknown>> {
    const rows = await this.db
      .selectFrom('family_settings')
      .select(['setting_key', 'setting_value'])
      .where('family_id', '=', familyId)
      .where('setting_key', 'in', [...keys])
      .execute();
    const values: Record<string, unknown> = {};
    for (const row of rows) {
      try {
        values[row.setting_key] = JSON.parse(row.setting_value);
      } catch {
        // Left out: the reader falls back to its default.
      }
    }
    return values;
  }

  /** Writes several settings at once, all or none. */
  async setSettings(familyId: string, values: Record<string, unknown>, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.transaction().execute(async (tx) => {
      for (const [key, value] of Object.entries(values)) {
        const text = JSON.stringify(value);
        await tx
          .insertInto('family_settings')
          .values({ family_id: familyId, setting_key: key, setting_value: text, updated_at: at })
          .onConflict((oc) =>
            oc
              .columns(['family_id', 'setting_key'])
              .doUpdateSet({ setting_value: text, updated_at: at }),
          )
          .execute();
      }
    });
  }

  async upsertSetting(
    familyId: string,
    key: string,
    value: SettingValue,
    now: Date,
  ): Promise<void> {
    const text = JSON.stringify(value);
    const at = now.toISOString();
    await this.db
      .insertInto('family_settings')
      .values({ family_id: familyId, setting_key: key, setting_value: text, updated_at: at })
      .onConflict((oc) =>
        oc
          .columns(['family_id', 'setting_key'])
          .doUpdateSet({ setting_value: text, updated_at: at }),
      )
      .execute();
  }
}
