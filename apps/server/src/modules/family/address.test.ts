import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import {
  callAs,
  CookieJar,
  createTestEnv,
  engines,
  sharedTestApp,
  startTestApp,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';

describe.each(engines)('member addresses and geocoding on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let memberId: string;

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);

  /** Sara's family, Omar's, and a member Lina in Sara's. */
  async function families() {
    sara = (await env.ctx.newFamily({ email: uniqueEmail('sara') })).jar;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    memberId = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json().member.id;
  }

  const url = () => `/api/family/members/${memberId}/addresses`;

  describe('one app, each test its own families', () => {
    // One app for these tests; each makes families of its own (test-app.ts).
    const shared = sharedTestApp(engine);
    beforeEach(async () => {
      ({ env, sut } = shared);
      await families();
    });

    it('adds addresses (type home by default, unknown types as custom), lists them oldest first, edits and deletes', async () => {
      const home = await call(sara, 'POST', url(), {
        address: '  King Fahd Road, Riyadh ',
        latitude: 24.71,
        longitude: 46.68,
      });
      expect(home.statusCode).toBe(201);
      expect(home.json().address).toMatchObject({
        memberId,
        address: 'King Fahd Road, Riyadh',
        addressType: 'home',
        label: null,
        latitude: 24.71,
        longitude: 46.68,
      });
      const gym = await call(sara, 'POST', url(), {
        address: 'Fitness Time',
        addressType: 'castle',
        label: 'Gym',
      });
      expect(gym.json().address).toMatchObject({
        addressType: 'custom',
        label: 'Gym',
        latitude: null,
      });

      const list = (await call(sara, 'GET', url())).json().addresses;
      expect(list.map((a: { address: string }) => a.address)).toEqual([
        'King Fahd Road, Riyadh',
        'Fitness Time',
      ]);

      const id = gym.json().address.id;
      const edited = await call(sara, 'PATCH', `/api/family/addresses/${id}`, {
        addressType: 'gym',
        latitude: 24.7,
        longitude: 46.6,
      });
      expect(edited.json().address).toMatchObject({
        addressType: 'gym',
        latitude: 24.7,
        longitude: 46.6,
      });
      expect((await call(sara, 'DELETE', `/api/family/addresses/${id}`)).statusCode).toBe(200);
      expect((await call(sara, 'GET', url())).json().addresses).toHaveLength(1);
    });

    it("requires an address with the spec's message and rejects bad coordinates", async () => {
      for (const [body, message] of [
        [{}, 'Please enter an address!'],
        [{ address: '   ' }, 'Please enter an address!'],
        [{ address: 'x', latitude: 100, longitude: 0 }, 'Invalid coordinates'],
        [{ address: 'x', latitude: 10 }, 'Invalid coordinates'],
        [{ address: 'x'.repeat(501) }, 'Address is too long (maximum 500 characters)'],
        [{ address: 'x', memberId: 'other' }, 'memberId'],
      ] as const) {
        const response = await call(sara, 'POST', url(), body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.message).toContain(message);
      }
      const { address } = (await call(sara, 'POST', url(), { address: 'Home' })).json();
      expect(
        (await call(sara, 'PATCH', `/api/family/addresses/${address.id}`, { address: '' }))
          .statusCode,
      ).toBe(400);
      expect((await call(sara, 'GET', url())).json().addresses).toHaveLength(1);
    });

    it("deletes a member's addresses with the member", async () => {
      await call(sara, 'POST', url(), { address: 'Home' });
      await call(sara, 'DELETE', `/api/family/members/${memberId}`);
      // This member's addresses (other tests' rows share the app's table).
      const rows = await sut.db.db
        .selectFrom('family_member_addresses')
        .select('id')
        .where('family_member_id', '=', memberId)
        .execute();
      expect(rows).toEqual([]);
      expect((await call(sara, 'GET', url())).statusCode).toBe(404);
    });

    it("lets a second family neither read nor change the first family's addresses", async () => {
      const { address } = (await call(sara, 'POST', url(), { address: 'Home' })).json();
      const attempts = [
        await call(omar, 'GET', url()),
        await call(omar, 'POST', url(), { address: 'Sneaky' }),
        await call(omar, 'PATCH', `/api/family/addresses/${address.id}`, { address: 'Hacked' }),
        await call(omar, 'DELETE', `/api/family/addresses/${address.id}`),
      ];
      for (const response of attempts) expect(response.statusCode).toBe(404);
      expect((await call(sara, 'GET', url())).json().addresses).toMatchObject([
        { id: address.id, address: 'Home' },
      ]);
    });

    it('geocodes with the offline gazetteer, answers null for unknown places, and needs a session', async () => {
      const found = await call(
        sara,
        'GET',
        `/api/geocode?address=${encodeURIComponent('Jeddah, Saudi Arabia')}`,
      );
      expect(found.statusCode).toBe(200);
      expect(found.json().result).toEqual({
        latitude: 21.49,
        longitude: 39.19,
        formattedAddress: 'Jeddah, Saudi Arabia',
        precision: 'city',
      });
      const arabic = await call(
        sara,
        'GET',
        `/api/geocode?address=${encodeURIComponent('الرياض')}&language=ar`,
      );
      expect(arabic.json().result.formattedAddress).toBe('الرياض، السعودية');
      expect((await call(sara, 'GET', '/api/geocode?address=Atlantis')).json().result).toBeNull();
      expect((await call(sara, 'GET', '/api/geocode?address=')).statusCode).toBe(400);
      expect((await call(new CookieJar(), 'GET', '/api/geocode?address=Riyadh')).statusCode).toBe(
        401,
      );
    });
  });

  // An app per test: it moves the clock a minute on, which every test of a shared app would feel.
  describe('an app per test: the clock moves', () => {
    beforeEach(async () => {
      env = createTestEnv(engine);
      sut = await env.start();
      await families();
    });
    afterEach(async () => {
      await env.cleanup();
    });

    it('rate-limits geocoding per user', async () => {
      let status = 0;
      for (let i = 0; i < 31; i++)
        status = (await call(sara, 'GET', '/api/geocode?address=Riyadh')).statusCode;
      expect(status).toBe(429);
      // Another user is not affected.
      expect((await call(omar, 'GET', '/api/geocode?address=Riyadh')).statusCode).toBe(200);
      env.clock.now = new Date(env.clock.now.getTime() + 61_000);
      expect((await call(sara, 'GET', '/api/geocode?address=Riyadh')).statusCode).toBe(200);
    });
  });
});

describe.each(engines)('profile home address geocoding on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    ({ env, sut } = await startTestApp(engine));
  });
  afterEach(() => env.cleanup());

  it('fills the home coordinates from the same geocoder', async () => {
    const jar = (await env.ctx.newFamily()).jar;
    const saved = await sut.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: jar.header() },
      payload: { fullName: 'Sara Ali', homeAddress: 'Olaya Street, Riyadh' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ homeLatitude: 24.71, homeLongitude: 46.68 });
  });
});
