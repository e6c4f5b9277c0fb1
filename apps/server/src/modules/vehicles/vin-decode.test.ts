import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

const HONDA = '1HGCM82633A004352';

/** A vPIC stand-in: answers DecodeVinValues for one VIN, counts requests. */
async function fakeVpic(status = 200): Promise<{ url: string; server: Server; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        Results: [
          {
            Make: 'HONDA',
            Model: 'Accord',
            ModelYear: '2003',
            BodyClass: 'Coupe',
            DisplacementL: '3.0',
            EngineCylinders: '6',
            FuelTypePrimary: 'Gasoline',
            Manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, server, asked };
}

describe.each(engines)('VIN decoding on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let vpic: Server | undefined;

  const start = async (vars: Record<string, string> = {}) => {
    env = createTestEnv(engine, vars);
    env.clock.now = new Date('2026-11-20T09:00:00Z');
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
  };
  const decode = (vin: unknown) =>
    callAs(sut.app, sara, 'POST', '/api/vehicles/vin-decode', { vin });
  afterEach(async () => {
    await env.cleanup();
    vpic?.close();
    vpic = undefined;
  });

  it('decodes offline: maker, country, model year and check digit', async () => {
    await start();
    const response = await decode(HONDA.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().decoded).toEqual({
      vin: HONDA,
      make: 'Honda',
      model: null,
      year: 2003,
      bodyClass: null,
      engine: null,
      fuelType: null,
      manufacturer: 'Honda',
      country: 'US',
      checkDigit: 'valid',
      source: 'offline',
    });
  });

  it('answers the spec messages for a VIN it cannot use', async () => {
    await start();
    const unknown = await decode('9ZZZZZZZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({
      code: 'VIN_NOT_DECODED',
      message: 'Failed to decode VIN. Please check the VIN and try again.',
    });
    const short = await decode('1HGCM82633A00435');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.fields[0]).toMatchObject({
      path: 'vin',
      key: 'vin.invalidLength',
      message: 'VIN must be exactly 17 characters',
    });
    const empty = await decode('');
    expect(empty.json().error.details.fields[0]).toMatchObject({ key: 'vin.required' });
    // A North American VIN whose check digit is wrong: a typo, refused.
    const typo = await decode('1HGCM82643A004352');
    expect(typo.json().error.details.fields[0]).toMatchObject({ key: 'vin.checkDigit' });
    expect(
      (await callAs(sut.app, null, 'POST', '/api/vehicles/vin-decode', { vin: HONDA })).statusCode,
    ).toBe(401);
  });

  it('asks VIN_DECODER_URL when set, and fills what it leaves out from the offline table', async () => {
    const fake = await fakeVpic();
    vpic = fake.server;
    await start({ VIN_DECODER_URL: fake.url, OUTBOUND_ALLOW_NETWORKS: '127.0.0.1' });
    const response = await decode(HONDA);
    expect(fake.asked).toEqual([`/api/vehicles/DecodeVinValues/${HONDA}?format=json`]);
    expect(response.json().decoded).toEqual({
      vin: HONDA,
      make: 'HONDA',
      model: 'Accord',
      year: 2003,
      bodyClass: 'Coupe',
      engine: '3.0 L 6 cyl',
      fuelType: 'Gasoline',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      country: 'US',
      checkDigit: 'valid',
      source: 'online',
    });
  });

  it('says the service is unavailable when VIN_DECODER_URL fails', async () => {
    const fake = await fakeVpic(500);
    vpic = fake.server;
    await start({ VIN_DECODER_URL: fake.url, OUTBOUND_ALLOW_NETWORKS: '127.0.0.1' });
    const response = await decode(HONDA);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('does not reach a service on a loopback address unless its network is allowed', async () => {
    const fake = await fakeVpic();
    vpic = fake.server;
    await start({ VIN_DECODER_URL: fake.url });
    const response = await decode(HONDA);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(fake.asked).toEqual([]);
  });

  it('limits decodes to 20 a minute per user', async () => {
    await start();
    for (let i = 0; i < 20; i++) expect((await decode(HONDA)).statusCode).toBe(200);
    const limited = await decode(HONDA);
    expect(limited.statusCode).toBe(429);
    env.clock.now = new Date(env.clock.now.getTime() + 61_000);
    expect((await decode(HONDA)).statusCode).toBe(200);
  });
});
