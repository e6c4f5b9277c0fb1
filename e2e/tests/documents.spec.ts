import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  type Language,
  seriousViolations,
  signUp,
  test,
  uniqueEmail,
  useLanguage,
} from './fixtures';

/** Screenshots go to e2e/screenshots, or where DOCS_SHOTS says (the review's /tmp/docs-shots). */
const shots = process.env.DOCS_SHOTS ?? path.resolve(import.meta.dirname, '../screenshots');

// Sign-up, two uploads, text extraction (OCR of a PNG), a project: long on a busy machine.
test.describe.configure({ timeout: 240_000 });

const t = {
  en: {
    title: 'Document Management Center',
    uploadedSmart: 'Document uploaded and classified successfully',
    uploadedQuick: 'Document Uploaded',
    manual: 'Manual Classification Applied',
    deleteConfirm: 'Delete',
    deleted: 'Document deleted successfully',
    projectCreated: 'Your construction project has been created successfully.',
    progressSaved: 'Progress updated',
    attached: 'Document attached to the project',
    noAlerts: 'No alerts at this time',
    empty: 'No documents found',
    noProjects: 'No construction projects',
    createProject: 'Create Project',
    pdfTitle: 'Fridge warranty',
    pngTitle: 'Boiler receipt',
  },
  ar: {
    title: 'مركز إدارة المستندات',
    uploadedSmart: 'رُفع المستند وصُنّف بنجاح',
    uploadedQuick: 'رُفع المستند',
    manual: 'طُبّق التصنيف اليدوي',
    deleteConfirm: 'حذف',
    deleted: 'حُذف المستند بنجاح',
    projectCreated: 'أُنشئ مشروعك الإنشائي بنجاح.',
    progressSaved: 'حُدّث التقدّم',
    attached: 'أُرفق المستند بالمشروع',
    noAlerts: 'لا توجد تنبيهات حاليًا',
    empty: 'لا توجد مستندات',
    noProjects: 'لا توجد مشاريع إنشائية',
    createProject: 'إنشاء مشروع',
    pdfTitle: 'ضمان الثلاجة',
    pngTitle: 'إيصال السخان',
  },
} as const;

function dayFromToday(page: Page, days = 0): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  }, days);
}

/** A one-page PDF and a PNG made here, in a page of their own (nothing downloaded). */
async function makeFiles(page: Page, expiry: string) {
  const maker = await page.context().newPage();
  await maker.setContent(
    `<main style="font: 28px sans-serif; padding: 40px">
       <h1>Refrigerator warranty certificate</h1>
       <p>Model FR-200. Warranty valid until ${expiry}.</p>
     </main>`,
  );
  const pdf = await maker.pdf({ format: 'A5' });
  await maker.setContent(
    `<p id="r" style="font: 40px sans-serif; padding: 20px; background: #fff; color: #000">
       RECEIPT Boiler service 450 SAR</p>`,
  );
  const png = await maker.locator('#r').screenshot();
  await maker.close();
  return { pdf, png };
}

