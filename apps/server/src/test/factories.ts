import { createHmac } from 'node:crypto';
import { generateRandomString, hashPassword } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { Role } from '@usra/domain/auth/auth-schema';
import type { CalendarEvent } from '@usra/domain/calendar/event-schema';
import type { Task } from '@usra/domain/tasks/task-schema';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { creatorMemberName, familyNameFor } from '@usra/domain/family/family-naming';
import { AuthRepository } from '../modules/auth/auth.repository.js';
import { FamilyAccountsRepository } from '../modules/family/family-accounts.repository.js';
import {
  CalendarRepository,
  toEvent,
  type EventWrite,
} from '../modules/calendar/calendar.repository.js';
import { toTask, type TaskWrite } from '../modules/tasks/task-row.js';
import { TasksRepository } from '../modules/tasks/tasks.repository.js';
import { AuditLog } from '../platform/audit.js';
import { SESSION_COOKIE, usesSecureCookies } from '../platform/auth.js';
import { InProcessEventBus } from '../platform/events.js';
import { newId } from '../platform/ids.js';
import { CookieJar } from './cookie-jar.js';
import { calendarFactories, type CalendarFactories } from './factories/calendar.js';
import { documentFactories, type DocumentFactories } from './factories/documents.js';
import { familyFactories, type FamilyFactories } from './factories/family.js';
import { homeFactories, type HomeFactories } from './factories/home.js';
import { peopleFactories, type PeopleFactories } from './factories/people.js';
import { INJECT_ADDRESS, INJECT_USER_AGENT, type FactoryEnv } from './factories/shared.js';
import { vehicleFactories, type VehicleFactories } from './factories/vehicles.js';

export type { FamilyActor } from './factories/shared.js';

/** The password of every factory account unless one is given (the sign-up helper's too). */
export const strongPassword = 'Falcon#Rise7';

export { INJECT_ADDRESS, INJECT_USER_AGENT } from './factories/shared.js';

/** A signed-in account: its ids, its member row in its family, and a browser holding its session. */
export interface TestUser {
  userId: string;
  email: string;
  fullName: string;
  password: string;
  familyId: string;
  /** The account's own row in family_members. */
  memberId: string;
  jar: CookieJar;
}

export interface NewAccount {
  email?: string;
  fullName?: string;
  password?: string;
  /** Platform role; by default the first account of an install is admin (as at sign-up). */
  platformRole?: Role;
}

export interface NewFamily extends NewAccount {
  /** By default the sign-up's name: "<full name>'s family" (Arabic: "عائلة <name>"). */
  familyName?: string;
}

export interface NewMember extends NewAccount {
  /** The member row's name; by default the full name. */
  name?: string;
  /** Family role of the member row (member-schema's roles). */
  role?: string;
}

export interface NewSession {
  userAgent?: string;
  ipAddress?: string;
}

/**
 * The factories of `factories/<area>.ts` write through the area's own service, with the API's
 * input schema filling the defaults (as a create request would, without HTTP), as `family`'s
 * owner; their change events go to a bus nobody listens to (a starting point is not a change on
 * screen).
 */
export interface TestContext
  extends
    FamilyFactories,
    CalendarFactories,
    VehicleFactories,
    HomeFactories,
    DocumentFactories,
    PeopleFactories {
  /**
   * A family and its owner, written straight to the database as a sign-up writes them
   * (better-auth's user, credential account and session; family, profile, the creator's member
   * row and platform role; the sign-up's audit and activity rows). Defaults: the sign-up
   * helper's Sara (sara@example.com, "Sara Ali", strongPassword).
   */
  newFamily(overrides?: NewFamily): Promise<TestUser>;
  /** A second account in `family`, as after accepting an invitation with `role`. */
  newMember(family: Pick<TestUser, 'familyId'>, overrides?: NewMember): Promise<TestUser>;
  /** Another signed-in browser of `user` (another device). */
  newSession(user: Pick<TestUser, 'userId'>, overrides?: NewSession): Promise<CookieJar>;
  /** A pending task of the family, written through the tasks repository. */
  newTask(
    family: Pick<TestUser, 'familyId' | 'userId'>,
    overrides?: Partial<TaskWrite>,
  ): Promise<Task>;
  /** A calendar event of the family (one hour from the clock's now by default). */
  newEvent(
    family: Pick<TestUser, 'familyId' | 'userId'>,
    overrides?: Partial<EventWrite>,
  ): Promise<CalendarEvent>;
}

