import { addDays } from '@usra/domain/common/dates';
import { REMINDER_UPCOMING_DAYS, type SmartReminder } from '@usra/domain/assets/asset-schema';
import { toReminder } from './asset-row.js';
import type { AssetsRepository } from './assets.repository.js';

/** An open asset schedule as the calendar feed shows it: an all-day event on its date. */
export interface AssetFeedEntry {
  uid: string;
  title: string;
  date: string;
  notes: string | null;
  category: string;
}

/** What other areas (the dashboard, the calendar feed) read of the family's assets. */
export interface AssetReads {
  /** Upcoming reminders (active, not sent, within 7 days of `today`), soonest first. */
  remindersDue(familyId: string, today: string, limit: number): Promise<SmartReminder[]>;
  /** Open schedules (scheduled or in progress), soonest first. */
  feedSchedules(familyId: string, limit: number): Promise<AssetFeedEntry[]>;
  /** The names of those of `ids` that are the family's assets (documents' links). */
  names(familyId: string, ids: readonly string[]): Promise<Map<string, string>>;
}

export class RepositoryAssetReads implements AssetReads {
  constructor(private readonly repo: AssetsRepository) {}

  async remindersDue(familyId: string, today: string, limit: number): Promise<SmartReminder[]> {
    const until = addDays(today, REMINDER_UPCOMING_DAYS);
    return (await this.repo.dueReminders(familyId, until, limit)).map((row) =>
      toReminder(row, today),
    );
  }

  async feedSchedules(familyId: string, limit: number): Promise<AssetFeedEntry[]> {
    return (await this.repo.openSchedules(familyId, limit)).map((row) => ({
      uid: `asset-maintenance-${row.id}`,
      title: `${row.title} · ${row.asset_name}`,
      date: row.scheduled_date,
      notes: row.notes,
      category: 'ASSET',
    }));
  }

  async names(familyId: string, ids: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.repo.assetNames(familyId, ids)).map((r) => [r.id, r.name]));
  }
}
