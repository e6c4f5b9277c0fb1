import { beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import {
  CookieJar,
  engines,
  sendAs,
  sharedTestApp,
  signIn,
  strongPassword,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';

const newPassword = 'Harbor!Moon42';

describe.each(engines)('settings and account security on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let saraId: string;
  let saraEmail: string;
  let saraFamily: string;
  let omar: CookieJar;

  // One app for these tests; each makes families of its own (test-app.ts). Every sign-in comes
  // from the one injected address and the shared app's clock stands still: the block's 20
  // sign-ins share the 30 per address of RATE_LIMIT_SIGNIN_PER_ADDRESS_MAX.
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    // Sara is admin, as the first account of an install was when each test had its own.
    ({
      jar: sara,
      userId: saraId,
      email: saraEmail,
      familyId: saraFamily,
    } = await env.ctx.newFamily({ email: uniqueEmail('sara'), platformRole: 'admin' }));
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Saleh' })).jar;
  });

  const call = (jar: CookieJar, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    sendAs(sut.app, jar, method, url, payload);

  it('answers 401 to a visitor on every settings route', async () => {
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['PUT', '/api/profile', { fullName: 'X', homeAddress: null }],
      ['GET', '/api/settings/notifications'],
      ['PUT', '/api/settings/notifications', {}],
      ['GET', '/api/settings/appearance'],
      ['PUT', '/api/settings/appearance', {}],
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/sessions/revoke-others', {}],
      ['POST', '/api/account/password', {}],
      ['GET', '/api/account/security-log'],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(new CookieJar(), method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('profile', () => {
    it('saves name and address with the coordinates the geocoder finds', async () => {
      const response = await call(sara, 'PUT', '/api/profile', {
        fullName: '  سارة العتيبي ',
        homeAddress: ' King Fahd Road, Riyadh ',
      });
      expect(response.statusCode).toBe(200);
      const { profile, geocoded } = response.json();
      expect(geocoded).toBe(true);
      expect(profile).toMatchObject({
        email: saraEmail,
        fullName: 'سارة العتيبي',
        homeAddress: 'King Fahd Road, Riyadh',
      });
      expect(profile.homeLatitude).toBeCloseTo(24.7, 0);
      const log = await sut.db.db
        .selectFrom('security_audit_log')
        .select('event_type')
        .where('user_id', '=', saraId)
        .where('event_type', '=', 'profile_updated')
        .execute();
      expect(log).toHaveLength(1);
    });

    it('saves an address that cannot be geocoded, with null coordinates', async () => {
      const response = await call(sara, 'PUT', '/api/profile', {
        fullName: 'Sara',
        homeAddress: '42 Nowhere Lane, Qwertyville',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        geocoded: false,
        profile: {
          homeAddress: '42 Nowhere Lane, Qwertyville',
          homeLatitude: null,
          homeLongitude: null,
        },
      });
      const again = await call(sara, 'GET', '/api/profile');
      expect(again.json().profile.homeAddress).toBe('42 Nowhere Lane, Qwertyville');
    });

    it('stores a blank name or address as null', async () => {
      const response = await call(sara, 'PUT', '/api/profile', {
        fullName: '   ',
        homeAddress: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        geocoded: true,
        profile: { fullName: null, homeAddress: null },
      });
    });

    it('rejects bad bodies and leaves the profile unchanged', async () => {
      for (const body of [
        { fullName: '<script>', homeAddress: null },
        { fullName: 'x'.repeat(101), homeAddress: null },
        { fullName: 'Sara', homeAddress: 'x'.repeat(501) },
        { fullName: 'Sara', homeAddress: null, email: 'new@example.com' },
        { fullName: 5, homeAddress: null },
      ]) {
        const response = await call(sara, 'PUT', '/api/profile', body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      const profile = (await call(sara, 'GET', '/api/profile')).json().profile;
      expect(profile).toMatchObject({ fullName: 'Sara Ali', email: saraEmail });
    });

    it("changes only the signed-in user's own profile", async () => {
      await call(omar, 'PUT', '/api/profile', { fullName: 'Changed', homeAddress: 'Jeddah' });
      const profile = (await call(sara, 'GET', '/api/profile')).json().profile;
      expect(profile).toMatchObject({ fullName: 'Sara Ali', homeAddress: null });
    });
  });

  describe('notifications', () => {
    const prefs = {
      overdueTasks: false,
      nearbyTasks: false,
      eventsToday: true,
      maintenanceDue: false,
      assetReminders: true,
      documentsExpiring: true,
      vehicleAlerts: true,
      invitationsAccepted: false,
      dailyDigest: true,
      language: 'en',
      timeZone: 'Europe/London',
    };

    it('starts with every reminder on, the digest off, and keeps choices per user', async () => {
      const initial = await call(sara, 'GET', '/api/settings/notifications');
      expect(initial.json().preferences).toEqual({
        overdueTasks: true,
        nearbyTasks: true,
        eventsToday: true,
        maintenanceDue: true,
        assetReminders: true,
        documentsExpiring: true,
        vehicleAlerts: true,
        invitationsAccepted: true,
        dailyDigest: false,
        language: 'ar',
        timeZone: 'Asia/Riyadh',
      });
      const saved = await call(sara, 'PUT', '/api/settings/notifications', prefs);
      expect(saved.statusCode).toBe(200);
      expect((await call(sara, 'GET', '/api/settings/notifications')).json().preferences).toEqual(
        prefs,
      );
      const other = (await call(omar, 'GET', '/api/settings/notifications')).json().preferences;
      expect(other.overdueTasks).toBe(true);
      // Saved before "near a task's place" existed: it reads as on.
      const { nearbyTasks: _left, ...older } = prefs;
      expect((await call(omar, 'PUT', '/api/settings/notifications', older)).statusCode).toBe(200);
      expect(
        (await call(omar, 'GET', '/api/settings/notifications')).json().preferences.nearbyTasks,
      ).toBe(true);
    });

    it('rejects bad bodies', async () => {
      for (const body of [
        { ...prefs, overdueTasks: 'no' },
        { ...prefs, extra: true },
        { ...prefs, language: 'fr' },
        { ...prefs, timeZone: 'Mars/Olympus' },
        { overdueTasks: true },
      ]) {
        const response = await call(sara, 'PUT', '/api/settings/notifications', body);
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('appearance', () => {
    it('defaults to metric, SAR and Hijri dates; saves per family', async () => {
      expect((await call(sara, 'GET', '/api/settings/appearance')).json().appearance).toEqual({
        units: 'metric',
        currency: 'SAR',
        hijriDates: true,
      });
      const body = { units: 'imperial', currency: 'KWD', hijriDates: false };
      expect((await call(sara, 'PUT', '/api/settings/appearance', body)).statusCode).toBe(200);
      expect((await call(sara, 'GET', '/api/settings/appearance')).json().appearance).toEqual(body);
      const stored = await sut.db.db
        .selectFrom('family_settings')
        .select(['setting_key', 'setting_value'])
        .where('family_id', '=', saraFamily)
        .orderBy('setting_key')
        .execute();
      expect(stored.map((s) => s.setting_key)).toEqual([
        'appearance.currency',
        'appearance.hijri_dates',
        'appearance.units',
      ]);
      // A second family keeps its own defaults.
      expect((await call(omar, 'GET', '/api/settings/appearance')).json().appearance.currency).toBe(
        'SAR',
      );
    });

    it('rejects an unknown currency or unit', async () => {
      for (const body of [
        { units: 'metric', currency: 'GBP', hijriDates: true },
        { units: 'nautical', currency: 'SAR', hijriDates: true },
        { units: 'metric', currency: 'SAR' },
      ]) {
        expect((await call(sara, 'PUT', '/api/settings/appearance', body)).statusCode).toBe(400);
      }
    });
  });

  describe('sessions and password', () => {
    let laptop: CookieJar;

    beforeEach(async () => {
      laptop = new CookieJar();
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'user-agent': 'Laptop Browser' },
        payload: { email: saraEmail, password: strongPassword },
      });
      laptop.store(response);
      expect(response.statusCode).toBe(200);
    });

    it('lists the active sessions with the current one marked', async () => {
      const response = await call(sara, 'GET', '/api/account/sessions');
      expect(response.statusCode).toBe(200);
      const { sessions } = response.json();
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      expect(sessions.some((s: { userAgent: string }) => s.userAgent === 'Laptop Browser')).toBe(
        true,
      );
      // Another user's sessions are not listed.
      const omarSessions = (await call(omar, 'GET', '/api/account/sessions')).json().sessions;
      expect(omarSessions).toHaveLength(1);
    });

    it('signs out the other sessions and keeps this one', async () => {
      const response = await call(sara, 'POST', '/api/account/sessions/revoke-others', {});
      expect(response.json()).toEqual({ revoked: 1 });
      expect((await call(laptop, 'GET', '/api/profile')).statusCode).toBe(401);
      expect((await call(sara, 'GET', '/api/profile')).statusCode).toBe(200);
      expect((await call(omar, 'GET', '/api/profile')).statusCode).toBe(200);
    });

    it('refuses a wrong current password and a weak new one', async () => {
      const wrong = await call(sara, 'POST', '/api/account/password', {
        currentPassword: 'Nope#Wrong9',
        newPassword,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
      for (const body of [
        { currentPassword: strongPassword, newPassword: 'short' },
        { currentPassword: strongPassword, newPassword: 'Password123!' },
        { currentPassword: '', newPassword },
        { currentPassword: strongPassword, newPassword, revokeOtherSessions: 'yes' },
        { currentPassword: strongPassword, newPassword, extra: 1 },
      ]) {
        const response = await call(sara, 'POST', '/api/account/password', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      expect((await signIn(sut.app, new CookieJar(), saraEmail, strongPassword)).statusCode).toBe(
        200,
      );
    });

    it('changes the password, keeping other sessions unless asked', async () => {
      const response = await call(sara, 'POST', '/api/account/password', {
        currentPassword: strongPassword,
        newPassword,
      });
      expect(response.statusCode).toBe(200);
      expect((await call(laptop, 'GET', '/api/profile')).statusCode).toBe(200);
      expect((await signIn(sut.app, new CookieJar(), saraEmail, newPassword)).statusCode).toBe(200);
      const log = await sut.db.db
        .selectFrom('security_audit_log')
        .select('details')
        .where('user_id', '=', saraId)
        .where('event_type', '=', 'password_changed')
        .execute();
      expect(log).toHaveLength(1);
    });

    it('changes the password and signs out every other session when asked', async () => {
      const response = await call(sara, 'POST', '/api/account/password', {
        currentPassword: strongPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      expect(response.statusCode).toBe(200);
      expect((await call(laptop, 'GET', '/api/profile')).statusCode).toBe(401);
      // This browser got a fresh session cookie and stays signed in.
      expect((await call(sara, 'GET', '/api/profile')).statusCode).toBe(200);
      expect((await signIn(sut.app, new CookieJar(), saraEmail, strongPassword)).statusCode).toBe(
        401,
      );
    });
  });

  describe('security log', () => {
    it("shows the user's 10 newest events, never another user's", async () => {
      for (let i = 0; i < 12; i += 1) {
        await signIn(sut.app, new CookieJar(), saraEmail, strongPassword);
      }
      const response = await call(sara, 'GET', '/api/account/security-log');
      expect(response.statusCode).toBe(200);
      const { events } = response.json();
      expect(events).toHaveLength(10);
      const times = events.map((e: { createdAt: string }) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const omarEvents = (await call(omar, 'GET', '/api/account/security-log')).json().events;
      expect(omarEvents.length).toBeGreaterThan(0);
      expect(
        omarEvents.every((e: { details: { email?: string } }) => e.details.email !== saraEmail),
      ).toBe(true);
      // Twelve real sign-ins, a scrypt hash each: seconds on a busy 2-core machine.
    }, 60_000);

    it('announces a new security row to the family as a security-log event', async () => {
      const received: ChangeEvent[] = [];
      const unsubscribe = sut.app.events.subscribe(saraFamily, (event) => received.push(event));
      try {
        await call(sara, 'PUT', '/api/profile', { fullName: 'Sara', homeAddress: null });
        await expect
          .poll(() => received.filter((e) => e.topic === 'security-log'))
          .toEqual([
            expect.objectContaining({
              topic: 'security-log',
              familyId: saraFamily,
              userId: saraId,
            }),
          ]);
      } finally {
        unsubscribe();
      }
    });
  });
});
