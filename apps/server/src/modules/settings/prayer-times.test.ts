import { describe, beforeEach, expect, it } from 'vitest';
import { localParts, zonedTime } from '@usra/domain/common/dates';
import type { UsraApp } from '../../app.js';
import { prayerTimesOn } from '../../platform/prayer-times.js';
import {
  callAs,
  CookieJar,
  engines,
  type TestEnv,
  uniqueEmail,
  sharedTestApp,
} from '../../test/test-app.js';

// Tuesday 12 May 2026, 08:00 in Riyadh.
const NOW = new Date('2026-05-12T05:00:00Z');
const TZ = 'Asia/Riyadh';
const RIYADH = { latitude: 24.7136, longitude: 46.6753 };
const ON = {
  enabled: true,
  method: 'ummAlQura',
  asrMethod: 'standard',
  ...RIYADH,
  placeLabel: 'Riyadh',
};

/** The instant of a local HH:MM (+ minutes) on a day in Riyadh, as the API answers it. */
function riyadhInstant(date: string, hhmm: string, plusMinutes = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return new Date(zonedTime(TZ, y, m, d, h, min).getTime() + plusMinutes * 60_000).toISOString();
}

describe.each(engines)('prayer-time settings and the assistant on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;

  const call = (jar: CookieJar | null, method: string, url: string, payload?: unknown) =>
    callAs(sut.app, jar, method, url, payload);
  const save = (jar: CookieJar, body: unknown) =>
    call(jar, 'PUT', '/api/settings/prayer-times', body);
  const say = async (jar: CookieJar, content: string) => {
    const response = await call(jar, 'POST', '/api/assistant/messages', {
      content,
      timeZone: TZ,
      language: /[\u0600-\u06FF]/.test(content) ? 'ar' : 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { response: string; actions: { kind: string; id: string }[] };
  };
  const task = async (jar: CookieJar, id: string) =>
    ((await call(jar, 'GET', '/api/tasks?limit=100')).json().tasks as { id: string }[]).find(
      (t) => t.id === id,
    ) as Record<string, unknown> | undefined;

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = NOW;
    sara = (await env.ctx.newFamily({ email: uniqueEmail('sara') })).jar;
    omar = (await env.ctx.newFamily({ email: uniqueEmail('omar'), fullName: 'Omar Ali' })).jar;
  });

  it('starts off with Umm al-Qura and the standard Asr, and saves the choices', async () => {
    const first = await call(sara, 'GET', '/api/settings/prayer-times');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      settings: {
        enabled: false,
        method: 'ummAlQura',
        asrMethod: 'standard',
        latitude: null,
        longitude: null,
        placeLabel: null,
      },
      places: [],
    });
    const saved = await save(sara, { ...ON, method: 'kuwait', asrMethod: 'hanafi' });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...ON, method: 'kuwait', asrMethod: 'hanafi' };
    expect(saved.json()).toEqual({ settings: expected });
    expect((await call(sara, 'GET', '/api/settings/prayer-times')).json().settings).toEqual(
      expected,
    );
    // Saving prayer times leaves the notification choices as they were.
    const notifications = await call(sara, 'GET', '/api/settings/notifications');
    expect(notifications.json().preferences).toMatchObject({ overdueTasks: true, language: 'ar' });
  });

  it.each([
    ['a latitude of 91', { ...ON, latitude: 91 }, 'latitude', 'prayer.latitudeInvalid'],
    ['a longitude of -181', { ...ON, longitude: -181 }, 'longitude', 'prayer.longitudeInvalid'],
    ['an unknown method', { ...ON, method: 'moonsighting' }, 'method', 'prayer.methodInvalid'],
    [
      'an unknown Asr method',
      { ...ON, asrMethod: 'maliki' },
      'asrMethod',
      'prayer.asrMethodInvalid',
    ],
    [
      'no place while on',
      { ...ON, latitude: null, longitude: null },
      'latitude',
      'prayer.placeRequired',
    ],
    [
      'half a place',
      { ...ON, enabled: false, longitude: null },
      'longitude',
      'prayer.placeIncomplete',
    ],
  ])('refuses %s (400) and keeps what was saved', async (_name, body, field, key) => {
    expect((await save(sara, { ...ON, method: 'qatar' })).statusCode).toBe(200);
    const response = await save(sara, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(field);
    expect(response.body).toContain(key);
    expect((await call(sara, 'GET', '/api/settings/prayer-times')).json().settings).toMatchObject({
      method: 'qatar',
      latitude: RIYADH.latitude,
    });
  });

  it('refuses an unknown field (400)', async () => {
    const response = await save(sara, { ...ON, city: 'Riyadh' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("keeps each person's choice to themselves, and lists only their family's places", async () => {
    const member = (await call(sara, 'POST', '/api/family/members', { name: 'Lina' })).json()
      .member as { id: string };
    const added = await call(sara, 'POST', `/api/family/members/${member.id}/addresses`, {
      address: 'King Fahd Rd, Riyadh',
      addressType: 'school',
      label: 'Lina school',
      latitude: 24.75,
      longitude: 46.7,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await save(sara, ON)).statusCode).toBe(200);

    const mine = (await call(sara, 'GET', '/api/settings/prayer-times')).json();
    expect(mine.places).toEqual([
      {
        memberName: 'Lina',
        addressType: 'school',
        label: 'Lina school',
        address: 'King Fahd Rd, Riyadh',
        latitude: 24.75,
        longitude: 46.7,
      },
    ]);
    const theirs = (await call(omar, 'GET', '/api/settings/prayer-times')).json();
    expect(theirs).toEqual({
      settings: expect.objectContaining({ enabled: false, latitude: null }),
      places: [],
    });
    const today = (
      await call(omar, 'GET', `/api/settings/prayer-times/today?timeZone=${TZ}`)
    ).json();
    expect(today).toMatchObject({ enabled: false, times: null, unavailable: 'noPlace' });
    expect((await call(null, 'GET', '/api/settings/prayer-times')).statusCode).toBe(401);
  });

  it("answers today's five times in the browser's time zone, and refuses an unknown zone", async () => {
    expect((await save(sara, ON)).statusCode).toBe(200);
    const response = await call(
      sara,
      'GET',
      `/api/settings/prayer-times/today?timeZone=${encodeURIComponent(TZ)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const expected = prayerTimesOn(
      { method: 'ummAlQura', asrMethod: 'standard', ...RIYADH },
      '2026-05-12',
      TZ,
    )!;
    expect(body).toEqual({
      date: '2026-05-12',
      timeZone: TZ,
      enabled: true,
      method: 'ummAlQura',
      asrMethod: 'standard',
      times: expected,
      unavailable: null,
    });
    // Riyadh in May: Asr in the afternoon, Maghrib around 18:30.
    expect(body.times.asr).toMatch(/^15:/);
    expect(body.times.maghrib).toMatch(/^18:/);
    const local = localParts(new Date(body.times.instants.asr), TZ);
    expect(`${local.hour}:${String(local.minute).padStart(2, '0')}`).toBe(body.times.asr);

    const bad = await call(sara, 'GET', '/api/settings/prayer-times/today?timeZone=Mars/Base');
    expect(bad.statusCode).toBe(400);
    expect((await call(sara, 'GET', '/api/settings/prayer-times/today')).statusCode).toBe(400);
  });

  it('says when the sun gives no prayer times at the place that day', async () => {
    expect(
      (await save(sara, { ...ON, latitude: 78.22, longitude: 15.65, placeLabel: null })).statusCode,
    ).toBe(200);
    env.clock.now = new Date('2026-06-21T10:00:00Z');
    const today = (
      await call(sara, 'GET', '/api/settings/prayer-times/today?timeZone=Arctic/Longyearbyen')
    ).json();
    expect(today).toMatchObject({ date: '2026-06-21', times: null, unavailable: 'polar' });
    // The assistant still answers, without a prayer time.
    const reply = await say(sara, 'remind me to call mum tomorrow');
    expect(reply.actions).toEqual([expect.objectContaining({ kind: 'task_created' })]);
  });

  it('creates the task at Asr (+20 minutes) when prayer times are on, and not when off', async () => {
    const asr = prayerTimesOn(
      { method: 'ummAlQura', asrMethod: 'standard', ...RIYADH },
      '2026-05-12',
      TZ,
    )!.asr;

    const off = await say(sara, 'ذكرني أتصل بأمي اليوم بعد العصر');
    expect(off.actions).toEqual([expect.objectContaining({ kind: 'task_created' })]);
    const before = await task(sara, off.actions[0]!.id);
    // Off: the prayer words are not a time and stay in the title; the day's default time.
    expect(before).toMatchObject({
      title: 'أتصل بأمي بعد العصر',
      dueDate: riyadhInstant('2026-05-12', '09:00'),
    });

    expect((await save(sara, ON)).statusCode).toBe(200);
    const on = await say(sara, 'ذكرني أتصل بأمي اليوم بعد العصر');
    expect(on.actions).toEqual([expect.objectContaining({ kind: 'task_created' })]);
    expect(await task(sara, on.actions[0]!.id)).toMatchObject({
      title: 'أتصل بأمي',
      dueDate: riyadhInstant('2026-05-12', asr, 20),
    });

    // Tomorrow's Asr for "tomorrow", in English too.
    const tomorrowAsr = prayerTimesOn(
      { method: 'ummAlQura', asrMethod: 'standard', ...RIYADH },
      '2026-05-13',
      TZ,
    )!.asr;
    const english = await say(sara, 'remind me to water the plants tomorrow after asr');
    expect(await task(sara, english.actions[0]!.id)).toMatchObject({
      dueDate: riyadhInstant('2026-05-13', tomorrowAsr, 20),
    });

    // Another person's choice does not change Omar's assistant.
    const omars = await say(omar, 'ذكرني أتصل بأمي اليوم بعد العصر');
    const omarTask = await task(omar, omars.actions[0]!.id);
    expect(omarTask?.dueDate).not.toBe(riyadhInstant('2026-05-12', asr, 20));

    // Turned off again: prayer words are not times. (Another call: the first one is still an
    // open task, and the assistant does not add a task that is already on the list.)
    expect((await save(sara, { ...ON, enabled: false })).statusCode).toBe(200);
    const again = await say(sara, 'ذكرني أتصل بخالتي اليوم بعد العصر');
    expect(again.actions).toEqual([expect.objectContaining({ kind: 'task_created' })]);
    expect(await task(sara, again.actions[0]!.id)).toMatchObject({
      title: 'أتصل بخالتي بعد العصر',
      dueDate: before?.dueDate,
    });
  });

  it('fills the voice form at Maghrib when prayer times are on', async () => {
    const body = { text: 'موعد عند الطبيب بكرة بعد المغرب', formType: 'event', timeZone: TZ };
    const off = (await call(sara, 'POST', '/api/assistant/parse-voice', body)).json();
    // Off: no time is understood, so the form keeps its own (or 09:00).
    expect(off.parsedData).toMatchObject({ date: '2026-05-13', startTime: null });
    expect((await save(sara, ON)).statusCode).toBe(200);
    const maghrib = prayerTimesOn(
      { method: 'ummAlQura', asrMethod: 'standard', ...RIYADH },
      '2026-05-13',
      TZ,
    )!.maghrib;
    const on = await call(sara, 'POST', '/api/assistant/parse-voice', body);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().parsedData).toMatchObject({
      date: '2026-05-13',
      startTime: addTo(maghrib, 20),
    });
  });
});

function addTo(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