async function waitForExtraction(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/documents/${id}`);
        const doc = (await answer.json()) as { extraction: { status: string } };
        return doc.extraction.status;
      },
      { timeout: 90_000, intervals: [1000, 2000, 3000] },
    )
    .toMatch(/done|failed/);
}

async function documentIdByTitle(page: Page, title: string): Promise<string> {
  const answer = await page.request.get(`/api/documents?q=${encodeURIComponent(title)}`);
  const list = (await answer.json()) as { documents: { id: string; title: string }[] };
  const found = list.documents.find((doc) => doc.title === title);
  expect(found, `document ${title}`).toBeTruthy();
  return found!.id;
}

const combos = [
  ['ar', 1280],
  ['en', 390],
  ['en', 1280],
  ['ar', 390],
] as const;

for (const [language, width] of combos) {
  test(`documents in ${language} at ${width}px: upload, search, classify, expiry, view, delete, a project, alerts`, async ({
    page,
  }) => {
    const s = t[language];
    const mobile = width < 768;
    const shot = (name: string) =>
      page.screenshot({ path: path.join(shots, `docs-${name}-${language}-${width}.png`) });
    await page.setViewportSize({ width, height: mobile ? 844 : 900 });
    await useLanguage(page, language as Language);
    await signUp(page, language as Language, uniqueEmail(`docs-${language}-${width}`));
    const soon = await dayFromToday(page, 10);
    const files = await makeFiles(page, soon);
    const pdfTitle = `${s.pdfTitle} ${width}`;
    const pngTitle = `${s.pngTitle} ${width}`;

    await page.goto('/app/documents');
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page.getByText(s.empty).first()).toBeVisible();
    expect(await seriousViolations(page), 'empty screen').toEqual([]);
    await shot('empty');

    // Quick Upload (the phone's Upload button): a PNG, no classification.
    await page.getByTestId(mobile ? 'mobile-upload' : 'quick-upload').click();
    const quick = page.getByTestId('upload-dialog-quick');
    await quick.getByTestId('upload-file').setInputFiles({
      name: 'boiler-receipt.png',
      mimeType: 'image/png',
      buffer: files.png,
    });
    await expect(quick.getByTestId('upload-title')).toHaveValue('boiler-receipt');
    await expect(quick.getByTestId('upload-file-size')).toContainText(/KB|ك\.ب/);
    await quick.getByTestId('upload-title').fill(pngTitle);
    await quick.getByTestId('upload-type').selectOption('receipt');
    expect(await seriousViolations(page), 'quick upload').toEqual([]);
    await shot('quick-upload');
    await quick.getByTestId('upload-submit').click();
    await expect(page.getByText(s.uploadedQuick, { exact: true }).first()).toBeVisible();
    await expect(quick).toBeHidden();

    // Smart Upload: a PDF, expiring in 10 days and important.
    if (mobile) await page.goto('/app/documents?tab=all');
    await page.getByTestId('smart-upload').click();
    const smart = page.getByTestId('upload-dialog-smart');
    await smart.getByTestId('upload-file').setInputFiles({
      name: 'fridge-warranty.pdf',
      mimeType: 'application/pdf',
      buffer: files.pdf,
    });
    await expect(smart.getByTestId('upload-title')).toHaveValue('fridge-warranty');
    // The analysing step ends with a suggestion panel.
    await expect(smart.getByTestId('suggestion')).toBeVisible({ timeout: 15_000 });
    await smart.getByTestId('upload-title').fill(pdfTitle);
    await smart.getByTestId('upload-type').selectOption('warranty');
    await smart.getByTestId('upload-tags').fill('kitchen, fridge');
    await smart.getByTestId('upload-expiry').fill(soon);
    await smart.getByRole('checkbox').check();
    expect(await seriousViolations(page), 'smart upload').toEqual([]);
    await shot('smart-upload');
    await smart.getByTestId('upload-submit').click();
    await expect(page.getByText(s.uploadedSmart).first()).toBeVisible();
    await expect(smart).toBeHidden();

    // Both are listed; the search finds one.
    await page.goto('/app/documents?tab=all');
    const list = page.getByTestId('docs-list');
    await expect(list.getByText(pdfTitle)).toBeVisible();
    await expect(list.getByText(pngTitle)).toBeVisible();
    await page.getByTestId('docs-search').fill(s.pdfTitle);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(list.getByText(pngTitle)).toBeHidden();
    await expect(list.getByText(pdfTitle)).toBeVisible();
    await shot('all-search');

    // The text is read in the background; an expiry proposal, if one was found, is confirmed.
    const pdfId = await documentIdByTitle(page, pdfTitle);
    const pngId = await documentIdByTitle(page, pngTitle);
    await waitForExtraction(page, pdfId);
    await page.reload();
    const pdfCard = page.getByTestId('doc-item').filter({ hasText: pdfTitle });
    await expect(pdfCard.getByTestId('doc-extraction')).toBeVisible();
    if ((await pdfCard.getByTestId('expiry-proposal').count()) > 0) {
      await pdfCard.getByTestId('expiry-confirm').click();
      await expect(pdfCard.getByTestId('expiry-proposal')).toBeHidden();
    }

    // View: the PDF inline, from the family's own download route.
    const view = pdfCard.getByTestId('doc-view');
    await expect(view).toHaveAttribute('href', `/api/documents/${pdfId}/file?inline=1`);
    await expect(view).toHaveAttribute('target', '_blank');
    const file = await page.request.get(`/api/documents/${pdfId}/file?inline=1`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');

    // Classify by hand: the PNG (uploaded without a classification) leaves the Classify tab.
    await waitForExtraction(page, pngId);
    await page.goto('/app/documents?tab=classify');
    const card = page.getByTestId('classify-card').filter({ hasText: pngTitle });
    await expect(card).toBeVisible();
    expect(await seriousViolations(page), 'classify tab').toEqual([]);
    await shot('classify');
    await card.getByTestId('classify-manual').selectOption('home-related');
    await expect(page.getByText(s.manual).first()).toBeVisible();
    await expect(card).toBeHidden();
    await page.goto('/app/documents?tab=home');
    await expect(page.getByTestId('list-home').getByText(pngTitle)).toBeVisible();
    await shot('home');
    await page.goto('/app/documents?tab=asset');
    await shot('asset');
    await page.goto('/app/documents?tab=unclassified');
    await shot('unclassified');

    // Alerts: the PDF expires within 30 days and is important.
    await page.goto('/app/documents?tab=alerts');
    await expect(page.getByTestId('alerts-expiringSoon').getByText(pdfTitle)).toBeVisible();
    await expect(page.getByTestId('alerts-important').getByText(pdfTitle)).toBeVisible();
    await expect(page.getByText(s.noAlerts)).toBeHidden();
    expect(await seriousViolations(page), 'alerts tab').toEqual([]);
    await shot('alerts');

    // A project with two phases; progress; a document attached.
    await page.goto('/app/documents?tab=projects');
    await expect(page.getByText(s.noProjects)).toBeVisible();
    await page.getByRole('button', { name: s.createProject }).first().click();
    const create = page.getByTestId('create-project-dialog');
    await expect(create.getByTestId('create-project')).toBeDisabled();
    await create.getByTestId('project-name-input').fill(`Kitchen ${width}`);
    await create.getByTestId('project-type-input').selectOption('renovation');
    await create.getByTestId('project-location-input').fill('Riyadh');
    await create.getByTestId('project-cost-input').fill('12000');
    await create.getByTestId('add-phase').click();
    await create.getByTestId('add-phase').click();
    await create.getByTestId('phase-name-input').nth(0).fill('Demolition');
    await create.getByTestId('phase-name-input').nth(1).fill('Cabinets');
    expect(await seriousViolations(page), 'create project').toEqual([]);
    await shot('create-project');
    await create.getByTestId('create-project').click();
    await expect(page.getByText(s.projectCreated).first()).toBeVisible();
    const project = page.getByTestId('project-card').filter({ hasText: `Kitchen ${width}` });
    await expect(project.getByText('Demolition')).toBeVisible();
    await expect(project.getByText('Cabinets')).toBeVisible();
    await shot('projects');

    await project.getByTestId('project-progress-button').click();
    const progress = page.getByTestId('progress-dialog');
    await progress.getByTestId('progress-input').fill('40');
    await progress.getByTestId('status-input').selectOption('in_progress');
    await shot('progress');
    await progress.getByTestId('progress-save').click();
    await expect(page.getByText(s.progressSaved).first()).toBeVisible();
    await expect(project.getByTestId('project-progress')).toContainText(/40|٤٠/);

    await project.getByTestId('project-details').click();
    const details = page.getByTestId('project-details-dialog');
    await expect(details.getByTestId('phase-row')).toHaveCount(2);
    await details.getByTestId('phase-down').first().click();
    await expect(details.getByTestId('phase-row').first()).toContainText('Cabinets');
    await details.getByTestId('phase-status').first().selectOption('completed');
    await expect(details.getByTestId('phase-status').first()).toHaveValue('completed');
    expect(await seriousViolations(page), 'project details').toEqual([]);
    await shot('project-details');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await project.getByTestId('project-documents').click();
    const docs = page.getByTestId('project-documents-dialog');
    await docs.getByTestId('attach-select').selectOption({ label: pdfTitle });
    await docs.getByTestId('attach-button').click();
    await expect(page.getByText(s.attached).first()).toBeVisible();
    await expect(docs.getByTestId('project-docs').getByText(pdfTitle)).toBeVisible();
    await shot('project-documents');
    await page.keyboard.press('Escape');

    // Upload Home Document (desktop Home tab) shows the catalogue and the size in MB.
    if (!mobile) {
      await page.goto('/app/documents?tab=home');
      await page.getByTestId('upload-home').click();
      const home = page.getByTestId('upload-dialog-home');
      await home.getByTestId('upload-file').setInputFiles({
        name: 'plans.pdf',
        mimeType: 'application/pdf',
        buffer: files.pdf,
      });
      await expect(home.getByTestId('upload-file-size')).toContainText(/MB|م\.ب/);
      // The chosen category's description and sub-categories (spec's catalogue).
      await expect(home.getByTestId('category-guide')).toHaveCount(0);
      await home.getByTestId('upload-type').selectOption('architectural');
      await expect(home.getByTestId('category-description')).toHaveText(
        language === 'ar'
          ? 'مخططات المنزل كما صُمّم وكما بُني.'
          : 'Drawings of the house as designed and as built.',
      );
      await expect(home.getByTestId('category-subcategories')).toHaveText(
        language === 'ar'
          ? 'تشمل: مخططات الطوابق والواجهات ومخططات الموقع ومخططات الترميم'
          : 'Includes: Floor plans, Elevations, Site plans, and Renovation drawings',
      );
      await home.getByTestId('upload-type').selectOption('hvac');
      await expect(home.getByTestId('category-subcategories')).toHaveText(
        language === 'ar'
          ? 'تشمل: المكيفات والتهوية ومجاري الهواء وعقود الصيانة'
          : 'Includes: Air conditioners, Ventilation, Ductwork, and Service contracts',
      );
      expect(await seriousViolations(page), 'home upload').toEqual([]);
      await shot('home-upload');
      await page.keyboard.press('Escape');
    }

    // Delete the PNG, asked first.
    await page.goto('/app/documents?tab=all');
    const pngCard = page.getByTestId('doc-item').filter({ hasText: pngTitle });
    await pngCard.getByTestId('doc-delete').click();
    await page.getByRole('button', { name: s.deleteConfirm, exact: true }).click();
    await expect(page.getByText(s.deleted).first()).toBeVisible();
    await expect(page.getByTestId('docs-list').getByText(pngTitle)).toBeHidden();
    expect((await page.request.get(`/api/documents/${pngId}/file`)).status()).toBe(404);
    await shot('all');

    if (mobile) {
      // The phone's summary: category cards with files, the recent list, search filters it.
      await page.goto('/app/documents');
      await expect(page.getByTestId('category-warranty')).toBeVisible();
      await expect(page.getByTestId('category-receipt')).toHaveCount(0);
      await page.getByTestId('category-warranty').click();
      await expect(page.getByTestId('mobile-list').getByText(pdfTitle)).toBeVisible();
      await page.getByTestId('clear-filters').click();
      expect(await seriousViolations(page), 'phone summary').toEqual([]);
      await shot('mobile');
    }
  });
}
