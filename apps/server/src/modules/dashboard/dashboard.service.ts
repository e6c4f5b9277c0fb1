import { dayRange, localDate } from '@usra/domain/common/dates';
import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import { completionRate } from '@usra/domain/tasks/task-rules';
import type { DashboardRepository } from './dashboard.repository.js';
import type { CalendarReads } from '../calendar/calendar.module.js';
import type { TaskReads } from '../tasks/tasks.module.js';
import type { VehicleReads } from '../vehicles/vehicles.module.js';
import type { HouseMaintenanceReads } from '../house-maintenance/house-maintenance.module.js';
import type { AssetReads } from '../assets/assets.module.js';
import type { DocumentReads } from '../documents/documents.module.js';

/** The dashboard lists this many vehicle reminders (overdue or due soon). */
export const DASHBOARD_REMINDERS = 5;

/** The other modules' read models the dashboard shows. */
export interface DashboardReads {
  tasks: TaskReads;
  calendar: CalendarReads;
  vehicles: Pick<VehicleReads, 'reminders'>;
  maintenance: Pick<HouseMaintenanceReads, 'due'>;
  assets: Pick<AssetReads, 'remindersDue'>;
  documents: Pick<DocumentReads, 'expiringSoon'>;
}

export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly reads: DashboardReads,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async dashboard(familyId: string, timeZone: string): Promise<Dashboard> {
    const now = this.clock();
    const today = dayRange(now, timeZone);
    const [start, end, nowIso] = [
      today.start.toISOString(),
      today.end.toISOString(),
      now.toISOString(),
    ];
    const weekEnd = new Date(now.getTime() + 7 * 86_400_000).toISOString();
    const { tasks, calendar, vehicles, maintenance, assets, documents } = this.reads;
    const localToday = localDate(now, timeZone);
    const [
      counts,
      dueToday,
      late,
      eventsToday,
      upcoming,
      memberCount,
      reminders,
      maintenanceDue,
      assetRemindersDue,
      documentsExpiring,
    ] = await Promise.all([
      tasks.summary(familyId, nowIso, start, end),
      tasks.dueBetween(familyId, start, end, 20),
      tasks.overdue(familyId, nowIso, 3),
      calendar.list(familyId, start, end, 20),
      calendar.starting(familyId, nowIso, weekEnd, 5),
      this.repo.memberCount(familyId),
      vehicles.reminders(familyId, localToday),
      maintenance.due(familyId, localToday, DASHBOARD_REMINDERS),
      assets.remindersDue(familyId, localToday, DASHBOARD_REMINDERS),
      documents.expiringSoon(familyId, localToday, DASHBOARD_REMINDERS),
    ]);
    return {
      summary: { ...counts, completionRate: completionRate(counts.completed, counts.total) },
      tasksDueToday: dueToday,
      overdueTasks: late,
      eventsToday,
      upcomingEvents: upcoming,
      memberCount,
      vehicleReminders: reminders
        .filter((r) => r.status.urgency !== 'upcoming')
        .slice(0, DASHBOARD_REMINDERS),
      maintenanceDue,
      assetRemindersDue,
      documentsExpiring,
    };
  }
}
