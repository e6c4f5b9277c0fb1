// The yardstick for the task benchmarks: a bare Fastify route per engine doing the same reads
// as GET /api/tasks (session by token, the user's family, then the family's tasks as JSON).
import Fastify from 'fastify';

const [engine, target, port, schema] = process.argv.slice(2);

// The same SQL as the app's (decision 005: the database writes the page's JSON), compiled once
// from the app's own query builder, run straight on the driver.
const { Kysely, PostgresDialect, SqliteDialect } = await import('kysely');
const { serverApi } = await import('./lib/bench-env.mjs');
const { jsonPageQuery, newId, taskJsonFields, toTask } = await serverApi();

function pageSql(db, filtered) {
  let rows = db.selectFrom('tasks').selectAll().where('family_id', '=', '$family');
  if (filtered) rows = rows.where('status', '=', 'pending').where('category', '=', 'errands');
  const compiled = jsonPageQuery(
    db,
    engine,
    rows.orderBy('id', 'desc').limit(filtered ? 50 : 200),
    taskJsonFields,
    'id',
    'row_json', // the stored copies (decision 006)
  ).compile();
  return { sql: compiled.sql, parameters: compiled.parameters };
}
const bind = (q, familyId) => q.parameters.map((p) => (p === '$family' ? familyId : p));
const sessionSql = `select s.user_id, s.expires_at, p.family_id from sessions s
  join profiles p on p.id = s.user_id where s.token = `;

const insertTask = `insert into tasks (id, family_id, title, description, location, priority, category,
  due_date, assignee_member_id, assignee_name, is_recurring, recurrence_type, recurrence_anchor_day,
  estimated_duration, tags, status, completed_at, created_by, created_at, updated_at)
  values (#, #, #, null, #, 'medium', #, null, null, null, false, null, null, null, '[]', 'pending',
  null, #, #, #)`;
const insertActivity = `insert into user_activity_log (id, user_id, activity_type, activity_data,
  created_at) values (#, #, 'task_created', #, #)`;
const selectTask = 'select * from tasks where family_id = # and id = #';
const numbered = (text) => {
  let i = 0;
  return text.replace(/#/g, () => `$${++i}`);
};

let session, tasks, filtered, create;
if (engine === 'sqlite') {
  const { default: Database } = await import('better-sqlite3');
  const file = new Database(target);
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('journal_mode = WAL');
  const db = new Kysely({ dialect: new SqliteDialect({ database: file }) });
  const s = file.prepare(`${sessionSql}?`);
  const all = pageSql(db, false);
  const some = pageSql(db, true);
  const t = file.prepare(all.sql);
  const f = file.prepare(some.sql);
  session = async (token) => s.get(token);
  tasks = async (familyId) => t.get(...bind(all, familyId));
  filtered = async (familyId) => f.get(...bind(some, familyId));
  const [it, ia, st] = [insertTask, insertActivity, selectTask].map((q) =>
    file.prepare(q.replace(/#/g, '?')),
  );
  // As the app: the task and its activity row are two statements, not one transaction.
  create = async (task, activity) => {
    it.run(...task);
    ia.run(...activity);
    return st.get(task[1], task[0]);
  };
} else {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: target,
    max: 10,
    options: `-c search_path=${schema}`,
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const all = pageSql(db, false);
  const some = pageSql(db, true);
  session = async (token) => (await pool.query(`${sessionSql}$1`, [token])).rows[0];
  tasks = async (familyId) => (await pool.query(all.sql, bind(all, familyId))).rows[0];
  filtered = async (familyId) => (await pool.query(some.sql, bind(some, familyId))).rows[0];
  create = async (task, activity) => {
    await pool.query(numbered(insertTask), task);
    await pool.query(numbered(insertActivity), activity);
    return (await pool.query(numbered(selectTask), [task[1], task[0]])).rows[0];
  };
}

const head = Buffer.from('{"tasks":');
const page = (row, limit) => {
  const cursor = Number(row.count) === limit ? row.last : null;
  const tail = `,"nextCursor":${JSON.stringify(cursor)}}`;
  return typeof row.json === 'string'
    ? `{"tasks":${row.json}${tail}`
    : Buffer.concat([head, row.json, Buffer.from(tail)]);
};

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
  return reply.type('application/json; charset=utf-8').send(page(await tasks(s.family_id), 200));
});
app.get('/tasks-filtered', async (request, reply) => {
  const s = await guard(request, reply);
  if (!s) return reply;
  return reply.type('application/json; charset=utf-8').send(page(await filtered(s.family_id), 50));
});
app.post('/tasks', async (request, reply) => {
  const s = await guard(request, reply);
  if (!s) return reply;
  const body = request.body;
  const now = new Date().toISOString();
  const id = newId();
  const row = await create(
    [id, s.family_id, body.title.trim(), body.location.trim(), body.category, s.user_id, now, now],
    [newId(), s.user_id, JSON.stringify({ taskId: id }), now],
  );
  return reply.status(201).send({ task: toTask(row) });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
