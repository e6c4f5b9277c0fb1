import { normalizeEmail } from '@usra/domain/auth/email';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { AuthRepository } from '../modules/auth/auth.repository.js';
import { FamilyAccountsRepository } from '../modules/family/family-accounts.repository.js';
import Fastify from 'fastify';
import { ResetLinks } from '../modules/auth/reset-links.js';
import { AuditLog } from '../platform/audit.js';
import { createAuth } from '../platform/auth.js';
import { createMailer } from '../platform/mailer.js';

const usage = 'Usage: npm run admin -- promote <email> | demote <email> | reset-link <email>';
const commands = ['promote', 'demote', 'reset-link'];

/** `npm run admin -- promote <email>`: returns the process exit code and what to print. */
export async function runAdminCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  const [command, rawEmail] = argv;
  if (!command || !commands.includes(command) || !rawEmail) return { code: 2, output: usage };
  const config = loadConfig(env);
  const db = await openDatabase(config);
  try {
    const repo = new AuthRepository(db.db, new FamilyAccountsRepository(db.db));
    const email = normalizeEmail(rawEmail);
    const userId = await repo.findUserIdByEmail(email);
    if (!userId) return { code: 1, output: `No account with the e-mail ${email}` };
    if (command === 'reset-link') {
      // A silent logger (fastify's own, without a server): the command prints only its answer.
      const log = Fastify({ logger: false }).log;
      const audit = new AuditLog(db.db);
      const auth = createAuth(config, db.db, db.engine, createMailer(undefined, '', log), log, {
        onPasswordReset: async () => undefined,
      });
      const { link, expiresAt } = await new ResetLinks(auth, config.baseUrl, audit).create(userId, {
        via: 'cli',
      });
      return {
        code: 0,
        output: `Reset link for ${email} (one use, until ${expiresAt}):\n${link}`,
      };
    }
    const role = command === 'promote' ? 'admin' : 'user';
    const now = new Date();
    await repo.setRole(userId, role, now);
    await new AuditLog(db.db).activity(
      userId,
      command === 'promote' ? 'admin_promoted' : 'admin_demoted',
      { via: 'cli' },
      now,
    );
    return {
      code: 0,
      output: command === 'promote' ? `${email} is now an admin` : `${email} is now a user`,
    };
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const { code, output } = await runAdminCommand(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(output);
  process.exit(code);
}