/** One scrypt hash per password and process: hashing is most of what a real sign-up costs. */
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** better-auth's signed cookie value: `token.base64(HMAC-SHA256(secret, token))`, URL-encoded. */
export function signedCookieValue(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

/** The session cookie's name as better-auth sets it (with __Secure- over https). */
export function sessionCookieName(config: Pick<Config, 'baseUrl'>): string {
  return usesSecureCookies(config.baseUrl) ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
}

let unnamed = 0;

/**
 * Factories writing rows straight into `db` for tests that need accounts, families and rows
 * as a starting point rather than as the subject. Times: better-auth's rows take the real time
 * (as better-auth does), the app's rows `clock.now` (as the services do).
 */
export function testContext(
  env: { config: Config; clock: { now: Date } },
  db: Kysely<Database>,
): TestContext {
  const { config, clock } = env;
  const accounts = new AuthRepository(db, new FamilyAccountsRepository(db));
  const audit = new AuditLog(db);
  /** Change events of factory writes: nobody listens. */
  const unheard = new InProcessEventBus();
  const area: FactoryEnv = { db, config, clock, audit, unheard };

  async function newSession(user: Pick<TestUser, 'userId'>, overrides: NewSession = {}) {
    const at = new Date();
    const token = generateRandomString(32, 'a-z', 'A-Z', '0-9');
    await db
      .insertInto('sessions')
      .values({
        id: newId(),
        token,
        user_id: user.userId,
        expires_at: new Date(at.getTime() + config.sessionTtlSeconds * 1000).toISOString(),
        ip_address: overrides.ipAddress ?? INJECT_ADDRESS,
        user_agent: overrides.userAgent ?? INJECT_USER_AGENT,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .execute();
    const jar = new CookieJar();
    jar.set(sessionCookieName(config), signedCookieValue(token, config.authSecret));
    return jar;
  }

  /** better-auth's part of a sign-up: the user, its credential account and a session. */
  async function newUser(
    defaults: Required<Pick<NewAccount, 'email' | 'fullName'>>,
    o: NewAccount,
  ) {
    const email = o.email ?? defaults.email;
    const fullName = o.fullName ?? defaults.fullName;
    const password = o.password ?? strongPassword;
    const userId = newId();
    const at = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: userId,
        name: fullName,
        email,
        // better-sqlite3 binds no booleans; PostgreSQL reads 0 into a boolean column.
        email_verified: 0,
        image: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('accounts')
      .values({
        id: newId(),
        account_id: userId,
        provider_id: 'credential',
        user_id: userId,
        access_token: null,
        refresh_token: null,
        id_token: null,
        access_token_expires_at: null,
        refresh_token_expires_at: null,
        scope: null,
        password: await passwordHash(password),
        created_at: at,
        updated_at: at,
      })
      .execute();
    const jar = await newSession({ userId });
    return { userId, email, fullName, password, jar };
  }

  /** What the sign-up route writes after the account: its audit rows and the sign-in time. */
  async function recordSignUp(userId: string, email: string, now: Date) {
    const from = { ip: INJECT_ADDRESS, userAgent: INJECT_USER_AGENT };
    await audit.security(from, userId, 'signup', { email }, now);
    await audit.security(from, userId, 'successful_auth', { method: 'signup' }, now);
    await audit.activity(userId, 'sign_up', {}, now);
    await accounts.recordSignIn(userId, now);
  }

  const memberOf = async (userId: string, familyId: string) =>
    (
      await db
        .selectFrom('family_members')
        .select('id')
        .where('user_id', '=', userId)
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow()
    ).id;

  return {
    ...familyFactories(area),
    ...calendarFactories(area),
    ...vehicleFactories(area),
    ...homeFactories(area),
    ...documentFactories(area),
    ...peopleFactories(area),
    newSession,

    async newFamily(o = {}) {
      const now = clock.now;
      const user = await newUser({ email: 'sara@example.com', fullName: 'Sara Ali' }, o);
      await accounts.createAccount(
        {
          userId: user.userId,
          email: user.email,
          fullName: user.fullName,
          familyName: o.familyName ?? familyNameFor(user.fullName),
        },
        now,
      );
      if (o.platformRole) await accounts.setRole(user.userId, o.platformRole, now);
      await recordSignUp(user.userId, user.email, now);
      const profile = await db
        .selectFrom('profiles')
        .select('family_id')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      return {
        ...user,
        familyId: profile.family_id,
        memberId: await memberOf(user.userId, profile.family_id),
      };
    },

    async newMember(family, o = {}) {
      const now = clock.now;
      const at = now.toISOString();
      unnamed += 1;
      const user = await newUser(
        { email: `member${unnamed}@example.com`, fullName: `Member ${unnamed}` },
        o,
      );
      await db
        .insertInto('profiles')
        .values({
          id: user.userId,
          family_id: family.familyId,
          email: user.email,
          full_name: user.fullName || null,
          created_at: at,
        })
        .execute();
      const memberId = newId();
      await db
        .insertInto('family_members')
        .values({
          id: memberId,
          family_id: family.familyId,
          user_id: user.userId,
          name: o.name ?? creatorMemberName(user.fullName, user.email),
          email: user.email,
          role: o.role ?? 'member',
          status: 'active',
          created_at: at,
          updated_at: at,
        })
        .execute();
      await db
        .insertInto('user_roles')
        .values({
          id: newId(),
          user_id: user.userId,
          role: o.platformRole ?? 'user',
          created_at: at,
        })
        .execute();
      await recordSignUp(user.userId, user.email, now);
      return { ...user, familyId: family.familyId, memberId };
    },

    async newTask(family, o = {}) {
      const id = newId();
      const write: TaskWrite = {
        title: 'Task',
        description: null,
        location: 'Home',
        priority: 'medium',
        category: 'other',
        assigneeMemberId: null,
        assigneeName: null,
        isRecurring: false,
        recurrenceType: null,
        recurrenceAnchorDay: null,
        repeatFromCompletion: false,
        estimatedDuration: null,
        tags: [],
        ...o,
        // Stored canonical, as the service writes it (migration 0011).
        dueDate: o.dueDate ? new Date(o.dueDate).toISOString() : null,
      };
      await new TasksRepository(db).insert(family.familyId, id, write, family.userId, clock.now);
      const row = await db
        .selectFrom('tasks')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return toTask(row);
    },

    async newEvent(family, o = {}) {
      const id = newId();
      const start = o.startTime ?? new Date(clock.now.getTime() + 3_600_000).toISOString();
      const write: EventWrite = {
        title: 'Event',
        description: null,
        location: null,
        eventType: 'family',
        attendees: [],
        ...o,
        startTime: new Date(start).toISOString(),
        endTime: new Date(o.endTime ?? Date.parse(start) + 3_600_000).toISOString(),
      };
      await new CalendarRepository(db).insert(family.familyId, id, write, family.userId, clock.now);
      const row = await db
        .selectFrom('calendar_events')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },
  };
}
