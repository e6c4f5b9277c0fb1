import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ClassificationSuggestion,
  Document,
  DocumentsOverview,
  DocumentsPage,
} from '@usra/domain/documents/document-schema';
import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import type { UsraApp } from '../../app.js';
import {
  callAs,
  CookieJar,
  engines,
  sharedTestApp,
  type TestEnv,
  uniqueEmail,
} from '../../test/test-app.js';
import { uploadBody } from '../../test/multipart.js';
import { minimalPdf } from '../../test/file-fixtures.js';
import { createSearchIndex } from '../../db/search-index.js';
import type { EventBus } from '../../platform/events.js';
import type { Storage } from '../../platform/storage/storage.js';
import { ClassificationService } from './classification.service.js';
import { ClassifierRepository } from './classifier.repository.js';
import { RepositoryDocumentReads } from './documents.read-model.js';
import { DocumentsRepository } from './documents.repository.js';
import { DocumentsService } from './documents.service.js';

describe.each(engines)('documents: classification, expiry, links, overview on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let saraFamily: string;
  let omar: CookieJar;
  let omarFamily: string;

  // One app for these tests; each makes families of its own (test-app.ts).
  const shared = sharedTestApp(engine);
  beforeEach(async () => {
    ({ env, sut } = shared);
    env.clock.now = new Date('2026-03-01T10:00:00Z');
    ({ jar: sara, familyId: saraFamily } = await env.ctx.newFamily({
      email: uniqueEmail('sara'),
    }));
    ({ jar: omar, familyId: omarFamily } = await env.ctx.newFamily({
      email: uniqueEmail('omar'),
      fullName: 'Omar Saleh',
    }));
  });
  afterEach(async () => {
    // An app per test dropped its queue when it closed. The shared one drops the jobs this
    // test left queued: the next test's `runDue` claims two due jobs, oldest first, and they
    // must be its own (it waits for any still running).
    await shared.dropQueuedJobs([saraFamily, omarFamily]);
  });

  async function upload(
    jar: CookieJar,
    metadata: Record<string, unknown>,
    text = 'A plain note',
  ): Promise<Document> {
    const { payload, headers } = uploadBody(
      { dialog: 'quick', documentType: 'other', ...metadata },
      metadata.dialog === 'home'
        ? { fileName: 'plans.pdf', data: minimalPdf() }
        : { fileName: 'note.txt', data: Buffer.from(text) },
    );
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, cookie: jar.header() },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Document>();
  }
  const get = async (jar: CookieJar, url: string) =>
    (await callAs(sut.app, jar, 'GET', url)).json();

  it('reads the text in the background: searchable, an expiry proposal to accept or reject', async () => {
    const doc = await upload(
      sara,
      { title: 'Insurance' },
      'وثيقة تأمين المنزل صالحة حتى 2027/03/15 لدى شركة الأمان',
    );
    expect(doc.extraction.status).toBe('pending');
    expect((await get(sara, '/api/documents?q=شركه')).total).toBe(0);
    await sut.jobs.runDue();
    const read = (await get(sara, `/api/documents/${doc.id}`)) as Document;
    expect(read.extraction).toEqual({ status: 'done', method: 'text', reason: null });
    expect(read.expiryProposal).toMatchObject({ date: '2027-03-15' });
    expect(read.suggestion?.reasons.length).toBeGreaterThan(0);
    // The normaliser: ة/ه and the article do not matter.
    const found = (await get(
      sara,
      '/api/documents?q=' + encodeURIComponent('الشركة'),
    )) as DocumentsPage;
    expect(found.documents.map((d) => d.id)).toEqual([doc.id]);
    const overview = (await get(sara, '/api/documents/overview')) as DocumentsOverview;
    expect(overview.alerts.proposals.map((d) => d.id)).toEqual([doc.id]);

    const accepted = await callAs(
      sut.app,
      sara,
      'POST',
      `/api/documents/${doc.id}/expiry-proposal`,
      {
        accept: true,
      },
    );
    expect(accepted.json()).toMatchObject({ expiryDate: '2027-03-15', expiryProposal: null });
    // A second run of the job changes nothing (idempotent).
    await sut.jobs.runDue();
    expect(((await get(sara, `/api/documents/${doc.id}`)) as Document).expiryProposal).toBeNull();

    const other = await upload(sara, { title: 'Card' }, 'Valid until 2028-01-31');
    await sut.jobs.runDue();
    const rejected = await callAs(
      sut.app,
      sara,
      'POST',
      `/api/documents/${other.id}/expiry-proposal`,
      { accept: false },
    );
    expect(rejected.json()).toMatchObject({ expiryDate: null, expiryProposal: null });
    expect(
      (
        await callAs(sut.app, sara, 'POST', `/api/documents/${other.id}/expiry-proposal`, {
          accept: true,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('finishes quietly when the document was deleted before its job ran', async () => {
    const doc = await upload(sara, { title: 'Gone' });
    await callAs(sut.app, sara, 'DELETE', `/api/documents/${doc.id}`);
    await sut.jobs.runDue();
    // This test's families' jobs (a job's payload names its family).
    const jobs = await sut.db.db
      .selectFrom('jobs')
      .select(['status'])
      .where((eb) => eb.or([saraFamily, omarFamily].map((id) => eb('payload', 'like', `%${id}%`))))
      .execute();
    expect(jobs.map((j) => j.status)).toEqual(['done']);
  });

  it('suggests with keyword rules and reasons, then learns from manual choices', async () => {
    const rules = await callAs(sut.app, sara, 'POST', '/api/documents/suggest', {
      title: 'Refrigerator warranty',
      fileName: 'fridge.pdf',
    });
    expect(rules.json<ClassificationSuggestion>()).toMatchObject({
      classification: 'asset-related',
      documentType: null,
    });
    expect(rules.json<ClassificationSuggestion>().reasons).toContain('refrigerator');
    const arabic = (
      await callAs(sut.app, sara, 'POST', '/api/documents/suggest', { title: 'مخطط المنزل' })
    ).json<ClassificationSuggestion>();
    expect(arabic.classification).toBe('home-related');
    expect(arabic.reasons.length).toBeGreaterThan(0);

    // The family teaches its own words: "zakat" papers are home-related, "gadget" ones asset.
    const a = await upload(sara, { title: 'zakat statement one' });
    const b = await upload(sara, { title: 'gadget receipt blue' });
    for (const [doc, classification, documentType] of [
      [a, 'home-related', 'contract'],
      [b, 'asset-related', 'receipt'],
    ] as const) {
      const manual = await callAs(
        sut.app,
        sara,
        'POST',
        `/api/documents/${doc.id}/classification`,
        {
          classification,
          source: 'manual',
          documentType,
        },
      );
      expect(manual.json()).toMatchObject({
        classification,
        classificationConfidence: 1,
        autoClassified: false,
      });
    }
    const learned = (
      await callAs(sut.app, sara, 'POST', '/api/documents/suggest', { title: 'zakat letter' })
    ).json<ClassificationSuggestion>();
    expect(learned.classification).toBe('home-related');
    expect(learned.reasons).toContain('zakat');
    expect(learned.documentType).toMatchObject({ type: 'contract' });
    // Another family's model is its own.
    const theirs = (
      await callAs(sut.app, omar, 'POST', '/api/documents/suggest', { title: 'zakat letter' })
    ).json<ClassificationSuggestion>();
    expect(theirs.classification).toBe('unclassified');

    // A changed mind: unlearned, then learned the other way.
    await callAs(sut.app, sara, 'POST', `/api/documents/${a.id}/classification`, {
      classification: 'asset-related',
      source: 'manual',
    });
    const c = await upload(sara, { title: 'zakat form' });
    await callAs(sut.app, sara, 'POST', `/api/documents/${c.id}/classification`, {
      classification: 'home-related',
      source: 'manual',
    });
    const model = await sut.db.db
      .selectFrom('document_classifiers')
      .select('model')
      .where('family_id', '=', saraFamily)
      .where('target', '=', 'classification')
      .executeTakeFirstOrThrow();
    const labels = (JSON.parse(model.model) as { labels: Record<string, { docs: number }> }).labels;
    expect(labels['home-related']?.docs).toBe(1);
    expect(labels['asset-related']?.docs).toBe(2);
  });

  it("Auto-Classify Selected: 'Please select documents to classify', then suggestions to apply", async () => {
    const empty = await callAs(sut.app, sara, 'POST', '/api/documents/classify', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please select documents to classify');
    // Not 'other': that is also a catalogue id, which groups as home (the spec's rule).
    const doc = await upload(sara, { title: 'Washing machine manual', documentType: 'manual' });
    const classified = await callAs(sut.app, sara, 'POST', '/api/documents/classify', {
      ids: [doc.id],
    });
    const [entry] = classified.json<{
      suggestions: { documentId: string; suggestion: ClassificationSuggestion }[];
    }>().suggestions;
    expect(entry).toMatchObject({
      documentId: doc.id,
      suggestion: { classification: 'asset-related' },
    });
    const applied = await callAs(sut.app, sara, 'POST', `/api/documents/${doc.id}/classification`, {
      classification: 'asset-related',
      source: 'suggestion',
    });
    expect(applied.json()).toMatchObject({
      classification: 'asset-related',
      classificationConfidence: entry!.suggestion.confidence,
      autoClassified: true,
      suggestion: null,
      group: 'asset',
    });
  });

  it('links to an asset and a vehicle of the family, shown on both sides; never to another family', async () => {
    const asset = (await callAs(sut.app, sara, 'POST', '/api/assets', { name: 'Fridge' })).json<{
      id: string;
    }>();
    const vehicle = (
      await callAs(sut.app, sara, 'POST', '/api/vehicles', { name: 'Camry', year: 2020 })
    ).json<{ vehicle: { id: string } }>().vehicle;
    const project = (
      await callAs(sut.app, sara, 'POST', '/api/projects', {
        name: 'Kitchen',
        projectType: 'renovation',
        location: 'Riyadh',
      })
    ).json<{ id: string }>();
    const doc = await upload(sara, {
      title: 'Fridge warranty',
      documentType: 'warranty',
      classification: 'asset-related',
      classificationConfidence: 0.8,
      assetId: asset.id,
      vehicleId: vehicle.id,
      projectId: project.id,
    });
    expect(doc).toMatchObject({
      assetName: 'Fridge',
      vehicleName: 'Camry',
      projectName: 'Kitchen',
      group: 'asset',
    });
    for (const filter of [
      `assetId=${asset.id}`,
      `vehicleId=${vehicle.id}`,
      `projectId=${project.id}`,
    ]) {
      expect(((await get(sara, `/api/documents?${filter}`)) as DocumentsPage).total).toBe(1);
    }
    expect((await get(sara, `/api/projects/${project.id}`)).documentCount).toBe(1);
    // Omar cannot link his document to Sara's rows, nor see hers through a filter.
    const { payload, headers } = uploadBody(
      { dialog: 'quick', title: 'Mine', documentType: 'other', assetId: asset.id },
      { fileName: 'n.txt', data: Buffer.from('x') },
    );
    const foreign = await sut.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...headers, cookie: omar.header() },
      payload,
    });
    expect(foreign.statusCode).toBe(404);
    const mine = await upload(omar, { title: 'Mine' });
    for (const body of [
      { assetId: asset.id },
      { vehicleId: vehicle.id },
      { projectId: project.id },
    ]) {
      expect(
        (await callAs(sut.app, omar, 'PATCH', `/api/documents/${mine.id}`, body)).statusCode,
      ).toBe(404);
    }
    expect(((await get(omar, `/api/documents?assetId=${asset.id}`)) as DocumentsPage).total).toBe(
      0,
    );
    // Deleting the project unlinks its documents.
    expect((await callAs(sut.app, sara, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(
      204,
    );
    expect(((await get(sara, `/api/documents/${doc.id}`)) as Document).projectId).toBeNull();
  });

  it('overview: summary, tabs, alerts; the dashboard and the reminder windows', async () => {
    const expired = await upload(sara, { title: 'Old', expiryDate: '2026-02-01' });
    const soon = await upload(sara, {
      title: 'Soon',
      expiryDate: '2026-03-05',
      documentType: 'warranty',
    });
    const month = await upload(sara, {
      title: 'Month',
      expiryDate: '2026-03-31',
      isImportant: true,
    });
    await upload(sara, { title: 'Later', expiryDate: '2026-04-01' });
    await upload(sara, { dialog: 'home', title: 'Plans', documentType: 'architectural' });
    const overview = (await get(
      sara,
      '/api/documents/overview?timeZone=Asia/Riyadh',
    )) as DocumentsOverview;
    expect(overview.today).toBe('2026-03-01');
    expect(overview.summary).toEqual({ total: 5, warranties: 1, expiringSoon: 2, important: 1 });
    expect(overview.counts).toEqual({ home: 1, asset: 0, unclassified: 4 });
    expect(overview.alerts.expired.map((d) => d.id)).toEqual([expired.id]);
    expect(overview.alerts.expiringSoon.map((d) => d.id)).toEqual([soon.id, month.id]);
    expect(overview.alerts.important.map((d) => d.id)).toEqual([month.id]);
    expect(overview.recent).toHaveLength(5);
    const page = (await get(sara, '/api/documents?classification=home')) as DocumentsPage;
    expect(page.documents.map((d) => d.title)).toEqual(['Plans']);
    expect(((await get(sara, '/api/documents?type=warranty')) as DocumentsPage).total).toBe(1);
    expect(((await get(sara, '/api/documents?important=true')) as DocumentsPage).total).toBe(1);

    const dashboard = (await get(sara, '/api/dashboard?timeZone=Asia/Riyadh')) as Dashboard;
    expect(dashboard.documentsExpiring.map((d) => d.title)).toEqual(['Soon', 'Month']);
    const omarDashboard = (await get(omar, '/api/dashboard')) as Dashboard;
    expect(omarDashboard.documentsExpiring).toEqual([]);

    // The notification centre's read: reminders at 30 and 7 days before expiry.
    const repo = new DocumentsRepository(sut.db.db, engine, createSearchIndex(sut.db.db, engine));
    const none = async () => new Map<string, string>();
    const service = new DocumentsService(
      repo,
      { assetNames: none, vehicleNames: none, projectNames: none },
      new ClassificationService(new ClassifierRepository(sut.db.db)),
      {} as Storage,
      { publish: async () => undefined } as unknown as EventBus,
      { quotaBytes: 0 },
    );
    const reads = new RepositoryDocumentReads(repo, () => service);
    const expiring = await reads.expiringDocuments(saraFamily, '2026-03-01');
    expect(expiring.within30Days.map((d) => d.title)).toEqual(['Soon', 'Month']);
    expect(expiring.within7Days.map((d) => d.title)).toEqual(['Soon']);
  });

  it("announces changes live on 'documents', 'projects' and 'dashboard'", async () => {
    const events: { topic: string; data?: unknown }[] = [];
    shared.listen(saraFamily, (event) => events.push(event));
    const doc = await upload(sara, { title: 'Live', expiryDate: '2026-03-10' });
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic: 'documents', data: { id: doc.id, action: 'created' } }),
        expect.objectContaining({ topic: 'dashboard' }),
      ]),
    );
    events.length = 0;
    await sut.jobs.runDue();
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic: 'documents', data: { id: doc.id, action: 'extracted' } }),
      ]),
    );
    events.length = 0;
    const project = await callAs(sut.app, sara, 'POST', '/api/projects', {
      name: 'Roof',
      projectType: 'repair',
      location: 'Home',
    });
    expect(events).toEqual([
      expect.objectContaining({
        topic: 'projects',
        data: { id: project.json().id, action: 'created' },
      }),
    ]);
  });

  it('pages 50 at a time, newest first', async () => {
    for (let i = 0; i < 52; i += 1) await upload(sara, { title: `Doc ${i}` });
    const first = (await get(sara, '/api/documents')) as DocumentsPage;
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 52 });
    expect(first.documents[0]!.title).toBe('Doc 51');
    const second = (await get(sara, '/api/documents?page=2')) as DocumentsPage;
    expect(second.documents.map((d) => d.title)).toEqual(['Doc 1', 'Doc 0']);
  });
});
