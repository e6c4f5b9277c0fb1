import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { engines, startTestApp, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('per-address limits by network on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;

  beforeEach(async () => {
    ({ env, sut } = await startTestApp(engine, { RATE_LIMIT_SIGNIN_PER_ADDRESS_MAX: '2' }));
  });
  afterEach(() => env.cleanup());

  /** A wrong sign-in for a new account each time, so that only the per-address limit counts. */
  let attempt = 0;
  const signInFrom = (remoteAddress: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      payload: { email: `nobody${(attempt += 1)}@example.com`, password: 'Wrong#Pass9' },
    });

  it('counts sign-ins from two addresses of one IPv6 /64 together', async () => {
    expect((await signInFrom('2001:db8:1:2::1')).statusCode).toBe(401);
    expect((await signInFrom('2001:db8:1:2:abcd:ef01:2345:6789')).statusCode).toBe(401);
    const blocked = await signInFrom('2001:0db8:0001:0002:ffff::9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please try again later.',
    });
    // The neighbouring /64 is another network.
    expect((await signInFrom('2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect((await signInFrom('192.0.2.10')).statusCode).toBe(401);
    expect((await signInFrom('::ffff:192.0.2.10')).statusCode).toBe(401);
    expect((await signInFrom('192.0.2.10')).statusCode).toBe(429);
    expect((await signInFrom('192.0.2.11')).statusCode).toBe(401);
  });
});
