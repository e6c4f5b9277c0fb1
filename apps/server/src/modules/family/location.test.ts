import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('location sharing on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let familyId: string;

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    ({ jar: sara, familyId } = await env.ctx.newFamily());
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it("updates the member's last location with the place name, last seen and status, creating the row once", async () => {
    const events: ChangeEvent[] = [];
    sut.app.events.subscribe(familyId, (event) => events.push(event));
    const first = await call(sara, 'PUT', '/api/family/location?language=ar', {
      latitude: 24.72,
      longitude: 46.69,
      accuracy: 20,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().member).toMatchObject({
      name: 'Sara Ali',
      email: 'sara@example.com',
      lastLocation: 'الرياض، السعودية',
      lastLatitude: 24.72,
      lastLongitude: 46.69,
      status: 'active',
      lastSeen: env.clock.now.toISOString(),
    });
    env.clock.now = new Date(env.clock.now.getTime() + 60_000);
    const second = await call(sara, 'PUT', '/api/family/location', {
      latitude: 21.5,
      longitude: 39.2,
    });
    expect(second.json().member).toMatchObject({
      id: first.json().member.id,
      lastLocation: 'Jeddah, Saudi Arabia',
    });
    expect((await call(sara, 'GET', '/api/family/members')).json().members).toHaveLength(1);
    expect(events.map((e) => e.topic)).toEqual(['family-members', 'family-members']);

    // Far from any known city: the position is kept without a place name.
    const sea = await call(sara, 'PUT', '/api/family/location', { latitude: 0, longitude: -30 });
    expect(sea.json().member).toMatchObject({ lastLocation: null, lastLatitude: 0 });
  });

  it('stops sharing: the member shows offline and keeps the last place', async () => {
    await call(sara, 'PUT', '/api/family/location', { latitude: 24.72, longitude: 46.69 });
    expect((await call(sara, 'DELETE', '/api/family/location')).statusCode).toBe(200);
    const [member] = (await call(sara, 'GET', '/api/family/members')).json().members;
    expect(member).toMatchObject({ status: 'offline', lastLocation: 'Riyadh, Saudi Arabia' });
  });

  it('rejects bad positions and visitors', async () => {
    for (const body of [
      {},
      { latitude: 91, longitude: 0 },
      { latitude: 0 },
      { latitude: 'x', longitude: 1 },
      { latitude: 1, longitude: 1, userId: 'x' },
    ]) {
      expect(
        (await call(sara, 'PUT', '/api/family/location', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (await call(new CookieJar(), 'PUT', '/api/family/location', { latitude: 1, longitude: 1 }))
        .statusCode,
    ).toBe(401);
    expect((await call(sara, 'GET', '/api/family/members')).json().members).toMatchObject([
      { name: 'Sara Ali', lastSeen: null, lastLocation: null },
    ]);
  });

  it("only ever moves the sharer's own row, in their own family", async () => {
    const omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' })).jar;
    await call(sara, 'PUT', '/api/family/location', { latitude: 24.72, longitude: 46.69 });
    await call(omar, 'PUT', '/api/family/location', { latitude: 21.5, longitude: 39.2 });
    const saras = (await call(sara, 'GET', '/api/family/members')).json().members;
    expect(saras).toMatchObject([{ name: 'Sara Ali', lastLocation: 'Riyadh, Saudi Arabia' }]);
  });
});
