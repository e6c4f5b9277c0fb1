import type { Kysely } from 'kysely';
import { toIso, toIsoOrNull } from '../../db/dialect.js';
import { prepare } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { toPlacePrecision, type PlacePrecision } from '@usra/domain/family/address-schema';

export interface ProfileView {
  id: string;
  familyId: string;
  email: string;
  fullName: string | null;
  homeAddress: string | null;
  homeLatitude: number | null;
  homeLongitude: number | null;
  homePrecision: PlacePrecision | null;
  lastSignInAt: string | null;
  createdAt: string;
}

export class ProfileRepository {
  private readonly byId;

  constructor(private readonly db: Kysely<Database>) {
    this.byId = prepare(
      this.db,
      (familyId: string, userId: string) =>
        this.db
          .selectFrom('profiles')
          .selectAll()
          .where('family_id', '=', familyId)
          .where('id', '=', userId),
      2,
    );
  }

  async find(familyId: string, userId: string): Promise<ProfileView | null> {
    const [row] = await this.byId(familyId, userId);
    if (!row) return null;
    return {
      id: row.id,
      familyId: row.family_id,
      email: row.email,
      fullName: row.full_name,
      homeAddress: row.home_address,
      homeLatitude: row.home_latitude,
      homeLongitude: row.home_longitude,
      homePrecision: row.home_latitude === null ? null : toPlacePrecision(row.home_precision),
      lastSignInAt: toIsoOrNull(row.last_sign_in_at),
      createdAt: toIso(row.created_at),
    };
  }
}
