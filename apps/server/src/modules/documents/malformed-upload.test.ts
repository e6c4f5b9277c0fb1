import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { shutdownGracefully } from '../../platform/shutdown.js';
import { minimalPdf } from '../../test/file-fixtures.js';
import { uploadBody } from '../../test/multipart.js';
import { createTestEnv, engines, type TestEnv, type TestUser } from '../../test/test-app.js';

/**
 * Issue 25: a multipart body without a boundary, or cut off inside a part, was a 500 on both
 * engines and, on PostgreSQL, no answer at all (and then a SIGTERM that timed out).
 */
describe.each(engines)('malformed multipart uploads on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: TestUser;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = await env.ctx.newFamily();
  });
  afterEach(() => env.cleanup());

  const post = (payload: Buffer | string, contentType: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { 'content-type': contentType, cookie: sara.jar.header() },
      payload,
    });
  const expectMalformed = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: [{ path: 'file', key: 'upload.malformed' }] },
    });
  };
  const metadata = { dialog: 'smart', title: 'Warranty', documentType: 'warranty' };

  it('answers 400 upload.malformed at once, stores nothing, and still shuts down cleanly', async () => {
    const { payload, headers } = uploadBody(metadata, {
      fileName: 'warranty.pdf',
      data: Buffer.concat([minimalPdf('Fridge'), Buffer.alloc(200_000, 0x20)]),
    });
    const started = Date.now();
    // No boundary at all, an empty one, and one the body does not use.
    expectMalformed(await post(payload, 'multipart/form-data'));
    expectMalformed(await post(payload, 'multipart/form-data; boundary='));
    expectMalformed(await post(payload, 'multipart/form-data; boundary=nothere'));
    // Cut off inside the metadata part, just after the file part began, and inside the file.
    const contentType = headers['content-type']!;
    const fileStart = payload.indexOf('%PDF');
    for (const end of [60, fileStart + 10, fileStart + 100_000, payload.length - 30]) {
      expectMalformed(await post(payload.subarray(0, end), contentType));
    }
    expect(Date.now() - started).toBeLessThan(15_000);

    const count = await sut.db.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);

    // The whole body still works.
    const whole = await post(payload, contentType);
    expect(whole.statusCode, whole.body).toBe(201);

    // Nothing is left hanging: a SIGTERM's shutdown closes well within its timeout.
    expect(await shutdownGracefully(sut.app, sut.lifecycle, { graceMs: 0, timeoutMs: 5000 })).toBe(
      'closed',
    );
  }, 60_000);
});
