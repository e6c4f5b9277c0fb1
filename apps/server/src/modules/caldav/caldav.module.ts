import type { AppModule, Platform } from '../../platform/module.js';
import type { RequestContext } from '../../platform/request-context.js';
import { CaldavRepository } from './caldav.repository.js';
import { caldavRoutes } from './caldav.routes.js';
import { CaldavService, type DavActor, type DavPorts } from './caldav.service.js';

export type { DavPorts } from './caldav.service.js';

/** What CalDAV needs to sign a request in (the app-passwords and settings modules give it). */
export interface DavSignIn {
  appPasswords: {
    authenticateAs(
      email: string,
      token: string,
      ctx: RequestContext,
    ): Promise<{
      session: { user: { id: string; familyId: string; email: string } };
      scope: 'read' | 'read-write';
    }>;
  };
  /** The person's language and time zone (their notification preferences keep both). */
  preferences: { of(userId: string): Promise<{ language: 'ar' | 'en'; timeZone: string }> };
}

/**
 * CalDAV (issue 31, decision 021): the family calendar and task list for phones' own apps,
 * read and written through the calendar and tasks modules' services; the family's calendar
 * subscriptions as read-only calendars beside them.
 */
export function caldavModule(platform: Platform, deps: DavSignIn & DavPorts): AppModule {
  const { db, config, clock } = platform;
  const service = new CaldavService(
    new CaldavRepository(db),
    { calendar: deps.calendar, tasks: deps.tasks, subscriptions: deps.subscriptions },
    config.baseUrl,
    clock,
  );
  const authenticate = async (email: string, password: string, ctx: RequestContext) => {
    const grant = await deps.appPasswords.authenticateAs(email, password, ctx);
    const { user } = grant.session;
    const preferences = await deps.preferences.of(user.id);
    const actor: DavActor = {
      id: user.id,
      familyId: user.familyId,
      email: user.email,
      language: preferences.language,
      timeZone: preferences.timeZone,
      canWrite: grant.scope === 'read-write',
    };
    return actor;
  };
  return { name: 'caldav', prefix: '', routes: caldavRoutes(service, authenticate) };
}
