import { addDays } from '@usra/domain/common/dates';
import {
  UPCOMING_WINDOW_DAYS,
  type MaintenanceSchedule,
} from '@usra/domain/house-maintenance/maintenance-schema';
import type { HouseMaintenanceRepository } from './house-maintenance.repository.js';
import { toSchedule } from './maintenance-row.js';

/** An open entry as the calendar feed shows it: an all-day event on its date. */
export interface MaintenanceFeedEntry {
  uid: string;
  title: string;
  date: string;
  notes: string | null;
  category: string;
}

/** What other areas (the dashboard, the calendar feed) read of house maintenance. */
export interface HouseMaintenanceReads {
  /** Scheduled entries overdue or due within 7 days of `today`, overdue first then soonest. */
  due(familyId: string, today: string, limit: number): Promise<MaintenanceSchedule[]>;
  /** Open entries (scheduled or in progress), soonest first. */
  feedSchedules(familyId: string, limit: number): Promise<MaintenanceFeedEntry[]>;
}

export class RepositoryHouseMaintenanceReads implements HouseMaintenanceReads {
  constructor(private readonly repo: HouseMaintenanceRepository) {}

  async due(familyId: string, today: string, limit: number): Promise<MaintenanceSchedule[]> {
    const rows = await this.repo.due(familyId, addDays(today, UPCOMING_WINDOW_DAYS), limit);
    return rows.map((row) => toSchedule(row, today));
  }

  async feedSchedules(familyId: string, limit: number): Promise<MaintenanceFeedEntry[]> {
    return (await this.repo.schedules(familyId, true, limit)).map((row) => ({
      uid: `house-maintenance-${row.id}`,
      title: row.item_name,
      date: row.scheduled_date,
      notes: row.notes,
      category: 'MAINTENANCE',
    }));
  }
}
