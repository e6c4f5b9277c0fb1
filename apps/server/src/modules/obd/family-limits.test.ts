import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { CookieJar } from '../../test/cookie-jar.js';
import { callAs, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

/** Issue 25: a family's vehicles, OBD devices and a vehicle's readings a day have ceilings. */
describe.each(engines)('per-family limits on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const ingest = (token: string, readings: unknown[]) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/obd/ingest',
      headers: { authorization: `Bearer ${token}` },
      payload: { readings },
    });
  const readings = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) => ({
      timestamp: new Date(Date.parse('2026-11-20T08:00:00Z') + (from + i) * 1000).toISOString(),
      engineRpm: 800,
    }));

  beforeEach(async () => {
    env = createTestEnv(engine, {
      FAMILY_MAX_VEHICLES: '2',
      FAMILY_MAX_OBD_DEVICES: '2',
      OBD_READINGS_PER_VEHICLE_PER_DAY: '150',
    });
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
    omar = (await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' })).jar;
  });
  afterEach(() => env.cleanup());

  it('refuses a vehicle and a device past the family’s ceiling; another family is not counted', async () => {
    const cars: string[] = [];
    for (const name of ['Camry', 'Patrol']) {
      const car = await call(sara, 'POST', '/api/vehicles', { name });
      expect(car.statusCode, car.body).toBe(201);
      cars.push(car.json().vehicle.id as string);
    }
    const third = await call(sara, 'POST', '/api/vehicles', { name: 'Hilux' });
    expect(third.statusCode).toBe(409);
    expect(third.json().error.details.fields[0]).toMatchObject({
      key: 'vehicle.limit',
      message: 'Your family has as many vehicles as this server allows',
    });
    expect((await call(sara, 'GET', '/api/vehicles')).json().vehicles).toHaveLength(2);
    expect((await call(omar, 'POST', '/api/vehicles', { name: 'Omar car' })).statusCode).toBe(201);

    for (const deviceId of ['A', 'B']) {
      const device = await call(sara, 'POST', '/api/obd/devices', {
        deviceName: `Adapter ${deviceId}`,
        deviceId,
        vehicleId: cars[0],
      });
      expect(device.statusCode, device.body).toBe(201);
    }
    const extra = await call(sara, 'POST', '/api/obd/devices', {
      deviceName: 'Adapter C',
      deviceId: 'C',
    });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().error.details.fields[0].key).toBe('obd.deviceLimit');
    expect((await call(sara, 'GET', '/api/obd/devices')).json().devices).toHaveLength(2);
    const omars = await call(omar, 'POST', '/api/obd/devices', {
      deviceName: 'Adapter',
      deviceId: 'O',
    });
    expect(omars.statusCode).toBe(201);
    // Deleting one makes room again.
    const vehicles = (await call(sara, 'GET', '/api/vehicles')).json().vehicles as { id: string }[];
    expect((await call(sara, 'DELETE', `/api/vehicles/${vehicles[1]!.id}`)).statusCode).toBe(200);
    expect((await call(sara, 'POST', '/api/vehicles', { name: 'Hilux' })).statusCode).toBe(201);
  });

  it('takes at most the day’s readings for one vehicle, whole batches only', async () => {
    const car = (await call(sara, 'POST', '/api/vehicles', { name: 'Camry' })).json().vehicle.id;
    const device = (
      await call(sara, 'POST', '/api/obd/devices', {
        deviceName: 'ELM327',
        deviceId: 'A1',
        vehicleId: car,
      })
    ).json().device.id;
    const token = (await call(sara, 'POST', `/api/obd/devices/${device}/token`)).json().token;
    expect((await ingest(token, readings(100, 0))).statusCode).toBe(202);
    expect((await ingest(token, readings(50, 100))).statusCode).toBe(202);
    const over = await ingest(token, readings(1, 150));
    expect(over.statusCode).toBe(429);
    expect(over.json().error.details.fields[0].key).toBe('obd.dailyReadingLimit');
    const kept = (await call(sara, 'GET', `/api/vehicles/${car}/readings`)).json().readings;
    expect(kept.length).toBeLessThanOrEqual(150);

    // A day later the vehicle takes readings again.
    env.clock.now = new Date(Date.parse('2026-11-20T09:00:00Z') + 86_400_000 + 1000);
    const next = await ingest(token, [
      { timestamp: new Date(env.clock.now.getTime() - 1000).toISOString(), engineRpm: 800 },
    ]);
    expect(next.statusCode, next.body).toBe(202);
  });
});
