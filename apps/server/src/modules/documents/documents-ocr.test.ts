import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Document, DocumentsPage } from '@usra/domain/documents/document-schema';
import type { UsraApp } from '../../app.js';
import { closeFixtureBrowser, renderPng } from '../../test/document-fixtures.js';
import { uploadBody } from '../../test/multipart.js';
import { callAs, CookieJar, createTestEnv, type TestEnv } from '../../test/test-app.js';

/**
 * The extraction job end to end with real OCR (a few seconds): a rendered Arabic scan is
 * uploaded, the worker reads it, and the family finds it by an Arabic word, with the expiry
 * date it states proposed. One engine is enough here: the queue and the index have their own
 * tests on both.
 */
describe('a scanned Arabic document, read by OCR in the background', () => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;

  beforeEach(async () => {
    env = createTestEnv('sqlite');
    env.clock.now = new Date('2026-03-01T10:00:00Z');
    sut = await env.start();
    ({ jar: sara } = await env.ctx.newFamily());
  });
  afterEach(async () => {
    await env.cleanup();
  });
  afterAll(async () => {
    await closeFixtureBrowser();
  });

  it('is found by an Arabic word and proposes the expiry date it states', async () => {
    const png = await renderPng([
      'شهادة ضمان الغسالة',
      'صالحة حتى 2027/03/15',
      'يرجى الاحتفاظ بفاتورة الشراء',
    ]);
    const { payload, headers } = uploadBody(
      { dialog: 'smart', title: 'Scan 12', documentType: 'warranty' },
      { fileName: 'scan.png', data: png },
    );
    const uploaded = await sut.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, cookie: sara.header() },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const doc = uploaded.json<Document>();
    const search = async () =>
      (
        await callAs(sut.app, sara, 'GET', `/api/documents?q=${encodeURIComponent('الغساله')}`)
      ).json<DocumentsPage>();
    expect((await search()).total).toBe(0);

    await sut.jobs.runDue();

    const read = (await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}`)).json<Document>();
    expect(read.extraction).toEqual({ status: 'done', method: 'ocr', reason: null });
    expect((await search()).documents.map((d) => d.id)).toEqual([doc.id]);
    expect(read.expiryProposal?.date).toBe('2027-03-15');
    expect(read.suggestion?.reasons.length).toBeGreaterThan(0);
  }, 120_000);
});
