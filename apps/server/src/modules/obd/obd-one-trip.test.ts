import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  createTestEnv,
  engines,
  type TestEnv,
  type TestUser,
} from '../../test/test-app.js';
import { queriesDuring } from '../../test/pg-queries.js';

const plain = {
  timestamp: '2026-11-20T08:59:00.000Z',
  engineRpm: 2100,
  vehicleSpeed: 64,
  engineTemperature: 88,
  engineLoad: 35,
  fuelLevel: 61,
};

/**
 * Issue 30: on PostgreSQL a plain reading (no trouble code, no low battery, no device status)
 * is one statement: its rows, the device's last reading time and the NOTIFY. Readings that
 * raise alerts keep the path that writes them first.
 */
describe.each(engines)('OBD readings in one round trip on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;
  let omar: TestUser;
  let carId: string;
  let deviceId: string;
  let token: string;
  let events: ChangeEvent[];

  const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, user.jar, method, url, payload);
  const ingest = (readings: unknown[]) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/obd/ingest',
      headers: { authorization: `Bearer ${token}` },
      payload: { readings },
    });

  beforeEach(async () => {
    env = createTestEnv(engine);
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    sut = await env.start();
    sara = await env.ctx.newFamily();
    omar = await env.ctx.newFamily({ email: 'omar@example.com', fullName: 'Omar Ali' });
    carId = (await env.ctx.newVehicle(sara, { name: 'Camry' })).id;
    deviceId = (
      await env.ctx.newObdDevice(sara, { deviceName: 'ELM327', deviceId: 'A1', vehicleId: carId })
    ).id;
    token = (await call(sara, 'POST', `/api/obd/devices/${deviceId}/token`)).json().token;
    events = [];
    sut.app.events.subscribe(sara.familyId, (event) => events.push(event));
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('stores a plain reading, dates the device and announces it to this family only', async () => {
    let accepted!: Awaited<ReturnType<typeof ingest>>;
    const texts = await queriesDuring(async () => {
      accepted = await ingest([plain, { ...plain, timestamp: '2026-11-20T08:59:30.000Z' }]);
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.json()).toEqual({ accepted: 2 });
    if (engine === 'postgres') {
      // One statement wrote the rows and the device's time (before: begin, the insert, the
      // update, commit); its notice follows the commit from the event bus's own queue
      // (decision 020: a NOTIFY inside the write's transaction held up every other commit).
      const writes = texts.filter((t) => /insert into "obd_readings"/.test(t));
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatch(/update "obd_devices"/);
      expect(writes[0]).not.toMatch(/pg_notify/);
      expect(texts.filter((t) => /^update "obd_devices"/.test(t))).toEqual([]);
      // The device's rate and the vehicle's day of readings: one statement each.
      expect(texts.filter((t) => t.includes('rate_limits'))).toHaveLength(2);
    }
    const readings = (await call(sara, 'GET', `/api/vehicles/${carId}/readings`)).json();
    expect(readings.readings.map((r: { timestamp: string }) => r.timestamp)).toEqual([
      '2026-11-20T08:59:30.000Z',
      '2026-11-20T08:59:00.000Z',
    ]);
    const devices = (await call(sara, 'GET', '/api/obd/devices')).json().devices;
    expect(devices[0]).toMatchObject({ id: deviceId, lastReadingAt: '2026-11-20T09:00:00.000Z' });
    expect(events).toEqual([
      { topic: 'vehicles', familyId: sara.familyId, data: { id: carId, action: 'readings' } },
    ]);
    // Another family sees none of it.
    expect((await call(omar, 'GET', `/api/vehicles/${carId}/readings`)).statusCode).toBe(404);
    expect((await call(omar, 'GET', '/api/obd/devices')).json().devices).toEqual([]);
  });

  it('a reading with a trouble code still raises its alert before it is announced', async () => {
    const accepted = await ingest([{ ...plain, diagnosticCodes: ['P0301'] }]);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const alerts = (await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json();
    expect(JSON.stringify(alerts)).toContain('P0301');
    expect(events.map((e) => e.data)).toEqual([{ id: carId, action: 'readings' }]);
  });
});
