import { beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  CookieJar,
  engines,
  sharedTestApp,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';

describe.each(engines)('family members, groups and settings on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let saraFamilyId: string;
  let saraEmail: string;
  let events: ChangeEvent[];

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);

  // One app for these tests; each makes families of its own (test-app.ts), and hears only its
  // own family's change events. Its two real sign-ups and one sign-in from the injected address
  // stay far below the per-address limits.
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    ({
      jar: sara,
      familyId: saraFamilyId,
      email: saraEmail,
    } = await env.ctx.newFamily({ email: uniqueEmail('sara') }));
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    events = [];
    shared.listen(saraFamilyId, (event) => events.push(event));
  });

  describe('members', () => {
    it('adds a member with trimmed e-mail and phone, role other and status active by default', async () => {
      const response = await call(sara, 'POST', '/api/family/members', {
        name: '  Lina Saleh ',
        email: ' LINA@example.com ',
        phone: ' +966 50 123 4567 ',
      });
      expect(response.statusCode).toBe(201);
      const { member } = response.json();
      expect(member).toMatchObject({
        name: 'Lina Saleh',
        email: 'lina@example.com',
        phone: '+966 50 123 4567',
        role: 'other',
        status: 'active',
        birthDate: null,
        schoolWork: null,
        lastLocation: null,
        lastSeen: null,
      });
      expect(member.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(events).toEqual([
        {
          topic: 'family-members',
          familyId: saraFamilyId,
          data: { id: member.id, action: 'created' },
        },
      ]);
      const list = await call(sara, 'GET', '/api/family/members');
      expect(list.json().members.map((m: { name: string }) => m.name)).toEqual([
        'Sara Ali',
        'Lina Saleh',
      ]);
    });

    it('makes the creator the first member of the family at sign-up, linked to the account', async () => {
      // Real sign-ups: the factories' Sara and Omar are written as a sign-up writes them.
      const huda = new CookieJar();
      const yousef = new CookieJar();
      const hudaEmail = uniqueEmail('huda');
      const yousefEmail = uniqueEmail('yousef');
      await signUp(sut.app, huda, { email: hudaEmail, fullName: 'Huda Ali' });
      await signUp(sut.app, yousef, { email: yousefEmail, fullName: 'Yousef Ali' });
      const session = (await call(huda, 'GET', '/api/auth/session')).json().session;
      const { members } = (await call(huda, 'GET', '/api/family/members')).json();
      expect(members).toEqual([
        expect.objectContaining({
          userId: session.user.id,
          name: 'Huda Ali',
          email: hudaEmail,
          role: 'admin',
          status: 'active',
        }),
      ]);
      const yousefMembers = (await call(yousef, 'GET', '/api/family/members')).json().members;
      expect(yousefMembers).toMatchObject([{ name: 'Yousef Ali', email: yousefEmail }]);
      const dashboard = await call(huda, 'GET', '/api/dashboard');
      expect(dashboard.json().memberCount).toBe(1);
    });

    it('lists members oldest first and edits every field', async () => {
      const first = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json()
        .member;
      await call(sara, 'POST', '/api/family/members', { name: 'Yousef' });
      const edited = await call(sara, 'PATCH', `/api/family/members/${first.id}`, {
        name: 'Lina Saleh',
        role: 'child',
        status: 'idle',
        birthDate: '2015-04-09',
        schoolWork: 'Al Noor School',
        email: '',
        phone: null,
        emergencyContactName: 'Sara Ali',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().member).toMatchObject({
        id: first.id,
        name: 'Lina Saleh',
        role: 'child',
        status: 'idle',
        birthDate: '2015-04-09',
        schoolWork: 'Al Noor School',
        email: null,
        phone: null,
        emergencyContactName: 'Sara Ali',
      });
      const list = (await call(sara, 'GET', '/api/family/members')).json().members;
      expect(list.map((m: { name: string }) => m.name)).toEqual([
        'Sara Ali',
        'Lina Saleh',
        'Yousef',
      ]);
    });

    it('deletes a member', async () => {
      const { member } = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json();
      const removed = await call(sara, 'DELETE', `/api/family/members/${member.id}`);
      expect(removed.statusCode).toBe(200);
      expect(
        (await call(sara, 'GET', '/api/family/members'))
          .json()
          .members.map((m: { name: string }) => m.name),
      ).toEqual(['Sara Ali']);
      expect((await call(sara, 'DELETE', `/api/family/members/${member.id}`)).statusCode).toBe(404);
      expect(events.at(-1)).toMatchObject({ data: { id: member.id, action: 'deleted' } });
    });

    it('rejects bad input with the rule messages, writing nothing', async () => {
      const cases: [unknown, string][] = [
        [{}, 'Name is required'],
        [{ name: '   ' }, 'Name is required'],
        [{ name: 'x'.repeat(101) }, 'Name is too long (maximum 100 characters)'],
        [{ name: 'Lina', email: 'not-mail' }, 'Invalid email format'],
        [{ name: 'Lina', phone: 'call me maybe' }, 'Invalid phone number'],
        [{ name: 'Lina', birthDate: '2020-13-01' }, 'Invalid date'],
        [{ name: 'Lina', role: 'boss' }, 'role'],
        [{ name: 'Lina', status: 'asleep' }, 'status'],
        [{ name: 'Lina', familyId: 'someone-else' }, 'familyId'],
        [{ name: 42 }, 'Name is required'],
      ];
      for (const [body, message] of cases) {
        const response = await call(sara, 'POST', '/api/family/members', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
        expect(response.json().error.message).toContain(message);
      }
      const { member } = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json();
      for (const body of [{ name: '' }, { email: 'x' }, { role: 'boss' }, { userId: 'x' }]) {
        const response = await call(sara, 'PATCH', `/api/family/members/${member.id}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await call(sara, 'GET', '/api/family/members')).json().members).toHaveLength(2);
    });

    it('needs a session', async () => {
      const anonymous = new CookieJar();
      expect((await call(anonymous, 'GET', '/api/family/members')).statusCode).toBe(401);
      expect(
        (await call(anonymous, 'POST', '/api/family/members', { name: 'Lina' })).statusCode,
      ).toBe(401);
    });
  });

  describe('groups', () => {
    it('creates a group with the default colour, edits and deletes it', async () => {
      const created = await call(sara, 'POST', '/api/family/groups', {
        name: 'Kids',
        description: ' School runs ',
      });
      expect(created.statusCode).toBe(201);
      const { group } = created.json();
      expect(group).toMatchObject({ name: 'Kids', description: 'School runs', color: '#3B82F6' });
      expect(Date.parse(group.createdAt)).not.toBeNaN();

      const edited = await call(sara, 'PATCH', `/api/family/groups/${group.id}`, {
        name: 'Children',
        color: '#10b981',
        description: '',
      });
      expect(edited.json().group).toMatchObject({
        name: 'Children',
        color: '#10B981',
        description: null,
      });
      expect((await call(sara, 'GET', '/api/family/groups')).json().groups).toHaveLength(1);
      expect((await call(sara, 'DELETE', `/api/family/groups/${group.id}`)).statusCode).toBe(200);
      expect((await call(sara, 'GET', '/api/family/groups')).json().groups).toEqual([]);
      expect(events.map((e) => e.topic)).toEqual([
        'family-groups',
        'family-groups',
        'family-groups',
      ]);
    });

    it('rejects bad input', async () => {
      for (const body of [
        {},
        { name: '' },
        { name: 'K', color: 'blue' },
        { name: 'K', color: '#12345' },
        { name: 'K', familyId: 'x' },
        { name: 'K', description: 'd'.repeat(501) },
      ]) {
        const response = await call(sara, 'POST', '/api/family/groups', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      const { group } = (await call(sara, 'POST', '/api/family/groups', { name: 'K' })).json();
      expect(
        (await call(sara, 'PATCH', `/api/family/groups/${group.id}`, { color: 'red' })).statusCode,
      ).toBe(400);
    });
  });

  describe('settings', () => {
    it('upserts settings by key and reads them back', async () => {
      expect((await call(sara, 'GET', '/api/family/settings')).json().settings).toEqual({});
      const put = await call(sara, 'PUT', '/api/family/settings/notifications.tasks', {
        value: false,
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ key: 'notifications.tasks', value: false });
      await call(sara, 'PUT', '/api/family/settings/notifications.tasks', { value: true });
      await call(sara, 'PUT', '/api/family/settings/units', { value: 'metric' });
      expect((await call(sara, 'GET', '/api/family/settings')).json().settings).toEqual({
        'notifications.tasks': true,
        units: 'metric',
      });
      expect(events.filter((e) => e.topic === 'family-settings')).toHaveLength(3);
    });

    it('rejects a bad key or value', async () => {
      expect(
        (await call(sara, 'PUT', '/api/family/settings/Bad%20Key', { value: 1 })).statusCode,
      ).toBe(400);
      expect(
        (await call(sara, 'PUT', '/api/family/settings/units', { value: { a: 1 } })).statusCode,
      ).toBe(400);
      expect((await call(sara, 'PUT', '/api/family/settings/units', {})).statusCode).toBe(400);
      expect(
        (await call(sara, 'PUT', '/api/family/settings/units', { value: 'x'.repeat(1001) }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('family', () => {
    it('reads and renames the family, and the session shows the new name', async () => {
      const family = await call(sara, 'GET', '/api/family');
      expect(family.json().family).toEqual({ id: saraFamilyId, name: "Sara Ali's family" });
      const renamed = await call(sara, 'PATCH', '/api/family', { name: ' Al-Otaibi ' });
      expect(renamed.json().family).toEqual({ id: saraFamilyId, name: 'Al-Otaibi' });
      const session = await call(sara, 'GET', '/api/auth/session');
      expect(session.json().session.user.familyName).toBe('Al-Otaibi');
      expect((await call(sara, 'PATCH', '/api/family', { name: '' })).statusCode).toBe(400);
    });

    it('offers the first-run set-up to the creator until it is finished or skipped, once', async () => {
      expect((await call(sara, 'GET', '/api/family/onboarding')).json()).toEqual({ pending: true });
      expect((await call(omar, 'GET', '/api/family/onboarding')).json()).toEqual({ pending: true });
      const done = await call(sara, 'PUT', '/api/family/settings/onboarding.done', { value: true });
      expect(done.statusCode).toBe(200);
      expect((await call(sara, 'GET', '/api/family/onboarding')).json()).toEqual({
        pending: false,
      });
      // Another family's set-up is its own.
      expect((await call(omar, 'GET', '/api/family/onboarding')).json()).toEqual({ pending: true });
      // A later sign-in does not bring it back.
      const again = new CookieJar();
      await sut.app
        .inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: saraEmail, password: 'Falcon#Rise7' },
        })
        .then((r) => again.store(r));
      expect((await call(again, 'GET', '/api/family/onboarding')).json()).toEqual({
        pending: false,
      });
      expect((await call(new CookieJar(), 'GET', '/api/family/onboarding')).statusCode).toBe(401);
    });
  });

  it("lets a second family neither read nor change the first family's rows", async () => {
    const { member } = (
      await call(sara, 'POST', '/api/family/members', { name: 'Lina', email: 'lina@example.com' })
    ).json();
    const { group } = (await call(sara, 'POST', '/api/family/groups', { name: 'Kids' })).json();
    await call(sara, 'PUT', '/api/family/settings/notifications.tasks', { value: false });
    events = [];

    expect(
      (await call(omar, 'GET', '/api/family/members'))
        .json()
        .members.map((m: { name: string }) => m.name),
    ).toEqual(['Omar Ali']);
    expect((await call(omar, 'GET', '/api/family/groups')).json().groups).toEqual([]);
    expect((await call(omar, 'GET', '/api/family/settings')).json().settings).toEqual({});
    const attempts = [
      await call(omar, 'PATCH', `/api/family/members/${member.id}`, { name: 'Hacked' }),
      await call(omar, 'DELETE', `/api/family/members/${member.id}`),
      await call(omar, 'PATCH', `/api/family/groups/${group.id}`, { name: 'Hacked' }),
      await call(omar, 'DELETE', `/api/family/groups/${group.id}`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    // Omar's own setting of the same key is his family's, not Sara's.
    await call(omar, 'PUT', '/api/family/settings/notifications.tasks', { value: true });

    expect((await call(sara, 'GET', '/api/family/members')).json().members).toMatchObject([
      { name: 'Sara Ali' },
      { id: member.id, name: 'Lina', email: 'lina@example.com' },
    ]);
    expect((await call(sara, 'GET', '/api/family/groups')).json().groups).toMatchObject([
      { id: group.id, name: 'Kids' },
    ]);
    expect((await call(sara, 'GET', '/api/family/settings')).json().settings).toEqual({
      'notifications.tasks': false,
    });
    expect(events).toEqual([]);
  });
});
