import { sql, type Kysely } from 'kysely';
import { toIso, toNumber } from '../../db/dialect.js';
import { prepare } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';

/** The aggregate queries behind the Tasks screen's counters and analytics. */
export class TaskStatsRepository {
  /** The counters' query, compiled once: the dashboard asks for it on every load (issue 30). */
  private readonly summaryRow;

  constructor(private readonly db: Kysely<Database>) {
    this.summaryRow = prepare(
      db,
      (familyId: string, now: string, todayStart: string, todayEnd: string) =>
        this.summaryQuery(familyId, now, todayStart, todayEnd),
      4,
    );
  }

  /** The counters of the Tasks screen, one aggregate query. */
  async summary(familyId: string, now: string, todayStart: string, todayEnd: string) {
    const [row] = await this.summaryRow(familyId, now, todayStart, todayEnd);
    const n = (v: number | string | null | undefined) => (v == null ? 0 : toNumber(v));
    return {
      total: n(row?.total),
      pending: n(row?.pending),
      inProgress: n(row?.in_progress),
      completed: n(row?.completed),
      dueToday: n(row?.due_today),
      overdue: n(row?.overdue),
    };
  }

  private summaryQuery(familyId: string, now: string, todayStart: string, todayEnd: string) {
    return this.db
      .selectFrom('tasks')
      .where('family_id', '=', familyId)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string>`sum(case when status = 'pending' then 1 else 0 end)`.as('pending'),
        sql<number | string>`sum(case when status = 'in_progress' then 1 else 0 end)`.as(
          'in_progress',
        ),
        sql<number | string>`sum(case when status = 'completed' then 1 else 0 end)`.as('completed'),
        sql<
          number | string
        >`sum(case when due_date >= ${todayStart} and due_date < ${todayEnd} then 1 else 0 end)`.as(
          'due_today',
        ),
        sql<
          number | string
        >`sum(case when status != 'completed' and due_date < ${now} then 1 else 0 end)`.as(
          'overdue',
        ),
      ]);
  }

  async completedSince(familyId: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .select('completed_at')
      .where('family_id', '=', familyId)
      .where('completed_at', '>=', since)
      .execute();
    return rows.map((r) => toIso(r.completed_at!));
  }

  async createdSince(familyId: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .select('created_at')
      .where('family_id', '=', familyId)
      .where('created_at', '>=', since)
      .execute();
    return rows.map((r) => toIso(r.created_at));
  }

  async countByMember(familyId: string) {
    const rows = await this.db
      .selectFrom('tasks')
      .where('family_id', '=', familyId)
      .select((eb) => [
        'assignee_member_id',
        eb.fn.max('assignee_name').as('assignee_name'),
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string>`sum(case when status = 'completed' then 1 else 0 end)`.as('completed'),
      ])
      .groupBy('assignee_member_id')
      .execute();
    return rows.map((r) => ({
      assigneeMemberId: r.assignee_member_id,
      assigneeName: r.assignee_member_id ? r.assignee_name : null,
      total: toNumber(r.total),
      completed: toNumber(r.completed ?? 0),
    }));
  }

  async countByCategory(familyId: string) {
    const rows = await this.db
      .selectFrom('tasks')
      .where('family_id', '=', familyId)
      .select((eb) => [
        'category',
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string>`sum(case when status = 'completed' then 1 else 0 end)`.as('completed'),
      ])
      .groupBy('category')
      .execute();
    return rows.map((r) => ({
      category: r.category,
      total: toNumber(r.total),
      completed: toNumber(r.completed ?? 0),
    }));
  }
}
