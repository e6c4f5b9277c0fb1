import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Document, DocumentsPage } from '@usra/domain/documents/document-schema';
import { validationMessages } from '@usra/domain/common/messages';
import type { UsraApp } from '../../app.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import {
  callAs,
  CookieJar,
  engines,
  sharedTestApp,
  type TestEnv,
  type TestUser,
  uniqueEmail,
} from '../../test/test-app.js';
import { uploadBody } from '../../test/multipart.js';
import {
  htmlPage,
  minimalDocx,
  minimalPdf,
  minimalPng,
  windowsExecutable,
} from '../../test/file-fixtures.js';
import { pseudoRandomBytes } from '../../test/byte-streams.js';
import { createZip } from '../family-data/zip.js';
import { listZip, readZipEntries } from '../family-data/zip-reader.js';

/** Every stored object, by key (`{familyId}/{uuid}`), on either driver. */
function storedKeys(root: string, suffix = ''): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (entry.name.endsWith(suffix))
        out.push(`${prefix}${entry.name.slice(0, entry.name.length - suffix.length)}`);
    }
  };
  walk(root, '');
  return out;
}

const drivers = ['disk', 's3'] as const;
const cases = engines.flatMap((engine) => drivers.map((driver) => [engine, driver] as const));

describe.each(cases)('documents on %s with %s storage', (engine, driver) => {
  let s3: TestS3Server | undefined;
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let saraFamily: string;
  let omar: CookieJar;
  /**
   * The families this test made. The app is shared by the block's tests, so what a test counts
   * (document rows, search rows, stored objects, jobs) is its own families' part of it.
   */
  let families: TestUser[];

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
  });

  // One app for these tests, started after the S3 server above (and stopped before it).
  const shared = sharedTestApp(engine, () => ({
    UPLOAD_MAX_MB: '1',
    FAMILY_STORAGE_QUOTA_MB: '2',
    ...(s3 ? { ...s3.env, S3_BUCKET: s3.bucket } : {}),
  }));
  beforeEach(async () => {
    ({ env, sut } = shared);
    const saraAccount = await env.ctx.newFamily({ email: uniqueEmail('sara') });
    const omarAccount = await env.ctx.newFamily({
      email: uniqueEmail('omar'),
      fullName: 'Omar Saleh',
    });
    families = [saraAccount, omarAccount];
    ({ jar: sara, familyId: saraFamily } = saraAccount);
    omar = omarAccount.jar;
  });

  afterEach(async () => {
    // An app per test dropped its queue when it closed; the shared one drops the extraction jobs
    // this test left queued (nothing here reads their outcome).
    await shared.dropQueuedJobs(familyIds());
  });

  const familyIds = () => families.map((f) => f.familyId);
  /** This test's families' stored objects: the keys under their `{familyId}/` prefixes. */
  const keys = () =>
    (driver === 'disk'
      ? storedKeys(path.join(env.config.dataDir, 'files'))
      : storedKeys(s3!.usraDirectory, '._S3rver_object')
    ).filter((key) => familyIds().some((id) => key.startsWith(`${id}/`)));

  const upload = (
    jar: CookieJar,
    metadata: Record<string, unknown>,
    file?: { fileName: string; data: Buffer },
  ) => {
    const { payload, headers } = uploadBody(metadata, file);
    return sut.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, cookie: jar.header() },
      payload,
    });
  };
  const smart = { dialog: 'smart', title: 'Fridge warranty', documentType: 'warranty' };
  const pdf = { fileName: 'warranty.pdf', data: minimalPdf() };

  /** This test's families' document rows. */
  async function rowCount(): Promise<number> {
    const rows = await sut.db.db
      .selectFrom('documents')
      .select('id')
      .where('family_id', 'in', familyIds())
      .execute();
    return rows.length;
  }

  it('uploads a file: row, search text, stored object and extraction job in one go', async () => {
    const response = await upload(sara, { ...smart, tags: 'fridge, kitchen,, ' }, pdf);
    expect(response.statusCode).toBe(201);
    const doc = response.json<Document>();
    expect(doc).toMatchObject({
      title: 'Fridge warranty',
      documentType: 'warranty',
      tags: ['fridge', 'kitchen'],
      classification: 'unclassified',
      classificationConfidence: 0,
      autoClassified: true,
      file: { name: 'warranty.pdf', size: pdf.data.length, mimeType: 'application/pdf' },
      extraction: { status: 'pending' },
    });
    expect(keys()).toHaveLength(1);
    expect(keys()[0]!.startsWith(`${saraFamily}/`)).toBe(true);
    // This test's families' jobs: those whose payload names one of them or their accounts.
    const ids = families.flatMap((f) => [f.familyId, f.userId]);
    const jobs = (await sut.db.db.selectFrom('jobs').selectAll().execute()).filter((j) =>
      ids.some((id) => j.payload.includes(id)),
    );
    expect(jobs.map((j) => j.type)).toEqual(['documents.extract']);
    // The title is searchable at once; other families see nothing.
    const found = await callAs(sut.app, sara, 'GET', '/api/documents?q=fridge');
    expect(found.json<DocumentsPage>().documents.map((d) => d.id)).toEqual([doc.id]);
    const foreign = await callAs(sut.app, omar, 'GET', '/api/documents?q=fridge');
    expect(foreign.json<DocumentsPage>().total).toBe(0);
  });

  it('classifies on upload by dialog (decision 012)', async () => {
    const home = await upload(
      sara,
      { dialog: 'home', title: 'Plans', documentType: 'architectural' },
      pdf,
    );
    expect(home.json()).toMatchObject({
      classification: 'home-related',
      classificationConfidence: 0.9,
      autoClassified: true,
      group: 'home',
    });
    const smartOne = await upload(
      sara,
      { ...smart, classification: 'asset-related', classificationConfidence: 0.72 },
      pdf,
    );
    expect(smartOne.json()).toMatchObject({
      classification: 'asset-related',
      classificationConfidence: 0.72,
      autoClassified: true,
      group: 'asset',
    });
    const quick = await upload(
      sara,
      { dialog: 'quick', title: 'Receipt', documentType: 'receipt' },
      pdf,
    );
    expect(quick.json()).toMatchObject({
      classification: 'unclassified',
      classificationConfidence: 0,
      autoClassified: false,
      group: 'unclassified',
    });
  });

  describe('bad uploads leave no row and no object', () => {
    const refusals: [
      string,
      Record<string, unknown>,
      { fileName: string; data: Buffer } | undefined,
      number,
      string,
    ][] = [
      [
        'bytes that do not match the name',
        smart,
        { fileName: 'scan.pdf', data: htmlPage() },
        400,
        'upload.contentMismatch',
      ],
      [
        'an executable called .pdf',
        smart,
        { fileName: 'a.pdf', data: windowsExecutable() },
        400,
        'upload.contentMismatch',
      ],
      [
        'an extension the dialog refuses',
        { dialog: 'home', title: 'x', documentType: 'plumbing' },
        { fileName: 'a.txt', data: Buffer.from('hello') },
        400,
        'upload.homeTypeNotAccepted',
      ],
      [
        'a type the dialog does not offer',
        { dialog: 'smart', title: 'x', documentType: 'plumbing' },
        pdf,
        400,
        'document.typeNotOffered',
      ],
      ['an empty file', smart, { fileName: 'a.pdf', data: Buffer.alloc(0) }, 400, 'upload.empty'],
      ['no file', smart, undefined, 400, 'document.fileRequired'],
      ['a blank title', { ...smart, title: '   ' }, pdf, 400, 'document.titleRequired'],
      [
        'a file over the limit',
        smart,
        { fileName: 'big.txt', data: Buffer.alloc(1024 * 1024 + 10, 'a') },
        413,
        'upload.tooLarge',
      ],
    ];
    it.each(refusals)('%s', async (_name, metadata, file, status, key) => {
      const response = await upload(sara, metadata, file);
      expect(response.statusCode).toBe(status);
      const body = response.json<{
        error: { message: string; details: { fields: { key: string }[] } };
      }>();
      expect(body.error.details.fields[0]!.key).toBe(key);
      expect(body.error.message).toBe(validationMessages[key as keyof typeof validationMessages]);
      expect(await rowCount()).toBe(0);
      expect(keys()).toEqual([]);
    });

    it('an upload interrupted mid-stream', async () => {
      const { payload, headers } = uploadBody(smart, {
        fileName: 'cut.txt',
        data: Buffer.alloc(300_000, 'b'),
      });
      // The body ends in the middle of the file part: the client went away.
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...headers, cookie: sara.header() },
        payload: payload.subarray(0, 200_000),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await rowCount()).toBe(0);
      expect(keys()).toEqual([]);
    });

    it('a file sent before its metadata', async () => {
      const { payload, headers } = (await import('../../test/multipart.js')).multipart([
        { name: 'file', fileName: 'a.pdf', data: minimalPdf() },
        { name: 'metadata', value: JSON.stringify(smart) },
      ]);
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...headers, cookie: sara.header() },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(await rowCount()).toBe(0);
      expect(keys()).toEqual([]);
    });
  });

  it("keeps each family within its quota ('upload.quotaExceeded')", async () => {
    const part = { fileName: 'notes.txt', data: Buffer.alloc(900 * 1024, 'q') };
    const first = await upload(sara, smart, part);
    expect(first.statusCode, first.body).toBe(201);
    expect((await upload(sara, smart, part)).statusCode).toBe(201);
    const third = await upload(sara, smart, part);
    expect(third.statusCode).toBe(413);
    expect(third.json().error.details.fields[0].key).toBe('upload.quotaExceeded');
    expect(await rowCount()).toBe(2);
    expect(keys()).toHaveLength(2);
    // Another family's quota is its own.
    expect((await upload(omar, smart, part)).statusCode).toBe(201);
    const overview = await callAs(sut.app, sara, 'GET', '/api/documents/overview');
    expect(overview.json().storage).toEqual({
      usedBytes: 2 * 900 * 1024,
      quotaBytes: 2 * 1024 * 1024,
    });
  });

  it('downloads as an attachment, inline only for images and PDFs, always nosniff', async () => {
    const doc = (await upload(sara, smart, pdf)).json<Document>();
    const file = await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf.data)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="warranty.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const inline = await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}/file?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);

    const docx = (
      await upload(
        sara,
        { ...smart, title: 'Policy' },
        { fileName: 'policy.docx', data: minimalDocx() },
      )
    ).json<Document>();
    const word = await callAs(sut.app, sara, 'GET', `/api/documents/${docx.id}/file?inline=1`);
    expect(word.headers['content-disposition']).toMatch(/^attachment;/);
    expect(word.headers['x-content-type-options']).toBe('nosniff');
    expect(word.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('answers 404 with the error shape when the stored file has gone missing, never 500', async () => {
    const uploaded = await upload(sara, smart, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const doc = uploaded.json<Document>();
    // The stored object under the family's prefix (s3rver's file may land a moment after its answer).
    const key = await vi.waitFor(() => {
      const [found] = keys();
      expect(found).toBeDefined();
      return found!;
    });
    const { rmSync } = await import('node:fs');
    rmSync(driver === 'disk' ? path.join(env.config.dataDir, 'files', key) : s3!.filePath(key), {
      force: true,
    });
    const file = await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}/file`);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'The stored file is missing' },
    });
    // The document itself is still there.
    expect((await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(200);
  });

  it('deletes the row, its search text and its file', async () => {
    const doc = (await upload(sara, smart, pdf)).json<Document>();
    expect(keys()).toHaveLength(1);
    expect((await callAs(sut.app, sara, 'DELETE', `/api/documents/${doc.id}`)).statusCode).toBe(
      204,
    );
    expect(keys()).toEqual([]);
    expect(await rowCount()).toBe(0);
    const search = await sut.db.db
      .selectFrom('document_search')
      .selectAll()
      .where('family_id', 'in', familyIds())
      .execute();
    expect(search).toEqual([]);
    expect((await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(404);
  });

  it("a second family can neither read, download, change, classify nor delete the first family's documents", async () => {
    const doc = (await upload(sara, smart, pdf)).json<Document>();
    const tries: [string, string, unknown?][] = [
      ['GET', `/api/documents/${doc.id}`],
      ['GET', `/api/documents/${doc.id}/file`],
      ['PATCH', `/api/documents/${doc.id}`, { title: 'Mine now' }],
      [
        'POST',
        `/api/documents/${doc.id}/classification`,
        { classification: 'home-related', source: 'manual' },
      ],
      ['POST', `/api/documents/${doc.id}/expiry-proposal`, { accept: true }],
      ['POST', '/api/documents/classify', { ids: [doc.id] }],
      ['DELETE', `/api/documents/${doc.id}`],
    ];
    for (const [method, url, body] of tries) {
      const response = await callAs(sut.app, omar, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const after = await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}`);
    expect(after.json()).toMatchObject({
      title: 'Fridge warranty',
      classification: 'unclassified',
    });
    expect(keys()).toHaveLength(1);
  });

  it('uploads are limited per user (documentUpload: 60 an hour)', async () => {
    // The limit is per account: this test's Sara is new, so her 60 are all still to use.
    const big = { ...smart, title: '' };
    for (let i = 0; i < 60; i += 1) await upload(sara, big, pdf);
    const refused = await upload(sara, smart, pdf);
    expect(refused.statusCode).toBe(429);
    expect(await rowCount()).toBe(0);
  });

  it("the family export carries the files and the import restores them under the new family's keys", async () => {
    const doc = (await upload(sara, { ...smart, title: 'ضمان الثلاجة' }, pdf)).json<Document>();
    const exported = await callAs(sut.app, sara, 'GET', '/api/data/export');
    expect(exported.statusCode).toBe(200);
    const ali = await env.ctx.newFamily({ email: uniqueEmail('ali'), fullName: 'Ali Hasan' });
    families.push(ali);
    const imported = await sut.app.inject({
      method: 'POST',
      url: '/api/data/import',
      headers: { 'content-type': 'application/zip', cookie: ali.jar.header() },
      payload: exported.rawPayload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().imported).toMatchObject({ documents: 1, document_search: 1 });
    const page = (
      await callAs(sut.app, ali.jar, 'GET', `/api/documents?q=${encodeURIComponent('ثلاجه')}`)
    ).json<DocumentsPage>();
    expect(page.documents).toHaveLength(1);
    const copy = page.documents[0]!;
    expect(copy.id).not.toBe(doc.id);
    expect(copy.file).toEqual(doc.file);
    const file = await callAs(sut.app, ali.jar, 'GET', `/api/documents/${copy.id}/file`);
    expect(file.rawPayload.equals(pdf.data)).toBe(true);
    expect(keys().filter((k) => k.startsWith(`${ali.familyId}/`))).toHaveLength(1);
    // Sara's file is still hers, and deleting the copy leaves it.
    await callAs(sut.app, ali.jar, 'DELETE', `/api/documents/${copy.id}`);
    const original = await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}/file`);
    expect(original.rawPayload.equals(pdf.data)).toBe(true);
  });

  it('an import whose file does not match its manifest is refused, leaving no rows and no files', async () => {
    await upload(sara, smart, pdf);
    const exported = (await callAs(sut.app, sara, 'GET', '/api/data/export')).rawPayload;
    const names = listZip(exported, 1000).map((e) => e.name);
    const entries = await readZipEntries(
      exported,
      Object.fromEntries(names.map((n) => [n, 10_000_000])),
      { maxEntries: 1000, maxTotalBytes: 100_000_000 },
    );
    const tampered = await createZip(
      [...entries].map(([name, data]) => ({
        name,
        data: name.startsWith('files/documents/') ? Buffer.from('%PDF-1.4 not the same') : data,
      })),
    );
    const ali = await env.ctx.newFamily({ email: uniqueEmail('ali'), fullName: 'Ali Hasan' });
    families.push(ali);
    const refused = await sut.app.inject({
      method: 'POST',
      url: '/api/data/import',
      headers: { 'content-type': 'application/zip', cookie: ali.jar.header() },
      payload: tampered,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('INVALID_IMPORT');
    expect(keys().filter((k) => k.startsWith(`${ali.familyId}/`))).toEqual([]);
    const rows = await sut.db.db
      .selectFrom('documents')
      .select('id')
      .where('family_id', '=', ali.familyId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a large streamed upload round-trips byte for byte', async () => {
    const data = pseudoRandomBytes(900 * 1024);
    const png = Buffer.concat([minimalPng().subarray(0, 64), data]);
    const doc = (await upload(sara, smart, { fileName: 'photo.png', data: png })).json<Document>();
    const file = await callAs(sut.app, sara, 'GET', `/api/documents/${doc.id}/file`);
    expect([file.rawPayload.length, doc.file?.size]).toEqual([png.length, png.length]);
    expect(file.rawPayload.equals(png)).toBe(true);
  });
});
