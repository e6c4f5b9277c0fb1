// The yardstick for `npm run bench`: a bare Fastify + better-sqlite3 route doing the same
// database reads as GET /api/profile (session by token, then profile with family and role).
import Fastify from 'fastify';
import Database from 'better-sqlite3';

const [file, port] = process.argv.slice(2);
const db = new Database(file, { readonly: true });
db.pragma('journal_mode = WAL');
const sessionStmt = db.prepare('select s.user_id, s.expires_at from sessions s where s.token = ?');
const profileStmt = db.prepare(
  `select p.id, p.family_id, p.email, p.full_name, p.home_address, p.home_latitude, p.home_longitude,
          p.last_sign_in_at, p.created_at, f.name as family_name,
          exists(select 1 from user_roles r where r.user_id = p.id and r.role = 'admin') as is_admin
     from profiles p join families f on f.id = p.family_id where p.id = ?`,
);
const app = Fastify();
app.get('/profile', async (request, reply) => {
  const cookie = request.headers.cookie ?? '';
  const raw = /usra\.session_token=([^;]+)/.exec(cookie)?.[1];
  const token = raw ? decodeURIComponent(raw).split('.')[0] : null;
  const session = token ? sessionStmt.get(token) : null;
  if (!session || new Date(session.expires_at) < new Date())
    return reply.status(401).send({ error: 'unauthenticated' });
  const p = profileStmt.get(session.user_id);
  return {
    profile: {
      id: p.id,
      familyId: p.family_id,
      email: p.email,
      fullName: p.full_name,
      homeAddress: p.home_address,
      homeLatitude: p.home_latitude,
      homeLongitude: p.home_longitude,
      lastSignInAt: p.last_sign_in_at,
      createdAt: p.created_at,
    },
  };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
