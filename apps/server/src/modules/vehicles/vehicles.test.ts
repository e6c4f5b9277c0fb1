import { beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import type { ChangeEvent } from '../../platform/events.js';
import {
  callAs,
  CookieJar,
  engines,
  type TestEnv,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';

const VIN = '1HGCM82633A004352';

describe.each(engines)('vehicles API on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let events: ChangeEvent[];

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const addVehicle = async (jar: CookieJar, body: Record<string, unknown>) => {
    const response = await call(jar, 'POST', '/api/vehicles', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().vehicle as { id: string } & Record<string, unknown>;
  };
  const logFuel = (jar: CookieJar, id: string, body: Record<string, unknown>) =>
    call(jar, 'POST', `/api/vehicles/${id}/fuel-logs`, body);
  const logService = (jar: CookieJar, id: string, body: Record<string, unknown>) =>
    call(jar, 'POST', `/api/vehicles/${id}/service-logs`, body);

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    const owner = await env.ctx.newFamily({ email: uniqueEmail('sara') });
    sara = owner.jar;
    const familyId = owner.familyId;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    events = [];
    shared.listen(familyId, (event) => events.push(event));
  });

  describe('vehicles', () => {
    it('adds a vehicle with only a name: mileage 0, fuel 100, the rest null', async () => {
      const vehicle = await addVehicle(sara, { name: ' كامري العائلة ', make: '', vin: ' ' });
      expect(vehicle).toMatchObject({
        name: 'كامري العائلة',
        make: null,
        model: null,
        year: null,
        mileage: 0,
        fuelLevel: 100,
        vin: null,
        licensePlate: null,
        lastServiceDate: null,
        nextServiceMileage: null,
      });
      expect(events).toEqual([
        expect.objectContaining({ topic: 'vehicles', data: { id: vehicle.id, action: 'created' } }),
        expect.objectContaining({ topic: 'dashboard' }),
      ]);
      const list = await call(sara, 'GET', '/api/vehicles');
      expect(list.json().vehicles.map((v: { id: string }) => v.id)).toEqual([vehicle.id]);
    });

    it('refuses a missing name, fractional numbers, fuel above 100 and a short VIN', async () => {
      const response = await call(sara, 'POST', '/api/vehicles', {
        name: '',
        year: 2020.5,
        mileage: -3,
        fuelLevel: 101,
        vin: '1hgcm82633a00435',
      });
      expect(response.statusCode).toBe(400);
      const problems = response.json().error.details.fields as { path: string; key: string }[];
      expect(problems.map((p) => [p.path, p.key])).toEqual([
        ['name', 'vehicle.nameRequired'],
        ['year', 'vehicle.yearInvalid'],
        ['mileage', 'vehicle.mileageInvalid'],
        ['fuelLevel', 'vehicle.fuelLevelInvalid'],
        ['vin', 'vin.invalidLength'],
      ]);
      expect((await call(sara, 'GET', '/api/vehicles')).json().vehicles).toEqual([]);
    });

    it('stores the VIN upper case and refuses it twice in one family, not across families', async () => {
      const first = await addVehicle(sara, { name: 'Accord', vin: VIN.toLowerCase() });
      expect(first.vin).toBe(VIN);
      const again = await call(sara, 'POST', '/api/vehicles', { name: 'Copy', vin: VIN });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'DUPLICATE_VIN',
        message: 'A vehicle with this VIN already exists.',
      });
      // Another family may hold the same car (one sold it to the other).
      await addVehicle(omar, { name: 'Accord', vin: VIN });
      const other = await addVehicle(sara, { name: 'Other' });
      const edit = await call(sara, 'PATCH', `/api/vehicles/${other.id}`, { vin: VIN });
      expect(edit.json().error.code).toBe('DUPLICATE_VIN');
    });

    it('lets only one of two simultaneous adds of one VIN through', async () => {
      const answers = await Promise.all(
        [1, 2, 3].map(() => call(sara, 'POST', '/api/vehicles', { name: 'Twin', vin: VIN })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it('edits and deletes a vehicle with its logs', async () => {
      const car = await addVehicle(sara, { name: 'Car', mileage: 500 });
      const edited = await call(sara, 'PATCH', `/api/vehicles/${car.id}`, {
        name: 'Family car',
        licensePlate: 'ABC 123',
        fuelLevel: 40,
      });
      expect(edited.json().vehicle).toMatchObject({
        name: 'Family car',
        licensePlate: 'ABC 123',
        fuelLevel: 40,
        mileage: 500,
      });
      expect(
        (await logFuel(sara, car.id, { date: '2026-11-20', odometer: 600, volume: 30 })).statusCode,
      ).toBe(201);
      expect((await call(sara, 'DELETE', `/api/vehicles/${car.id}`)).json()).toEqual({ ok: true });
      expect((await call(sara, 'GET', `/api/vehicles/${car.id}`)).statusCode).toBe(404);
      expect((await call(sara, 'GET', `/api/vehicles/${car.id}/fuel-logs`)).statusCode).toBe(404);
    });
  });

  describe('fuel and service logs', () => {
    it('moves the mileage forward and reports economy between full tanks', async () => {
      const car = await addVehicle(sara, { name: 'Car', mileage: 10_000 });
      const first = await logFuel(sara, car.id, {
        date: '2026-11-01',
        odometer: 10_000,
        volume: 50,
        cost: 100,
      });
      expect(first.statusCode, first.body).toBe(201);
      const partial = await logFuel(sara, car.id, {
        date: '2026-11-05',
        odometer: 10_300,
        volume: 20,
        cost: 50,
        fullTank: false,
        station: 'محطة الرياض',
      });
      expect(partial.json().vehicle.mileage).toBe(10_300);
      await logFuel(sara, car.id, { date: '2026-11-10', odometer: 10_800, volume: 36, cost: 90 });
      const logs = await call(sara, 'GET', `/api/vehicles/${car.id}/fuel-logs`);
      expect(logs.json().fuelLogs.map((l: { odometer: number }) => l.odometer)).toEqual([
        10_800, 10_300, 10_000,
      ]);
      expect(logs.json().economy).toEqual({
        perFill: [{ id: expect.any(String), distanceKm: 800, litres: 56, litresPer100Km: 7 }],
        averageLitresPer100Km: 7,
        costPerKm: 0.175,
      });
      expect(logs.json().fuelLogs[1]).toMatchObject({
        station: 'محطة الرياض',
        fullTank: false,
        volume: 20,
        cost: 50,
      });
    });

    it('refuses an odometer going backwards, with the reading it conflicts with', async () => {
      const car = await addVehicle(sara, { name: 'Car', mileage: 5000 });
      await logFuel(sara, car.id, { date: '2026-11-10', odometer: 6000, volume: 40 });
      const lower = await logFuel(sara, car.id, { date: '2026-11-12', odometer: 5900, volume: 40 });
      expect(lower.statusCode).toBe(409);
      expect(lower.json().error).toMatchObject({
        code: 'ODOMETER_BACKWARDS',
        message:
          'The odometer reading cannot be lower than an earlier reading (6000 km on 2026-11-10).',
        details: { field: 'odometer', odometer: 6000, date: '2026-11-10', relation: 'earlier' },
      });
      const higher = await logService(sara, car.id, {
        date: '2026-11-01',
        odometer: 6100,
        serviceType: 'oil_change',
      });
      expect(higher.json().error.details).toMatchObject({ odometer: 6000, relation: 'later' });
      const belowMileage = await logService(sara, car.id, {
        date: '2026-11-20',
        odometer: 4000,
        serviceType: 'brake_service',
      });
      expect(belowMileage.json().error.details).toMatchObject({ relation: 'earlier' });
      // Older history may be entered below today's mileage.
      const backfill = await logService(sara, car.id, {
        date: '2025-06-01',
        odometer: 3000,
        serviceType: 'battery',
      });
      expect(backfill.statusCode, backfill.body).toBe(201);
      expect((await call(sara, 'GET', `/api/vehicles/${car.id}`)).json().vehicle.mileage).toBe(
        6000,
      );
    });

    it('refuses a new reading below the mileage the vehicle was added with', async () => {
      const car = await addVehicle(sara, { name: 'Car', mileage: 5000 });
      const response = await logFuel(sara, car.id, {
        date: '2026-11-20',
        odometer: 4999,
        volume: 10,
      });
      expect(response.json().error).toMatchObject({
        code: 'ODOMETER_BACKWARDS',
        message: "The odometer reading cannot be lower than the vehicle's mileage (5000 km).",
      });
    });

    it('sets the last service date, and falls back when that entry is deleted', async () => {
      const car = await addVehicle(sara, { name: 'Car' });
      const older = await logService(sara, car.id, {
        date: '2026-05-01',
        odometer: 1000,
        serviceType: 'oil_change',
        cost: 45.5,
        notes: 'زيت 5W-30\nوفلتر',
        performedBy: 'ورشة النور',
      });
      expect(older.json().vehicle).toMatchObject({ lastServiceDate: '2026-05-01', mileage: 1000 });
      const newer = await logService(sara, car.id, {
        date: '2026-11-01',
        odometer: 9000,
        serviceType: 'brake_service',
      });
      expect(newer.json().vehicle.lastServiceDate).toBe('2026-11-01');
      const list = await call(sara, 'GET', `/api/vehicles/${car.id}/service-logs`);
      expect(list.json().serviceLogs[1]).toMatchObject({
        serviceType: 'oil_change',
        cost: 45.5,
        notes: 'زيت 5W-30\nوفلتر',
        performedBy: 'ورشة النور',
      });
      const removed = await call(
        sara,
        'DELETE',
        `/api/vehicles/${car.id}/service-logs/${newer.json().serviceLog.id}`,
      );
      expect(removed.json().vehicle).toMatchObject({
        lastServiceDate: '2026-05-01',
        mileage: 9000,
      });
    });
  });

  it("keeps another family out of the family's vehicles and logs", async () => {
    const car = await addVehicle(sara, { name: 'Sara car', vin: VIN });
    const fuel = (
      await logFuel(sara, car.id, { date: '2026-11-01', odometer: 10, volume: 5 })
    ).json().fuelLog.id as string;
    const service = (
      await logService(sara, car.id, { date: '2026-11-02', odometer: 20, serviceType: 'other' })
    ).json().serviceLog.id as string;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/vehicles/${car.id}`],
      ['PATCH', `/api/vehicles/${car.id}`, { name: 'Mine' }],
      ['GET', `/api/vehicles/${car.id}/fuel-logs`],
      ['GET', `/api/vehicles/${car.id}/service-logs`],
      [
        'POST',
        `/api/vehicles/${car.id}/fuel-logs`,
        { date: '2026-11-03', odometer: 30, volume: 5 },
      ],
      [
        'POST',
        `/api/vehicles/${car.id}/service-logs`,
        { date: '2026-11-03', odometer: 30, serviceType: 'other' },
      ],
      ['DELETE', `/api/vehicles/${car.id}/fuel-logs/${fuel}`],
      ['DELETE', `/api/vehicles/${car.id}/service-logs/${service}`],
      ['DELETE', `/api/vehicles/${car.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(omar, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(omar, 'GET', '/api/vehicles')).json().vehicles).toEqual([]);
    // A log of Omar's own vehicle cannot be deleted through Sara's.
    const own = await addVehicle(omar, { name: 'Omar car' });
    const ownFuel = (
      await logFuel(omar, own.id, { date: '2026-11-01', odometer: 10, volume: 5 })
    ).json().fuelLog.id as string;
    expect(
      (await call(sara, 'DELETE', `/api/vehicles/${car.id}/fuel-logs/${ownFuel}`)).statusCode,
    ).toBe(404);
    const after = await call(sara, 'GET', `/api/vehicles/${car.id}/fuel-logs`);
    expect(after.json().fuelLogs).toHaveLength(1);
    expect((await call(sara, 'GET', `/api/vehicles/${car.id}`)).json().vehicle).toMatchObject({
      name: 'Sara car',
      mileage: 20,
    });
    expect((await call(null, 'GET', '/api/vehicles')).statusCode).toBe(401);
  });
});

describe.each(engines)('vehicle reminders on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;
  let carId: string;
  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const reminders = async (query = '') =>
    (await call(sara, 'GET', `/api/vehicles/${carId}/reminders${query}`)).json().reminders as {
      id: string;
      title: string;
      status: Record<string, unknown>;
    }[];

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    const owner = await env.ctx.newFamily({ email: uniqueEmail('sara') });
    sara = owner.jar;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
    carId = (await env.ctx.newVehicle(owner, { name: 'Camry', mileage: 48_500 })).id;
  });

  it('counts "every 10,000 km or 12 months" from the last oil change, whichever first', async () => {
    await call(sara, 'POST', `/api/vehicles/${carId}/service-logs`, {
      date: '2026-02-01',
      odometer: 40_000,
      serviceType: 'oil_change',
    });
    const added = await call(sara, 'POST', `/api/vehicles/${carId}/reminders`, {
      title: 'تغيير الزيت',
      serviceType: 'oil_change',
      intervalKm: 10_000,
      intervalMonths: 12,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().reminder).toMatchObject({
      lastDoneDate: '2026-02-01',
      lastDoneOdometer: 40_000,
      status: {
        nextDueDate: '2027-02-01',
        nextDueOdometer: 50_000,
        kmLeft: 1500,
        daysLeft: 73,
        urgency: 'upcoming',
      },
    });
    await call(sara, 'POST', `/api/vehicles/${carId}/fuel-logs`, {
      date: '2026-11-20',
      odometer: 49_200,
      volume: 40,
    });
    expect((await reminders())[0]!.status).toMatchObject({ kmLeft: 800, urgency: 'due_soon' });
    // A new oil change starts the interval again.
    await call(sara, 'POST', `/api/vehicles/${carId}/service-logs`, {
      date: '2026-11-20',
      odometer: 49_300,
      serviceType: 'oil_change',
    });
    expect((await reminders())[0]!.status).toMatchObject({
      nextDueDate: '2027-11-20',
      nextDueOdometer: 59_300,
      urgency: 'upcoming',
    });
  });

  it('keeps a renewal date, lists the most urgent first, and ends a one-off when done', async () => {
    const renewal = await call(sara, 'POST', `/api/vehicles/${carId}/reminders`, {
      title: 'تجديد الاستمارة',
      dueDate: '2026-12-01',
    });
    await call(sara, 'POST', `/api/vehicles/${carId}/reminders`, {
      title: 'Tyres',
      dueOdometer: 48_000,
    });
    expect((await reminders()).map((r) => [r.title, r.status.urgency])).toEqual([
      ['Tyres', 'overdue'],
      ['تجديد الاستمارة', 'due_soon'],
    ]);
    const dashboard = await call(sara, 'GET', '/api/dashboard?timeZone=Asia/Riyadh');
    expect(
      dashboard
        .json()
        .vehicleReminders.map((r: { title: string; vehicleName: string }) => [
          r.title,
          r.vehicleName,
        ]),
    ).toEqual([
      ['Tyres', 'Camry'],
      ['تجديد الاستمارة', 'Camry'],
    ]);
    const all = await call(sara, 'GET', '/api/vehicle-reminders?timeZone=Asia/Riyadh');
    expect(all.json().reminders.map((r: { vehicleName: string }) => r.vehicleName)).toEqual([
      'Camry',
      'Camry',
    ]);
    const id = renewal.json().reminder.id as string;
    const done = await call(sara, 'POST', `/api/vehicles/${carId}/reminders/${id}/done`, {});
    expect(done.json()).toEqual({ reminder: null });
    expect((await reminders()).map((r) => r.title)).toEqual(['Tyres']);
  });

  it('restarts an interval when marked done, and refuses a reminder with no when', async () => {
    const added = await call(sara, 'POST', `/api/vehicles/${carId}/reminders`, {
      title: 'Inspection',
      intervalMonths: 6,
    });
    const id = added.json().reminder.id as string;
    expect(added.json().reminder.status.nextDueDate).toBe('2027-05-20');
    const done = await call(sara, 'POST', `/api/vehicles/${carId}/reminders/${id}/done`, {
      date: '2026-12-01',
    });
    expect(done.json().reminder).toMatchObject({
      lastDoneDate: '2026-12-01',
      lastDoneOdometer: 48_500,
      status: { nextDueDate: '2027-06-01' },
    });
    const empty = await call(sara, 'POST', `/api/vehicles/${carId}/reminders`, { title: 'x' });
    expect(empty.json().error.details.fields[0]).toMatchObject({ key: 'reminder.whenRequired' });
    const cleared = await call(sara, 'PATCH', `/api/vehicles/${carId}/reminders/${id}`, {
      intervalMonths: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.details.fields[0].key).toBe('reminder.whenRequired');
    const renamed = await call(sara, 'PATCH', `/api/vehicles/${carId}/reminders/${id}`, {
      title: 'Technical inspection',
    });
    expect(renamed.json().reminder.title).toBe('Technical inspection');
  });

  it("keeps another family out of a vehicle's reminders", async () => {
    const added = await call(sara, 'POST', `/api/vehicles/${carId}/reminders`, {
      title: 'Oil',
      intervalKm: 10_000,
    });
    const id = added.json().reminder.id as string;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/vehicles/${carId}/reminders`],
      ['POST', `/api/vehicles/${carId}/reminders`, { title: 'Mine', intervalKm: 5 }],
      ['PATCH', `/api/vehicles/${carId}/reminders/${id}`, { title: 'Mine' }],
      ['POST', `/api/vehicles/${carId}/reminders/${id}/done`, {}],
      ['DELETE', `/api/vehicles/${carId}/reminders/${id}`],
    ];
    for (const [method, url, body] of attempts) {
      expect((await call(omar, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(omar, 'GET', '/api/vehicle-reminders')).json().reminders).toEqual([]);
    expect((await reminders()).map((r) => r.title)).toEqual(['Oil']);
    expect((await call(sara, 'DELETE', `/api/vehicles/${carId}/reminders/${id}`)).statusCode).toBe(
      200,
    );
    expect(await reminders()).toEqual([]);
  });
});
