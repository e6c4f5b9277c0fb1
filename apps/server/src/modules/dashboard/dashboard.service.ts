import type { Kysely } from 'kysely';
import { dayRange } from '@usra/domain/common/dates';
import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import { completionRate } from '@usra/domain/tasks/task-rules';
import { toNumber } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { CalendarRepository } from '../calendar/calendar.repository.js';
import { dueBetween, overdue, toTask, type TasksRepository } from '../tasks/tasks.repository.js';

export class DashboardService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tasks: TasksRepository,
    private readonly calendar: CalendarRepository,
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
    const [counts, dueToday, late, eventsToday, upcoming, members] = await Promise.all([
      this.tasks.summary(familyId, nowIso, start, end),
      dueBetween(this.db, familyId, start, end, 20),
      overdue(this.db, familyId, nowIso, 3),
      this.calendar.list(familyId, start, end, 20),
      this.calendar.starting(familyId, nowIso, weekEnd, 5),
      this.db
        .selectFrom('family_members')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      summary: { ...counts, completionRate: completionRate(counts.completed, counts.total) },
      tasksDueToday: dueToday.map(toTask),
      overdueTasks: late.map(toTask),
      eventsToday,
      upcomingEvents: upcoming,
      memberCount: toNumber(members.n),
    };
  }
}
