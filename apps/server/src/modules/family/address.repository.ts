import type { Kysely, Selectable } from 'kysely';
import {
  normalizeAddressType,
  toPlacePrecision,
  type MemberAddress,
  type PlacePrecision,
} from '@usra/domain/family/address-schema';
import { toIso } from '../../db/dialect.js';
import type { Database, FamilyMemberAddressesTable } from '../../db/schema.js';

export interface AddressFields {
  address: string;
  addressType: MemberAddress['addressType'];
  label: string | null;
  latitude: number | null;
  longitude: number | null;
  precision: PlacePrecision | null;
}

function toAddress(row: Selectable<FamilyMemberAddressesTable>): MemberAddress {
  return {
    id: row.id,
    memberId: row.family_member_id,
    address: row.address,
    addressType: normalizeAddressType(row.address_type),
    label: row.label,
    latitude: row.latitude,
    longitude: row.longitude,
    precision: row.latitude === null ? null : toPlacePrecision(row.precision),
    createdAt: toIso(row.created_at),
  };
}

const columns = {
  address: 'address',
  addressType: 'address_type',
  label: 'label',
  latitude: 'latitude',
  longitude: 'longitude',
  precision: 'precision',
} as const;

export class AddressRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The family members' saved addresses that have coordinates, oldest first. */
  async withCoordinates(familyId: string) {
    const rows = await this.db
      .selectFrom('family_member_addresses')
      .select(['label', 'address', 'address_type', 'latitude', 'longitude', 'precision'])
      .where('family_id', '=', familyId)
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      label: r.label,
      address: r.address,
      addressType: r.address_type,
      latitude: r.latitude!,
      longitude: r.longitude!,
      cityLevel: r.precision === 'city',
    }));
  }

  /** The saved addresses that have coordinates with their member's name, oldest first. */
  async memberPlaces(familyId: string, limit: number) {
    const rows = await this.db
      .selectFrom('family_member_addresses as a')
      .innerJoin('family_members as m', (join) =>
        join.onRef('m.id', '=', 'a.family_member_id').onRef('m.family_id', '=', 'a.family_id'),
      )
      .select(['a.label', 'a.address', 'a.address_type', 'a.latitude', 'a.longitude', 'm.name'])
      .where('a.family_id', '=', familyId)
      .where('a.latitude', 'is not', null)
      .where('a.longitude', 'is not', null)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      memberName: row.name,
      addressType: row.address_type,
      label: row.label,
      address: row.address,
      latitude: row.latitude!,
      longitude: row.longitude!,
    }));
  }

  async list(familyId: string, memberId: string): Promise<MemberAddress[]> {
    const rows = await this.db
      .selectFrom('family_member_addresses')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('family_member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toAddress);
  }

  async find(familyId: string, id: string): Promise<MemberAddress | null> {
    const row = await this.db
      .selectFrom('family_member_addresses')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toAddress(row) : null;
  }

  async insert(
    familyId: string,
    memberId: string,
    id: string,
    fields: AddressFields,
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('family_member_addresses')
      .values({
        id,
        family_id: familyId,
        family_member_id: memberId,
        address: fields.address,
        address_type: fields.addressType,
        label: fields.label,
        latitude: fields.latitude,
        longitude: fields.longitude,
        precision: fields.latitude === null ? null : fields.precision,
        created_at: now.toISOString(),
      })
      .execute();
  }

  async update(familyId: string, id: string, changes: Partial<AddressFields>): Promise<boolean> {
    const set: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) set[columns[key as keyof AddressFields]] = value;
    }
    // New coordinates without a precision: how exact they are is not known.
    if (changes.latitude !== undefined && changes.precision === undefined) set.precision = null;
    if (Object.keys(set).length === 0) return (await this.find(familyId, id)) !== null;
    const result = await this.db
      .updateTable('family_member_addresses')
      .set(set)
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(familyId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('family_member_addresses')
      .where('family_id', '=', familyId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
