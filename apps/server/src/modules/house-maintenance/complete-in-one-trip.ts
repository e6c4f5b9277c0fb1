import type { Kysely } from 'kysely';
import type { ActivityEntry } from '../../db/one-trip.js';
import { runNamed } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import type { HistoryRow, ItemRow, ScheduleRow } from './maintenance-row.js';

/** What completing an entry writes, besides the entry itself. */
export interface Completion {
  today: string;
  nextDate: string;
  historyId: string;
  nextId: string;
  cost: number | null;
  performedBy: string | null;
  notes: string | null;
  createdBy: string;
  now: Date;
}

/**
 * PostgreSQL (issue 30): `complete` as one statement, one round trip, with nothing read
 * before. Data-modifying CTEs complete the entry (only while it is scheduled), add the
 * history row, set the item's dates and add the next entry; the activity entry goes with them,
 * and only when the entry was completed (the live-update notices follow the commit). The next
 * date is `nextMaintenanceDate` of the domain (today + the item's frequency in calendar months,
 * the day kept or the month's last day) in PostgreSQL's date arithmetic, which clamps the same
 * way. The item's id is known only to the statement: the activity data is built there.
 * Answers what was written, or undefined when the entry is not the family's or no longer
 * scheduled (nothing written).
 */
export async function completeInOneTrip(
  db: Kysely<Database>,
  familyId: string,
  scheduleId: string,
  c: Omit<Completion, 'nextDate'>,
  effects: {
    activity: Omit<ActivityEntry, 'data'>;
  },
): Promise<
  { schedule: ScheduleRow; next: ScheduleRow; item: ItemRow; history: HistoryRow } | undefined
> {
  const parameters: unknown[] = [];
  const bind = (value: unknown, type: string) => {
    parameters.push(value);
    return `$${parameters.length}::${type}`;
  };
  const family = bind(familyId, 'text');
  const today = bind(c.today, 'text');
  const at = bind(c.now.toISOString(), 'timestamptz');
  const cost = bind(c.cost, 'double precision');
  const performedBy = bind(c.performedBy, 'text');
  const notes = bind(c.notes, 'text');
  const by = bind(c.createdBy, 'text');
  const { activity } = effects;
  const text =
    `with s0 as (update house_maintenance_schedules set status = 'completed', ` +
    `completion_date = ${today}, cost = ${cost}, performed_by = ${performedBy}, notes = ${notes}, ` +
    `updated_at = ${at} where family_id = ${family} and id = ${bind(scheduleId, 'text')} ` +
    `and status = 'scheduled' returning *), ` +
    `i0 as (update house_maintenance_items as i set last_maintenance_date = ${today}, ` +
    `next_maintenance_date = to_char(${today}::date + make_interval(months => ` +
    `i.maintenance_frequency_months), 'YYYY-MM-DD'), updated_at = ${at} from s0 ` +
    `where i.family_id = ${family} and i.id = s0.item_id returning i.*), ` +
    `h0 as (insert into house_maintenance_history (id, family_id, item_id, schedule_id, ` +
    `action_type, action_date, description, performed_by, cost, notes, created_by, created_at) ` +
    `select ${bind(c.historyId, 'text')}, ${family}, s0.item_id, s0.id, 'maintenance_completed', ` +
    `${today}, null, ${performedBy}, ${cost}, ${notes}, ${by}, ${at} from s0 returning *), ` +
    `n0 as (insert into house_maintenance_schedules (id, family_id, item_id, scheduled_date, ` +
    `status, completion_date, performed_by, cost, notes, created_by, created_at, updated_at) ` +
    `select ${bind(c.nextId, 'text')}, ${family}, i0.id, i0.next_maintenance_date, 'scheduled', ` +
    `null, null, null, null, ${by}, ${at}, ${at} from i0 returning *), ` +
    `a as (insert into user_activity_log (id, user_id, activity_type, activity_data, created_at) ` +
    `select ${bind(activity.id, 'text')}, ${bind(activity.userId, 'text')}, ` +
    `${bind(activity.type, 'text')}, '{"itemId":' || to_json(s0.item_id)::text || '}', ` +
    `${bind(activity.createdAt, 'timestamptz')} from s0) ` +
    `select row_to_json(s0) as schedule, row_to_json(n0) as next, row_to_json(i0) as item, ` +
    `row_to_json(h0) as history from s0 cross join i0 cross join h0 cross join n0`;
  // Named: parsed and planned once per connection (`runNamed`).
  const [row] = await runNamed<Record<'schedule' | 'next' | 'item' | 'history', unknown>>(
    db,
    text,
    parameters,
  );
  if (!row) return undefined;
  const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const item = json<ItemRow>(row.item);
  const named = <T>(value: unknown) => ({ ...json<T>(value), item_name: item.name });
  return {
    schedule: named<ScheduleRow>(row.schedule),
    next: named<ScheduleRow>(row.next),
    item,
    history: named<HistoryRow>(row.history),
  };
}
