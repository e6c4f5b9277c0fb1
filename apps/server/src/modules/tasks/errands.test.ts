import { roundTripKm } from '@usra/domain/tasks/errand-route';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { FIXED_RATE_LIMITS } from '../../config.js';
import {
  callAs,
  CookieJar,
  engines,
  type TestEnv,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';

interface Stop {
  task: { title: string };
  latitude: number;
  longitude: number;
  source: string;
  placeName: string | null;
  legKm: number;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe.each(engines)('plan my errands on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;

  const call = (jar: CookieJar, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const create = async (jar: CookieJar, body: Record<string, unknown>) => {
    const response = await call(jar, 'POST', '/api/tasks', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().task as Record<string, unknown> & { id: string };
  };
  const plan = async (jar: CookieJar, query = 'date=2026-05-10&timeZone=Asia/Riyadh') => {
    const response = await call(jar, 'GET', `/api/tasks/errands?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      home: { address: string; latitude: number; longitude: number } | null;
      problem: string | null;
      units: string;
      stops: Stop[];
      returnKm: number;
      totalKm: number;
      notPlaced: { title: string }[];
    };
  };

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-05-10T06:00:00Z');
    sara = (await env.ctx.newFamily({ email: uniqueEmail('sara') })).jar;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
  });

  const saraDay = async () => {
    const home = await call(sara, 'PUT', '/api/profile', {
      fullName: 'Sara Ahmed',
      homeAddress: 'Olaya Street, Riyadh',
    });
    expect(home.json().geocoded).toBe(true);
    const lina = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json().member;
    const school = await call(sara, 'POST', `/api/family/members/${lina.id}/addresses`, {
      address: 'Al Yasmin school, Riyadh',
      addressType: 'school',
      label: 'School',
      latitude: 24.6,
      longitude: 46.68,
    });
    expect(school.statusCode, school.body).toBe(201);
    const due = '2026-05-10T10:00:00Z';
    await create(sara, {
      title: 'Pharmacy',
      location: 'Nahdi, Olaya',
      dueDate: due,
      latitude: 24.8,
      longitude: 46.68,
    });
    await create(sara, { title: 'Pick up Lina', location: 'School', dueDate: due });
    await create(sara, { title: 'Visit grandma', location: 'Al Kharj', dueDate: due });
    await create(sara, { title: 'Mystery shop', location: 'Shop by the roundabout', dueDate: due });
    const done = await create(sara, { title: 'Done already', location: 'Riyadh', dueDate: due });
    await call(sara, 'PUT', `/api/tasks/${done.id}/status`, { status: 'completed' });
    // 01:30 on 11 May in Riyadh: another day there, the same day in UTC.
    await create(sara, {
      title: 'Late night',
      location: 'Riyadh',
      dueDate: '2026-05-10T22:30:00Z',
    });
    await create(sara, { title: 'Undated', location: 'Riyadh' });
  };

  it('orders the day by the shortest round trip from home, with legs and total', async () => {
    await saraDay();
    const result = await plan(sara);
    expect(result.problem).toBeNull();
    // The offline place finder answers no more than the area: the screen says so.
    expect(result.home).toEqual({
      address: 'Olaya Street, Riyadh',
      latitude: 24.71,
      longitude: 46.68,
      cityLevel: true,
    });
    expect(result.units).toBe('metric');
    const byTitle = Object.fromEntries(result.stops.map((s) => [s.task.title, s]));
    expect(Object.keys(byTitle).sort()).toEqual(['Pharmacy', 'Pick up Lina', 'Visit grandma']);
    expect(byTitle['Pharmacy']).toMatchObject({
      source: 'task',
      placeName: null,
      latitude: 24.8,
      cityLevel: false,
    });
    expect(byTitle['Pick up Lina']).toMatchObject({
      source: 'address',
      placeName: 'School',
      latitude: 24.6,
      cityLevel: false,
    });
    // The offline gazetteer knows cities only: the screen says the stop is city-level.
    expect(byTitle['Visit grandma']).toMatchObject({
      source: 'geocoder',
      placeName: 'Al Kharj, Saudi Arabia',
      cityLevel: true,
    });
    expect(result.notPlaced.map((t) => t.title)).toEqual(['Mystery shop']);

    const home = result.home!;
    const best = Math.min(...permutations(result.stops).map((o) => roundTripKm(home, o)));
    expect(result.totalKm).toBeCloseTo(best, 6);
    expect(result.totalKm).toBeCloseTo(roundTripKm(home, result.stops), 6);
    const legs = result.stops.reduce((sum, s) => sum + s.legKm, 0) + result.returnKm;
    expect(legs).toBeCloseTo(result.totalKm, 6);
    expect(result.totalKm).toBeGreaterThan(150); // Al Kharj is about 80 km away

    // The same date read in UTC holds the late-night task too.
    const utc = await plan(sara, 'date=2026-05-10');
    expect(utc.stops.map((s) => s.task.title)).toContain('Late night');
    expect((await plan(sara, 'date=2026-05-11&timeZone=Asia/Riyadh')).stops).toHaveLength(1);
  });

  it("answers in the family's units setting", async () => {
    await saraDay();
    const saved = await call(sara, 'PUT', '/api/settings/appearance', {
      units: 'imperial',
      currency: 'SAR',
      hijriDates: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await plan(sara)).units).toBe('imperial');
  });

  it('says clearly when there is no home address, or one that cannot be placed', async () => {
    await create(sara, {
      title: 'Bakery',
      location: 'Riyadh',
      dueDate: '2026-05-10T10:00:00Z',
    });
    const none = await plan(sara);
    expect(none).toMatchObject({ home: null, problem: 'noHomeAddress', totalKm: 0, returnKm: 0 });
    expect(none.stops.map((s) => s.task.title)).toEqual(['Bakery']);
    await call(sara, 'PUT', '/api/profile', { fullName: 'Sara', homeAddress: 'Atlantis Lane 9' });
    expect(await plan(sara)).toMatchObject({ home: null, problem: 'homeNotPlaced' });
  });

  it('says which places are known only at city level, and keeps a pin placed by hand', async () => {
    const due = '2026-05-10T10:00:00Z';
    // The offline place finder knows the city only.
    const cityHome = await call(sara, 'PUT', '/api/profile', {
      fullName: 'Sara',
      homeAddress: 'Riyadh',
    });
    expect(cityHome.json()).toMatchObject({ geocoded: true, profile: { homePrecision: 'city' } });
    const lina = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json().member;
    const gym = await call(sara, 'POST', `/api/family/members/${lina.id}/addresses`, {
      address: 'Fitness Time, Riyadh',
      addressType: 'gym',
      label: 'Gym',
      latitude: 24.7136,
      longitude: 46.6753,
      precision: 'city',
    });
    expect(gym.statusCode, gym.body).toBe(201);
    expect(gym.json().address).toMatchObject({ precision: 'city', latitude: 24.7136 });
    await create(sara, { title: 'Workout', location: 'Gym', dueDate: due });
    const before = await plan(sara);
    expect(before.home).toMatchObject({ address: 'Riyadh', cityLevel: true });
    expect(before.stops).toMatchObject([
      { task: { title: 'Workout' }, source: 'address', placeName: 'Gym', cityLevel: true },
    ]);

    // Pins placed by hand on the map: both become real places.
    const pinned = await call(sara, 'PUT', '/api/profile', {
      fullName: 'Sara',
      homeAddress: 'Riyadh',
      homePin: { latitude: 24.7601, longitude: 46.6402 },
    });
    expect(pinned.json()).toMatchObject({
      geocoded: true,
      profile: { homeLatitude: 24.7601, homeLongitude: 46.6402, homePrecision: 'manual' },
    });
    const moved = await call(sara, 'PATCH', `/api/family/addresses/${gym.json().address.id}`, {
      latitude: 24.7712,
      longitude: 46.6555,
      precision: 'manual',
    });
    expect(moved.json().address).toMatchObject({ latitude: 24.7712, precision: 'manual' });
    const after = await plan(sara);
    expect(after.home).toEqual({
      address: 'Riyadh',
      latitude: 24.7601,
      longitude: 46.6402,
      cityLevel: false,
    });
    expect(after.stops).toMatchObject([{ latitude: 24.7712, cityLevel: false }]);
    expect(after.stops[0]!.legKm).toBeGreaterThan(1);

    // Saving the profile again with the same address keeps the pin; a new address asks again.
    await call(sara, 'PUT', '/api/profile', { fullName: 'Sara Ali', homeAddress: 'Riyadh' });
    expect((await plan(sara)).home).toMatchObject({ latitude: 24.7601, cityLevel: false });
    const jeddah = await call(sara, 'PUT', '/api/profile', {
      fullName: 'Sara Ali',
      homeAddress: 'Jeddah',
    });
    expect(jeddah.json().profile).toMatchObject({ homePrecision: 'city' });
    expect(jeddah.json().profile.homeLatitude).not.toBe(24.7601);

    // New coordinates without a precision are not claimed exact or city-level.
    const typed = await call(sara, 'PATCH', `/api/family/addresses/${gym.json().address.id}`, {
      latitude: 24.7,
      longitude: 46.7,
    });
    expect(typed.json().address).toMatchObject({ latitude: 24.7, precision: null });
    // A precision needs coordinates, and only the three known ones are taken.
    for (const body of [
      { address: 'X', precision: 'manual' },
      { address: 'X', latitude: 24, longitude: 46, precision: 'rooftop' },
    ]) {
      const bad = await call(sara, 'POST', `/api/family/members/${lina.id}/addresses`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badPin = await call(sara, 'PUT', '/api/profile', {
      fullName: 'Sara',
      homeAddress: 'Riyadh',
      homePin: { latitude: 95, longitude: 46 },
    });
    expect(badPin.statusCode).toBe(400);
    // Another family can neither move the pin nor see it.
    const foreign = await call(omar, 'PATCH', `/api/family/addresses/${gym.json().address.id}`, {
      latitude: 0,
      longitude: 0,
      precision: 'manual',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(omar, 'GET', '/api/profile')).json().profile).toMatchObject({
      homeLatitude: null,
      homePrecision: null,
    });
  });

  it("never shows another family's tasks or addresses", async () => {
    await saraDay();
    await call(omar, 'PUT', '/api/profile', { fullName: 'Omar Ali', homeAddress: 'Jeddah' });
    await create(omar, {
      title: 'Omar errand',
      location: 'School',
      dueDate: '2026-05-10T10:00:00Z',
    });
    const omars = await plan(omar);
    // Sara's "School" is not Omar's: his task is not placed, and none of Sara's tasks appear.
    expect(omars.stops).toEqual([]);
    expect(omars.notPlaced.map((t) => t.title)).toEqual(['Omar errand']);
    expect((await plan(sara)).stops.map((s) => s.task.title)).not.toContain('Omar errand');
    const lookup = await call(omar, 'GET', '/api/tasks/place?q=School');
    expect(lookup.json()).toEqual({ place: null });
  });

  it('validates the query', async () => {
    for (const query of [
      '',
      'date=2026-13-45',
      'date=10/05/2026',
      'date=2026-05-10&timeZone=Mars/Base',
      'date=2026-05-10&x=1',
    ]) {
      const response = await call(sara, 'GET', `/api/tasks/errands?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect(
      (await call(sara, 'GET', '/api/tasks/errands?date=2026-13-45')).json().error.message,
    ).toContain('Choose a valid date (YYYY-MM-DD)');
    expect(
      (await sut.app.inject({ method: 'GET', url: '/api/tasks/errands?date=2026-05-10' }))
        .statusCode,
    ).toBe(401);
  });

  it("looks a place up in the family's saved addresses, then the geocoder", async () => {
    await saraDay();
    expect((await call(sara, 'GET', '/api/tasks/place?q=school')).json()).toEqual({
      place: { latitude: 24.6, longitude: 46.68, source: 'address', name: 'School' },
    });
    expect(
      (await call(sara, 'GET', `/api/tasks/place?q=${encodeURIComponent('المدرسة')}`)).json().place,
    ).toMatchObject({
      source: 'address',
    });
    expect(
      (await call(sara, 'GET', '/api/tasks/place?q=Jeddah&language=ar')).json().place,
    ).toMatchObject({
      source: 'geocoder',
      name: 'جدة، السعودية',
    });
    expect(
      (await call(sara, 'GET', '/api/tasks/place?q=Shop%20by%20the%20roundabout')).json(),
    ).toEqual({ place: null });
    const blank = await call(sara, 'GET', '/api/tasks/place?q=%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Enter a place to look up');
  });

  it('saves coordinates with a task, both or none, and clears them when the location text changes', async () => {
    const half = await call(sara, 'POST', '/api/tasks', {
      title: 'Bank',
      location: 'Bank',
      latitude: 24.7,
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toContain(
      'The place needs a valid latitude and longitude together',
    );
    const outOfRange = await call(sara, 'POST', '/api/tasks', {
      title: 'Bank',
      location: 'Bank',
      latitude: 124.7,
      longitude: 46.7,
    });
    expect(outOfRange.statusCode).toBe(400);
    const task = await create(sara, {
      title: 'Bank',
      location: 'Bank',
      latitude: 24.7,
      longitude: 46.7,
    });
    expect(task).toMatchObject({ latitude: 24.7, longitude: 46.7 });
    const retitled = await call(sara, 'PATCH', `/api/tasks/${task.id}`, { title: 'Bank visit' });
    expect(retitled.json().task).toMatchObject({ latitude: 24.7, longitude: 46.7 });
    const moved = await call(sara, 'PATCH', `/api/tasks/${task.id}`, { location: 'Another bank' });
    expect(moved.json().task).toMatchObject({ latitude: null, longitude: null });
    const placed = await call(sara, 'PATCH', `/api/tasks/${task.id}`, {
      location: 'Bank, Olaya',
      latitude: 24.69,
      longitude: 46.69,
    });
    expect(placed.json().task).toMatchObject({ latitude: 24.69, longitude: 46.69 });
    const foreign = await call(omar, 'PATCH', `/api/tasks/${task.id}`, {
      latitude: 0,
      longitude: 0,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(sara, 'GET', `/api/tasks/${task.id}`)).json().task.latitude).toBe(24.69);
  });
});

describe('plan my errands with an online geocoder', () => {
  it('asks it about at most 10 new texts per plan and remembers the answers', async () => {
    const { ErrandsService } = await import('./errands.service.js');
    const asked: string[] = [];
    const geocoder = {
      kind: 'nominatim' as const,
      geocode: async (text: string) => {
        asked.push(text);
        return {
          latitude: 24,
          longitude: 46,
          formattedAddress: text,
          precision: 'street' as const,
        };
      },
      reverse: async () => null,
    };
    const row = (i: number) => ({
      id: `t${i}`,
      family_id: 'f',
      title: `Errand ${i}`,
      description: null,
      location: `Place ${i}`,
      priority: 'medium' as const,
      category: 'errands' as const,
      due_date: '2026-05-10T10:00:00.000Z',
      assignee_member_id: null,
      assignee_name: null,
      status: 'pending' as const,
      completed_at: null,
      is_recurring: 0,
      recurrence_type: null,
      recurrence_anchor_day: null,
      estimated_duration: null,
      tags: '[]',
      created_by: null,
      created_at: '2026-05-01T00:00:00.000Z',
      updated_at: '2026-05-01T00:00:00.000Z',
      latitude: null,
      longitude: null,
    });
    const repo = {
      dayTasks: async () => Array.from({ length: 14 }, (_, i) => row(i)),
    };
    const places = {
      saved: async () => [],
      home: async () => ({ address: 'Riyadh', latitude: 24.7, longitude: 46.7, cityLevel: false }),
    };
    const units = { unitsOf: async () => 'metric' as const };
    const sut = new ErrandsService(
      repo as never,
      units,
      places,
      geocoder,
      {} as never,
      FIXED_RATE_LIMITS.geocodeLookup,
      () => new Date('2026-05-10T06:00:00Z'),
    );
    const first = await sut.plan({ id: 'u', familyId: 'f' }, '2026-05-10', 'UTC');
    expect(asked).toHaveLength(10);
    expect(first.stops).toHaveLength(10);
    expect(first.notPlaced).toHaveLength(4);
    // The next plan reuses the ten answers and asks about the four others.
    const second = await sut.plan({ id: 'u', familyId: 'f' }, '2026-05-10', 'UTC');
    expect(asked).toHaveLength(14);
    expect(second.stops).toHaveLength(14);
  });
});
