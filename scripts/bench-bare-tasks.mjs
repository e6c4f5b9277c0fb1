// The yardstick for the task benchmarks: a bare Fastify route per engine doing the same reads
// as GET /api/tasks (session by token, the user's family, then the family's tasks).
import Fastify from 'fastify';

const [engine, target, port, schema] = process.argv.slice(2);

const columns = `id, title, description, location, priority, category, due_date, assignee_member_id,
  assignee_name, status, completed_at, is_recurring, recurrence_type, estimated_duration, tags,
  created_at, updated_at`;
const iso = (v) =>
  v == null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();
const toTask = (r) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  location: r.location,
  priority: r.priority,
  category: r.category,
  dueDate: iso(r.due_date),
  assigneeMemberId: r.assignee_member_id,
  assigneeName: r.assignee_name,
  status: r.status,
  completedAt: iso(r.completed_at),
  isRecurring: Boolean(r.is_recurring),
  recurrencePattern: r.recurrence_type ? { type: r.recurrence_type } : null,
  estimatedDuration: r.estimated_duration,
  tags: JSON.parse(r.tags),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

let session, tasks, filtered;
if (engine === 'sqlite') {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(target, { readonly: true });
  db.pragma('journal_mode = WAL');
  const s = db.prepare(
    'select s.user_id, s.expires_at, p.family_id from sessions s join profiles p on p.id = s.user_id where s.token = ?',
  );
  const t = db.prepare(`select ${columns} from tasks where family_id = ? order by id desc limit ?`);
  const f = db.prepare(
    `select ${columns} from tasks where family_id = ? and status = ? and category = ? order by id desc limit ?`,
  );
  session = async (token) => s.get(token);
  tasks = async (familyId, limit) => t.all(familyId, limit);
  filtered = async (familyId, limit) => f.all(familyId, 'pending', 'errands', limit);
} else {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: target,
    max: 10,
    options: `-c search_path=${schema}`,
  });
  session = async (token) =>
    (
      await pool.query(
        'select s.user_id, s.expires_at, p.family_id from sessions s join profiles p on p.id = s.user_id where s.token = $1',
        [token],
      )
    ).rows[0];
  tasks = async (familyId, limit) =>
    (
      await pool.query(
        `select ${columns} from tasks where family_id = $1 order by id desc limit $2`,
        [familyId, limit],
      )
    ).rows;
  filtered = async (familyId, limit) =>
    (
      await pool.query(
        `select ${columns} from tasks where family_id = $1 and status = $2 and category = $3 order by id desc limit $4`,
        [familyId, 'pending', 'errands', limit],
      )
    ).rows;
}

const app = Fastify();
const guard = async (request, reply) => {
  const raw = /usra\.session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const token = raw ? decodeURIComponent(raw).split('.')[0] : null;
  const s = token ? await session(token) : null;
  if (!s || new Date(s.expires_at) < new Date()) {
    reply.status(401).send({ error: 'unauthenticated' });
    return null;
  }
  return s;
};
app.get('/tasks', async (request, reply) => {
  const s = await guard(request, reply);
  if (!s) return reply;
  const rows = await tasks(s.family_id, 200);
  return { tasks: rows.map(toTask), nextCursor: null };
});
app.get('/tasks-filtered', async (request, reply) => {
  const s = await guard(request, reply);
  if (!s) return reply;
  const rows = await filtered(s.family_id, 50);
  return { tasks: rows.map(toTask), nextCursor: null };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
