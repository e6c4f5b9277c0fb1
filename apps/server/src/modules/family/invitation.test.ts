import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  sharedTestApp,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';

const INVALID = 'This invitation link is invalid, expired, or has already been used.';

describe.each(engines)('family invitations on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let sarasFamily: string;

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const invite = async (body: Record<string, unknown> = {}) => {
    const response = await call(sara, 'POST', '/api/family/invitations', body);
    expect(response.statusCode).toBe(201);
    return response.json().invitation as { id: string; token: string; expiresAt: string };
  };
  const newUser = async (email: string, fullName = 'Omar Ali') => {
    const { jar, userId: id, familyId } = await env.ctx.newFamily({ email, fullName });
    return { jar, user: { id, familyId } };
  };

  describe('one app, each test its own families', () => {
    // One app for these tests; each makes families of its own (test-app.ts). Their token
    // lookups and accepts (about 15 from the one injected address, the clock standing still)
    // stay below the default 30 per address; the 12 of the rate-limit test is its own app's.
    const shared = sharedTestApp(engine);
    beforeEach(async () => {
      ({ env, sut } = shared);
      ({ jar: sara, familyId: sarasFamily } = await env.ctx.newFamily({
        email: uniqueEmail('sara'),
      }));
    });

    it('creates a 7-day link with a token of at least 128 random bits, listed until revoked', async () => {
      const invitation = await invite({
        role: 'child',
        invitedName: 'Lina',
        invitedEmail: ' LINA@x.com ',
      });
      expect(invitation).toMatchObject({
        status: 'pending',
        role: 'child',
        invitedName: 'Lina',
        invitedEmail: 'lina@x.com',
      });
      expect(Buffer.from(invitation.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(Date.parse(invitation.expiresAt) - env.clock.now.getTime()).toBe(7 * 24 * 3600_000);
      const second = await invite();
      expect(second.token).not.toBe(invitation.token);
      expect((await call(sara, 'POST', '/api/family/invitations', {})).json().invitation.role).toBe(
        'member',
      );

      const listed = (await call(sara, 'GET', '/api/family/invitations')).json().invitations;
      expect(listed).toHaveLength(3);
      expect(
        (await call(sara, 'DELETE', `/api/family/invitations/${invitation.id}`)).statusCode,
      ).toBe(200);
      expect((await call(sara, 'GET', '/api/family/invitations')).json().invitations).toHaveLength(
        2,
      );
      expect(
        (await call(sara, 'DELETE', `/api/family/invitations/${invitation.id}`)).statusCode,
      ).toBe(404);
    });

    it('shows the family and role to anyone holding the link', async () => {
      const { token } = await invite({ role: 'parent', invitedName: 'Huda' });
      const response = await sut.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().invitation).toMatchObject({
        familyName: "Sara Ali's family",
        role: 'parent',
        invitedName: 'Huda',
      });
      expect(response.json().invitation).not.toHaveProperty('id');
    });

    it('moves the accepting user into the family with the invited name, once', async () => {
      const { token } = await invite({ role: 'spouse', invitedName: 'Omar the Great' });
      const omarEmail = uniqueEmail('omar');
      const omar = await newUser(omarEmail);
      const accepted = await call(omar.jar, 'POST', `/api/invitations/${token}/accept`, {});
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        familyId: sarasFamily,
        familyName: "Sara Ali's family",
      });

      const session = (await call(omar.jar, 'GET', '/api/auth/session')).json().session;
      expect(session.user.familyId).toBe(sarasFamily);
      const members = (await call(sara, 'GET', '/api/family/members')).json().members;
      expect(members).toMatchObject([
        { name: 'Sara Ali', role: 'admin' },
        {
          name: 'Omar the Great',
          email: omarEmail,
          role: 'spouse',
          status: 'active',
          userId: omar.user.id,
        },
      ]);
      // Omar now sees Sara's family data.
      expect((await call(omar.jar, 'GET', '/api/family/members')).json().members).toHaveLength(2);
      // Omar's own family, made at sign-up and holding nothing but his member row, is gone.
      expect(
        await sut.db.db
          .selectFrom('families')
          .select('id')
          .where('id', '=', omar.user.familyId)
          .execute(),
      ).toEqual([]);
      expect(
        await sut.db.db
          .selectFrom('family_members')
          .select('family_id')
          .where('user_id', '=', omar.user.id)
          .execute(),
      ).toEqual([{ family_id: sarasFamily }]);
      expect((await call(omar.jar, 'GET', '/api/family/onboarding')).json()).toEqual({
        pending: false,
      });

      const again = await call(omar.jar, 'POST', `/api/invitations/${token}/accept`, {});
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe(INVALID);
      const other = await newUser(uniqueEmail('third'));
      expect(
        (await call(other.jar, 'POST', `/api/invitations/${token}/accept`, {})).statusCode,
      ).toBe(404);
      expect(
        (await sut.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode,
      ).toBe(404);
      expect((await call(sara, 'GET', '/api/family/invitations')).json().invitations).toEqual([]);
    });

    it('names the new member by full name, then the e-mail before @', async () => {
      const first = await invite();
      const omar = await newUser(uniqueEmail('omar'), 'Omar Ali');
      await call(omar.jar, 'POST', `/api/invitations/${first.token}/accept`, {});
      const second = await invite();
      // The part before @ of a unique address: huda.s-<n>.
      const hudaEmail = uniqueEmail('huda.s');
      const raw = await newUser(hudaEmail, 'Huda');
      await sut.db.db
        .updateTable('profiles')
        .set({ full_name: null })
        .where('id', '=', raw.user.id)
        .execute();
      await call(raw.jar, 'POST', `/api/invitations/${second.token}/accept`, {});
      const names = (await call(sara, 'GET', '/api/family/members'))
        .json()
        .members.map((m: { name: string }) => m.name);
      expect(names).toEqual(['Sara Ali', 'Omar Ali', hudaEmail.split('@')[0]]);
    });

    it('keeps a left family that holds data, and passes its ownership to an account still in it', async () => {
      const omar = await newUser(uniqueEmail('omar'), 'Omar Ali');
      // Omar's family has a task, and Huda joins it.
      expect(
        (await call(omar.jar, 'POST', '/api/tasks', { title: 'Buy bread', location: 'Bakery' }))
          .statusCode,
      ).toBe(201);
      const omarsInvite = (
        await call(omar.jar, 'POST', '/api/family/invitations', { role: 'child' })
      ).json().invitation;
      const huda = await newUser(uniqueEmail('huda'), 'Huda');
      expect(
        (await call(huda.jar, 'POST', `/api/invitations/${omarsInvite.token}/accept`, {}))
          .statusCode,
      ).toBe(200);

      const { token } = await invite();
      expect(
        (await call(omar.jar, 'POST', `/api/invitations/${token}/accept`, {})).statusCode,
      ).toBe(200);
      const family = await sut.db.db
        .selectFrom('families')
        .select(['id', 'owner_user_id'])
        .where('id', '=', omar.user.familyId)
        .executeTakeFirst();
      expect(family).toEqual({ id: omar.user.familyId, owner_user_id: huda.user.id });
      const left = (await call(huda.jar, 'GET', '/api/family/members')).json().members;
      expect(left.map((m: { name: string }) => m.name)).toEqual(['Huda']);
      expect((await call(huda.jar, 'GET', '/api/tasks')).json().tasks).toHaveLength(1);

      // A family with data and no account left is kept (not deleted) too.
      const lina = await newUser(uniqueEmail('lina'), 'Lina');
      await call(lina.jar, 'POST', '/api/family/groups', { name: 'Cousins' });
      const second = await invite();
      await call(lina.jar, 'POST', `/api/invitations/${second.token}/accept`, {});
      const kept = await sut.db.db
        .selectFrom('family_groups')
        .select('name')
        .where('family_id', '=', lina.user.familyId)
        .execute();
      expect(kept).toEqual([{ name: 'Cousins' }]);
      expect(
        await sut.db.db
          .selectFrom('family_members')
          .select('id')
          .where('family_id', '=', lina.user.familyId)
          .execute(),
      ).toEqual([]);
    });

    it('links a member added earlier with the same e-mail instead of adding a second one', async () => {
      const omarEmail = uniqueEmail('omar');
      const added = (
        await call(sara, 'POST', '/api/family/members', {
          name: 'Omar (husband)',
          // Written as OMAR-<n>@example.com: matched whatever the case.
          email: omarEmail.replace(/^[^@]+/, (local) => local.toUpperCase()),
          role: 'spouse',
          status: 'offline',
        })
      ).json().member;
      const { token } = await invite({ invitedEmail: omarEmail, invitedName: 'Omar' });
      const omar = await newUser(omarEmail);
      expect(
        (await call(omar.jar, 'POST', `/api/invitations/${token}/accept`, {})).json(),
      ).toMatchObject({ memberId: added.id });
      const members = (await call(sara, 'GET', '/api/family/members')).json().members;
      expect(members).toMatchObject([
        { name: 'Sara Ali' },
        {
          id: added.id,
          name: 'Omar (husband)',
          role: 'spouse',
          status: 'active',
          userId: omar.user.id,
        },
      ]);
      expect(members).toHaveLength(2);
    });

    it('lets the invitee decline: shown as declined to the inviter, and the link no longer joins', async () => {
      const invitation = await invite({ invitedName: 'Lina', invitedEmail: 'lina@example.com' });
      const visitor = new CookieJar();
      const declined = await call(
        visitor,
        'POST',
        `/api/invitations/${invitation.token}/decline`,
        {},
      );
      expect(declined.statusCode).toBe(200);
      const listed = (await call(sara, 'GET', '/api/family/invitations')).json().invitations;
      expect(listed).toMatchObject([{ id: invitation.id, status: 'declined' }]);
      expect(listed[0].declinedAt).toBe(env.clock.now.toISOString());

      const omar = await newUser(uniqueEmail('omar'));
      const accept = await call(
        omar.jar,
        'POST',
        `/api/invitations/${invitation.token}/accept`,
        {},
      );
      expect(accept.statusCode).toBe(404);
      expect(accept.json().error.message).toBe(INVALID);
      expect(
        (await sut.app.inject({ method: 'GET', url: `/api/invitations/${invitation.token}` }))
          .statusCode,
      ).toBe(404);
      const twice = await call(visitor, 'POST', `/api/invitations/${invitation.token}/decline`, {});
      expect(twice.statusCode).toBe(404);
      // Resending a declined invitation is refused; removing it clears it from the list.
      expect(
        (await call(sara, 'POST', `/api/family/invitations/${invitation.id}/resend`, {}))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(sara, 'DELETE', `/api/family/invitations/${invitation.id}`)).statusCode,
      ).toBe(200);
      expect((await call(sara, 'GET', '/api/family/invitations')).json().invitations).toEqual([]);
    });

    it('refuses to resend without SMTP or without an address, and says why', async () => {
      const withAddress = await invite({ invitedEmail: 'lina@example.com' });
      const created = await call(sara, 'POST', '/api/family/invitations', {
        invitedEmail: 'huda@example.com',
      });
      expect(created.json().emailed).toBe(false);
      expect(created.json().invitation.emailedAt).toBeNull();
      const noMail = await call(
        sara,
        'POST',
        `/api/family/invitations/${withAddress.id}/resend`,
        {},
      );
      expect(noMail.statusCode).toBe(409);
      expect(noMail.json().error.code).toBe('MAIL_NOT_CONFIGURED');
      const noAddress = await invite();
      const refused = await call(
        sara,
        'POST',
        `/api/family/invitations/${noAddress.id}/resend`,
        {},
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('NO_EMAIL_ADDRESS');
    });

    it('needs a session to invite or accept', async () => {
      const { token } = await invite();
      const visitor = new CookieJar();
      expect((await call(visitor, 'POST', '/api/family/invitations', {})).statusCode).toBe(401);
      expect((await call(visitor, 'GET', '/api/family/invitations')).statusCode).toBe(401);
      expect((await call(visitor, 'POST', `/api/invitations/${token}/accept`, {})).statusCode).toBe(
        401,
      );
    });

    it('rejects bad input', async () => {
      for (const body of [
        { role: 'king' },
        { invitedEmail: 'not-mail' },
        { invitedName: 'x'.repeat(101) },
        { familyId: 'someone-else' },
        { token: 'chosen' },
      ]) {
        const response = await call(sara, 'POST', '/api/family/invitations', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await call(sara, 'GET', '/api/family/invitations')).json().invitations).toEqual([]);
    });

    it("lets a second family neither see nor revoke the first family's invitations", async () => {
      const invitation = await invite({ invitedName: 'Lina' });
      const omar = await newUser(uniqueEmail('omar'));
      expect((await call(omar.jar, 'GET', '/api/family/invitations')).json().invitations).toEqual(
        [],
      );
      const revoke = await call(omar.jar, 'DELETE', `/api/family/invitations/${invitation.id}`);
      expect(revoke.statusCode).toBe(404);
      const resend = await call(
        omar.jar,
        'POST',
        `/api/family/invitations/${invitation.id}/resend`,
        {},
      );
      expect(resend.statusCode).toBe(404);
      expect((await call(sara, 'GET', '/api/family/invitations')).json().invitations).toMatchObject(
        [{ id: invitation.id, status: 'pending' }],
      );
    });
  });

  // An app per test: both move the clock (7 days, 16 minutes) that every test of a shared app
  // would feel, and the rate-limit test counts the lookups of its address (install-wide).
  describe('an app per test: the clock moves, lookups counted per address', () => {
    beforeEach(async () => {
      env = createTestEnv(engine, { RATE_LIMIT_INVITATION_LOOKUP_PER_ADDRESS_MAX: '12' });
      sut = await env.start();
      ({ jar: sara, familyId: sarasFamily } = await env.ctx.newFamily());
    });
    afterEach(async () => {
      await env.cleanup();
    });

    it('refuses expired, revoked and unknown tokens with the spec message', async () => {
      const expired = await invite();
      const revoked = await invite();
      await call(sara, 'DELETE', `/api/family/invitations/${revoked.id}`);
      const omar = await newUser('omar@example.com');
      // The invitations' expiry exactly (7 days after the test clock's start): Sara signed in after
      // that start, so her session (7 days too) still runs.
      env.clock.now = new Date(env.clock.now.getTime() + 7 * 24 * 3600_000);
      for (const token of [expired.token, revoked.token, 'nope', 'x'.repeat(90)]) {
        const preview = await sut.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
        expect(preview.statusCode, token).toBe(404);
        expect(preview.json().error.message).toBe(INVALID);
        const accept = await call(omar.jar, 'POST', `/api/invitations/${token}/accept`, {});
        expect(accept.statusCode, token).toBe(404);
      }
      expect(
        (await call(omar.jar, 'GET', '/api/auth/session')).json().session.user.familyId,
      ).not.toBe(sarasFamily);
      // An expired invitation is no longer listed as pending.
      expect((await call(sara, 'GET', '/api/family/invitations')).json().invitations).toEqual([]);
    });

    it('rate-limits lookups per client address', async () => {
      const { token } = await invite();
      let last = 0;
      for (let i = 0; i < 13; i++) {
        last = (await sut.app.inject({ method: 'GET', url: `/api/invitations/guess-${i}` }))
          .statusCode;
      }
      expect(last).toBe(429);
      const blocked = await sut.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      env.clock.now = new Date(env.clock.now.getTime() + 16 * 60_000);
      expect(
        (await sut.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode,
      ).toBe(200);
    });
  });
});
