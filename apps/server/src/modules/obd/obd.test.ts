import { describe, beforeEach, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { CookieJar } from '../../test/cookie-jar.js';
import { callAs, engines, type TestEnv, uniqueEmail, sharedTestApp } from '../../test/test-app.js';

describe.each(engines)('OBD devices, readings, health and alerts on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let carId: string;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const ingest = (token: string | null, readings: unknown[]) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/obd/ingest',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { readings },
    });
  const addDevice = async (jar: CookieJar, body: Record<string, unknown>) => {
    const response = await call(jar, 'POST', '/api/obd/devices', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().device as { id: string } & Record<string, unknown>;
  };
  const at = (minutes: number) =>
    new Date(Date.parse('2026-11-20T08:00:00Z') + minutes * 60_000).toISOString();

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    sara = (await env.ctx.newFamily({ email: uniqueEmail('sara') })).jar;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    const car = await call(sara, 'POST', '/api/vehicles', { name: 'Camry', mileage: 48_000 });
    carId = car.json().vehicle.id;
  });

  it('registers a device disconnected, then pairs, connects, disconnects and resets it', async () => {
    const device = await addDevice(sara, {
      deviceName: 'Vgate iCar Pro',
      deviceId: 'OBDII-7F3A',
      vehicleId: carId,
    });
    expect(device).toMatchObject({
      connectionType: 'bluetooth',
      protocolType: null,
      status: 'disconnected',
      isPaired: false,
      isConnected: false,
      hasToken: false,
      isDemo: false,
    });
    const step = async (action: string) =>
      (await call(sara, 'POST', `/api/obd/devices/${device.id}/${action}`)).json().device;
    expect(await step('pair')).toMatchObject({
      status: 'paired',
      isPaired: true,
      pairingDate: '2026-11-20T09:00:00.000Z',
    });
    expect(await step('connect')).toMatchObject({ status: 'connected', isConnected: true });
    expect(await step('disconnect')).toMatchObject({ status: 'disconnected', isConnected: false });
    expect(await step('reset')).toMatchObject({ status: 'disconnected', isPaired: true });
    const missing = await call(sara, 'POST', '/api/obd/devices', { deviceName: ' ', deviceId: '' });
    expect(missing.json().error.details.fields.map((f: { key: string }) => f.key)).toEqual([
      'obd.deviceNameRequired',
      'obd.deviceIdRequired',
    ]);
    expect(missing.json().error.details.fields[0].message).toBe(
      'Please fill in all required fields',
    );
    const demo = await addDevice(sara, {
      deviceName: 'Demo adapter',
      deviceId: 'DEMO',
      vehicleId: carId,
      demo: true,
    });
    expect(demo).toMatchObject({ isDemo: true, status: 'disconnected' });
  });

  it('takes readings with a device token, scores the latest and raises alerts from codes', async () => {
    const device = await addDevice(sara, {
      deviceName: 'ELM327',
      deviceId: 'A1',
      vehicleId: carId,
    });
    const health0 = await call(sara, 'GET', `/api/vehicles/${carId}/health`);
    expect(health0.json()).toMatchObject({ latest: null, score: { score: 0, hasReading: false } });

    const issued = await call(sara, 'POST', `/api/obd/devices/${device.id}/token`);
    expect(issued.statusCode).toBe(201);
    const token = issued.json().token as string;
    expect(token).toMatch(/^usra_obd_[\w-]{43}$/);
    expect(issued.json().device.hasToken).toBe(true);

    const accepted = await ingest(token, [
      {
        timestamp: at(0),
        engineRpm: 780,
        vehicleSpeed: 0,
        engineTemperature: 90,
        engineLoad: 20,
        fuelLevel: 60,
      },
      // 106 °C is above 220 °F; load 85 > 80; fuel 8 < 10; two codes (one twice).
      {
        timestamp: at(1),
        engineRpm: 2400,
        vehicleSpeed: 88,
        engineTemperature: 106,
        engineLoad: 85,
        fuelLevel: 8,
        diagnosticCodes: ['p0301', 'P0420', 'P0301'],
      },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.json()).toEqual({ accepted: 2 });

    const health = (await call(sara, 'GET', `/api/vehicles/${carId}/health`)).json();
    expect(health.latest).toMatchObject({ vehicleSpeed: 88, diagnosticCodes: ['P0301', 'P0420'] });
    // 100 − 20 (temperature) − 15 (load) − 10 (fuel) − 2 × 10 (codes) = 35.
    expect(health.score).toMatchObject({
      score: 35,
      label: 'needs-attention',
      temperatureHigh: true,
      hasReading: true,
    });
    const readings = (await call(sara, 'GET', `/api/vehicles/${carId}/readings`)).json().readings;
    expect(readings.map((r: { engineRpm: number }) => r.engineRpm)).toEqual([2400, 780]);

    const alerts = (await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json().alerts;
    expect(alerts.map((a: { diagnosticCode: string }) => a.diagnosticCode).sort()).toEqual([
      'P0301',
      'P0420',
    ]);
    const misfire = alerts.find((a: { diagnosticCode: string }) => a.diagnosticCode === 'P0301');
    expect(misfire).toMatchObject({ isAcknowledged: false, isResolved: false });
    expect(misfire.title.en).toMatch(/^P0301: /);
    expect(misfire.title.ar).toMatch(/^P0301: /);

    // The same code again raises no second alert while the first is open.
    await ingest(token, [{ timestamp: at(2), diagnosticCodes: ['P0301'] }]);
    expect((await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json().alerts).toHaveLength(
      2,
    );

    const resolveFirst = await call(
      sara,
      'POST',
      `/api/vehicles/${carId}/alerts/${misfire.id}/resolve`,
    );
    expect(resolveFirst.statusCode).toBe(409);
    expect(resolveFirst.json().error.code).toBe('ALERT_NOT_ACKNOWLEDGED');
    const acknowledged = await call(
      sara,
      'POST',
      `/api/vehicles/${carId}/alerts/${misfire.id}/acknowledge`,
    );
    expect(acknowledged.json().alert).toMatchObject({
      isAcknowledged: true,
      acknowledgedAt: '2026-11-20T09:00:00.000Z',
    });
    const resolved = await call(
      sara,
      'POST',
      `/api/vehicles/${carId}/alerts/${misfire.id}/resolve`,
    );
    expect(resolved.json().alert).toMatchObject({ isResolved: true });
    // Once resolved, the code coming back raises a new alert.
    await ingest(token, [{ timestamp: at(3), diagnosticCodes: ['P0301'] }]);
    expect((await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json().alerts).toHaveLength(
      3,
    );
  });

  it('reads the battery voltage (PID 0142) and raises one low-voltage alert with its reason', async () => {
    const device = await addDevice(sara, {
      deviceName: 'OBDLink',
      deviceId: 'B1',
      vehicleId: carId,
    });
    const token = (await call(sara, 'POST', `/api/obd/devices/${device.id}/token`)).json()
      .token as string;
    // Running at 13.9 V and parked at 12.4 V: nothing is low.
    const fine = await sut.app.inject({
      method: 'POST',
      url: '/api/obd/ingest',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        readings: [
          { timestamp: at(0), engineRpm: 800, batteryVoltage: 13.9 },
          { timestamp: at(1), engineRpm: 0, batteryVoltage: 12.4 },
        ],
        device: {
          batteryLevel: 87,
          signalStrength: 64,
          settings: { protocol: 'ISO 15765-4 (CAN)', sleepAfterMinutes: 10, lowPower: true },
        },
      },
    });
    expect(fine.statusCode, fine.body).toBe(202);
    const readings = (await call(sara, 'GET', `/api/vehicles/${carId}/readings`)).json()
      .readings as { batteryVoltage: number | null }[];
    expect(readings.map((r) => r.batteryVoltage)).toEqual([12.4, 13.9]);
    expect((await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json().alerts).toEqual([]);
    const listed = (await call(sara, 'GET', '/api/obd/devices')).json().devices[0];
    expect(listed).toMatchObject({
      batteryLevel: 87,
      signalStrength: 64,
      deviceSettings: { protocol: 'ISO 15765-4 (CAN)', sleepAfterMinutes: 10, lowPower: true },
    });

    // 13.0 V with the engine running: below 13.2 V, the alternator is suspect.
    await ingest(token, [{ timestamp: at(2), engineRpm: 2100, batteryVoltage: 13.0 }]);
    // Another low one while that alert is open raises nothing more.
    await ingest(token, [{ timestamp: at(3), engineRpm: 0, batteryVoltage: 11.7 }]);
    const alerts = (await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json().alerts;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: 'low_voltage',
      diagnosticCode: null,
      severity: 'warning',
      title: { en: 'Low battery voltage: 13.0 V', ar: 'جهد البطارية منخفض: ١٣٫٠ فولت' },
      description: {
        en: '13.0 V with the engine running, below 13.2 V: the alternator may not be charging the battery.',
      },
    });
    // The bell says it too, as its own kind.
    const bell = (await call(sara, 'GET', '/api/notifications?timeZone=Asia/Riyadh')).json();
    expect(bell.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'vehicleBatteryLow',
        params: { vehicleName: 'Camry', voltage: 13 },
      }),
    );
    // Resolved, a new low voltage (engine off this time) raises a new alert.
    const id = alerts[0].id as string;
    await call(sara, 'POST', `/api/vehicles/${carId}/alerts/${id}/acknowledge`);
    await call(sara, 'POST', `/api/vehicles/${carId}/alerts/${id}/resolve`);
    await ingest(token, [{ timestamp: at(4), engineRpm: 0, batteryVoltage: 11.6 }]);
    const again = (await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json().alerts;
    expect(again[0]).toMatchObject({
      type: 'low_voltage',
      isResolved: false,
      description: {
        en: '11.6 V with the engine off, below 12.0 V: the battery may be weak or discharged.',
      },
    });
    // Out of PID 0142's range, or a bad device status: refused, nothing written.
    expect((await ingest(token, [{ timestamp: at(5), batteryVoltage: 70 }])).statusCode).toBe(400);
    const bad = await sut.app.inject({
      method: 'POST',
      url: '/api/obd/ingest',
      headers: { authorization: `Bearer ${token}` },
      payload: { readings: [{ timestamp: at(6) }], device: { batteryLevel: 140 } },
    });
    expect(bad.statusCode).toBe(400);
    // Another family never sees this family's device status.
    expect((await call(omar, 'GET', '/api/obd/devices')).json().devices).toEqual([]);
  });

  it('refuses bad tokens, bad readings and a device without a vehicle, writing nothing', async () => {
    const device = await addDevice(sara, { deviceName: 'ELM327', deviceId: 'A1' });
    const token = (await call(sara, 'POST', `/api/obd/devices/${device.id}/token`)).json().token;
    const noVehicle = await ingest(token, [{ timestamp: at(0), engineRpm: 800 }]);
    expect(noVehicle.statusCode).toBe(409);
    expect(noVehicle.json().error.code).toBe('DEVICE_WITHOUT_VEHICLE');
    await call(sara, 'PATCH', `/api/obd/devices/${device.id}`, { vehicleId: carId });

    expect((await ingest(null, [{ timestamp: at(0) }])).statusCode).toBe(401);
    expect((await ingest('usra_obd_not-a-token', [{ timestamp: at(0) }])).statusCode).toBe(401);
    const bad = await ingest(token, [
      { timestamp: at(0), vehicleSpeed: 300, diagnosticCodes: ['X999'] },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.map((f: { key: string }) => f.key)).toEqual([
      'obd.valueOutOfRange',
      'obd.codeInvalid',
    ]);
    expect((await ingest(token, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ timestamp: at(i) }));
    expect((await ingest(token, tooMany)).statusCode).toBe(400);
    expect((await call(sara, 'GET', `/api/vehicles/${carId}/readings`)).json().readings).toEqual(
      [],
    );

    // A revoked token stops at once.
    await call(sara, 'DELETE', `/api/obd/devices/${device.id}/token`);
    expect((await ingest(token, [{ timestamp: at(0) }])).statusCode).toBe(401);
  });

  it('keeps a week at full resolution and older readings one a minute', async () => {
    const device = await addDevice(sara, {
      deviceName: 'ELM327',
      deviceId: 'A1',
      vehicleId: carId,
    });
    const token = (await call(sara, 'POST', `/api/obd/devices/${device.id}/token`)).json().token;
    const tenDaysAgo = Date.parse('2026-11-10T07:00:00Z');
    const old = Array.from({ length: 60 }, (_, i) => ({
      timestamp: new Date(tenDaysAgo + i * 3000).toISOString(), // 3 minutes, every 3 s
      engineRpm: 1000 + i * 10,
      vehicleSpeed: 60,
      diagnosticCodes: i === 5 ? ['P0301'] : [],
    }));
    const recent = [0, 1, 2].map((i) => ({ timestamp: at(i), engineRpm: 800 }));
    expect((await ingest(token, [...old, ...recent])).statusCode).toBe(202);
    const readings = (await call(sara, 'GET', `/api/vehicles/${carId}/readings`)).json()
      .readings as { timestamp: string; engineRpm: number; diagnosticCodes: string[] }[];
    expect(readings.map((r) => r.timestamp)).toEqual([
      at(2),
      at(1),
      at(0),
      '2026-11-10T07:02:00.000Z',
      '2026-11-10T07:01:00.000Z',
      '2026-11-10T07:00:00.000Z',
    ]);
    // The first minute: readings 0–19, rpm 1000–1190, mean 1095; the code it had stays.
    expect(readings[5]).toMatchObject({ engineRpm: 1095, diagnosticCodes: ['P0301'] });
    expect(readings[4]).toMatchObject({ engineRpm: 1295, diagnosticCodes: [] });
  });

  it('limits a device to exactly 600 reading batches a minute, even all at once', async () => {
    const device = await addDevice(sara, {
      deviceName: 'ELM327',
      deviceId: 'A1',
      vehicleId: carId,
    });
    const token = (await call(sara, 'POST', `/api/obd/devices/${device.id}/token`)).json().token;
    const responses = await Promise.all(
      Array.from({ length: 630 }, () => ingest(token, [{ timestamp: at(0), engineRpm: 800 }])),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(600);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    const limited = await ingest(token, [{ timestamp: at(0), engineRpm: 800 }]);
    expect(limited.statusCode).toBe(429);
  }, 90_000);

  it('refuses readings dated ahead of the server clock or more than a year ago (issue 25)', async () => {
    const device = await addDevice(sara, {
      deviceName: 'ELM327',
      deviceId: 'T1',
      vehicleId: carId,
    });
    const token = (await call(sara, 'POST', `/api/obd/devices/${device.id}/token`)).json().token;
    const now = Date.parse('2026-11-20T09:00:00Z');
    const cases = [
      { timestamp: '9999-12-31T23:59:59Z', key: 'obd.timestampInFuture' },
      { timestamp: new Date(now + 5 * 60_000 + 1000).toISOString(), key: 'obd.timestampInFuture' },
      { timestamp: '0001-01-01T00:00:00Z', key: 'obd.timestampTooOld' },
      { timestamp: new Date(now - 366 * 86_400_000).toISOString(), key: 'obd.timestampTooOld' },
    ];
    for (const { timestamp, key } of cases) {
      const response = await ingest(token, [
        { timestamp: at(0), engineRpm: 800 },
        { timestamp, engineRpm: 900 },
      ]);
      expect(response.statusCode, timestamp).toBe(400);
      expect(response.json().error.details.fields, timestamp).toEqual([
        expect.objectContaining({ path: 'readings.1.timestamp', key }),
      ]);
    }
    // Nothing of a refused batch was kept; a clock a little ahead and last month are fine.
    expect((await call(sara, 'GET', `/api/vehicles/${carId}/readings`)).json().readings).toEqual(
      [],
    );
    const fine = await ingest(token, [
      { timestamp: new Date(now + 4 * 60_000).toISOString(), engineRpm: 800 },
      { timestamp: new Date(now - 30 * 86_400_000).toISOString(), engineRpm: 800 },
    ]);
    expect(fine.statusCode, fine.body).toBe(202);
    const latest = (await call(sara, 'GET', `/api/vehicles/${carId}/readings`)).json().readings;
    expect(latest[0].timestamp).toBe(new Date(now + 4 * 60_000).toISOString());
  });

  it('predicts maintenance from the service log and the distance driven', async () => {
    await call(sara, 'POST', `/api/vehicles/${carId}/service-logs`, {
      date: '2026-06-01',
      odometer: 40_000,
      serviceType: 'oil_change',
    });
    await call(sara, 'POST', `/api/vehicles/${carId}/fuel-logs`, {
      date: '2026-11-20',
      odometer: 48_000,
      volume: 40,
    });
    const response = await call(sara, 'GET', `/api/vehicles/${carId}/predictions`);
    expect(response.statusCode, response.body).toBe(200);
    const predictions = response.json().predictions as {
      type: string;
      predictedDate: string;
      reason: { code: string };
      confidence: number;
    }[];
    const oil = predictions.find((p) => p.type === 'oil_change')!;
    expect(oil.reason.code).toBe('distance-since-service');
    expect(oil.confidence).toBeGreaterThan(0);
    expect(oil.confidence).toBeLessThanOrEqual(1);
    const dates = predictions.map((p) => p.predictedDate);
    expect(dates).toEqual([...dates].sort());
  });

  it("keeps another family's token, devices, readings and alerts apart", async () => {
    const device = await addDevice(sara, {
      deviceName: 'ELM327',
      deviceId: 'A1',
      vehicleId: carId,
    });
    const token = (await call(sara, 'POST', `/api/obd/devices/${device.id}/token`)).json().token;
    await ingest(token, [{ timestamp: at(0), diagnosticCodes: ['P0300'] }]);
    const alertId = (await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json().alerts[0].id;

    const omarCar = (await call(omar, 'POST', '/api/vehicles', { name: 'Omar car' })).json().vehicle
      .id as string;
    const attempts: [string, string, unknown?][] = [
      ['PATCH', `/api/obd/devices/${device.id}`, { deviceName: 'Mine' }],
      ['POST', `/api/obd/devices/${device.id}/connect`],
      ['POST', `/api/obd/devices/${device.id}/token`],
      ['DELETE', `/api/obd/devices/${device.id}/token`],
      ['POST', `/api/obd/devices/${device.id}/readings`, { readings: [{ timestamp: at(1) }] }],
      ['DELETE', `/api/obd/devices/${device.id}`],
      ['GET', `/api/vehicles/${carId}/readings`],
      ['GET', `/api/vehicles/${carId}/health`],
      ['GET', `/api/vehicles/${carId}/alerts`],
      ['GET', `/api/vehicles/${carId}/predictions`],
      ['POST', `/api/vehicles/${carId}/alerts/${alertId}/acknowledge`],
      ['POST', `/api/vehicles/${omarCar}/alerts/${alertId}/acknowledge`],
      // Omar's own device cannot be tied to Sara's car.
      ['POST', '/api/obd/devices', { deviceName: 'X', deviceId: 'Y', vehicleId: carId }],
    ];
    for (const [method, url, body] of attempts) {
      expect((await call(omar, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(omar, 'GET', '/api/obd/devices')).json().devices).toEqual([]);
    // Sara's token only ever writes to Sara's car.
    await call(sara, 'PATCH', `/api/obd/devices/${device.id}`, { vehicleId: omarCar });
    const after = await call(sara, 'GET', '/api/obd/devices');
    expect(after.json().devices[0]).toMatchObject({ vehicleId: carId, status: 'disconnected' });
    const alerts = (await call(sara, 'GET', `/api/vehicles/${carId}/alerts`)).json().alerts;
    expect(alerts[0]).toMatchObject({ isAcknowledged: false });
    expect(
      (await call(sara, 'GET', `/api/vehicles/${carId}/readings`)).json().readings,
    ).toHaveLength(1);
  });
});
