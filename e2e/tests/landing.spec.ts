import path from 'node:path';
import {
  expect,
  expectSecurityHeaders,
  seriousViolations,
  signUpViaForm,
  test,
  uniqueEmail,
  useLanguage,
  watchCspViolations,
  type Language,
} from './fixtures';
import type { Page } from '@playwright/test';

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/** Opens a prerendered public page and waits until its script has taken over (buttons work). */
async function openPublicPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Spec core section 2, in its order (the footer follows `main`). */
const sectionOrder = [
  'hero',
  'problems',
  'solution',
  'how-it-works',
  'features',
  'car-diagnostics',
  'car-maintenance',
  'home-maintenance',
  'documents',
  'scenarios',
  'technology',
  'pricing',
  'testimonials',
  'faq',
  'cta-section',
  'platforms',
];

const copy = {
  en: {
    title: 'Your whole family, organised in one place',
    nav: 'Main',
    pricing: 'Pricing',
    heroButton: 'Join early access',
    email: 'Email',
    submit: 'Join early access',
    thanks: 'Thank you! You are on the list. We will be in touch soon.',
    invalid: 'Invalid email format',
    required: 'Email is required',
    privacy: 'Privacy',
    privacyTitle: 'Privacy policy',
    about: 'About',
    aboutTitle: 'About Usra',
    terms: 'Terms',
    termsTitle: 'Terms of use',
    firstQuestion: 'What is Usra?',
    secondQuestion: "Who can see my family's data?",
    socialX: 'Usra on X',
  },
  ar: {
    title: 'عائلتك كلها، منظّمة في مكان واحد',
    nav: 'الرئيسية',
    pricing: 'الأسعار',
    heroButton: 'انضم إلى الوصول المبكر',
    email: 'البريد الإلكتروني',
    submit: 'انضم إلى الوصول المبكر',
    thanks: 'شكرًا لك! أصبحت في القائمة، وسنتواصل معك قريبًا.',
    invalid: 'صيغة البريد الإلكتروني غير صحيحة',
    required: 'البريد الإلكتروني مطلوب',
    privacy: 'الخصوصية',
    privacyTitle: 'سياسة الخصوصية',
    about: 'من نحن',
    aboutTitle: 'عن أسرة',
    terms: 'الشروط',
    termsTitle: 'شروط الاستخدام',
    firstQuestion: 'ما هي أسرة؟',
    secondQuestion: 'من يستطيع رؤية بيانات عائلتي؟',
    socialX: 'أسرة على X',
  },
} as const;

/** A number as the page writes it: Arabic-Indic digits in Arabic (issue 26). */
const digits = (language: Language, value: string | number) =>
  language === 'ar'
    ? String(value).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)
    : String(value);

for (const language of ['ar', 'en'] as Language[]) {
  const t = copy[language];

  test.describe(`landing page (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('shows every section of the spec in order, prerendered by the server', async ({
      page,
      request,
    }) => {
      // The content is in the HTML the server sends, before any script runs.
      const html = await (
        await request.get('/', { headers: { cookie: `usra_lang=${language}` } })
      ).text();
      expect(html).toContain(t.title);
      expect(html).toContain(`<html lang="${language}"`);
      for (const id of sectionOrder) expect(html).toContain(`id="${id}"`);

      await openPublicPage(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const ids = await page
        .locator('main > section')
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(sectionOrder);
      await expect(page.locator('main + footer')).toBeVisible();
      await expect(page.locator('#pricing [data-plan]')).toHaveCount(3);
      await expect(page.locator('#pricing [data-plan="premium"]')).toContainText(
        digits(language, 75),
      );
      await expect(page.locator('#faq [aria-controls]')).toHaveCount(7);
    });

    test('loads under the security headers with no Content-Security-Policy violation', async ({
      page,
    }) => {
      const violations = await watchCspViolations(page);
      expectSecurityHeaders(await page.goto('/'));
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      // The early-access rule (zod) loads on the first submit.
      await page.locator('#cta-section').getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert')).toHaveText(t.required);
      expectSecurityHeaders(await page.goto('/privacy'));
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.privacyTitle);
      expect(violations).toEqual([]);
    });

    test('header and hero links scroll to their sections', async ({ page }) => {
      await openPublicPage(page, '/');
      await page
        .getByRole('navigation', { name: t.nav })
        .getByRole('link', { name: t.pricing })
        .click();
      await expect(page).toHaveURL(/#pricing$/);
      await expect(page.locator('#pricing-title')).toBeInViewport();

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('#hero').getByRole('link', { name: t.heroButton }).click();
      await expect(page).toHaveURL(/#cta-section$/);
      await expect(page.getByLabel(t.email)).toBeInViewport();
    });

    test('the FAQ opens and moves by keyboard and announces its state', async ({ page }) => {
      await openPublicPage(page, '/');
      const first = page.getByRole('button', { name: t.firstQuestion });
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      const answer = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await expect(answer).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const second = page.getByRole('button', { name: t.secondQuestion });
      await expect(second).toBeFocused();
      await page.keyboard.press(' ');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
    });

    test('early access: refuses an empty and an invalid address', async ({ page }) => {
      await openPublicPage(page, '/');
      const field = page.getByLabel(t.email);
      const submit = page.locator('#cta-section').getByRole('button', { name: t.submit });
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(t.required);
      await field.fill('not-an-address');
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(t.invalid);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue('not-an-address');
    });

    test('early access: thanks the visitor, clears the field, and takes a second sign-up of the same address quietly', async ({
      page,
    }) => {
      await openPublicPage(page, '/');
      const email = uniqueEmail(`early-${language}`);
      const field = page.getByLabel(t.email);
      const submit = page.locator('#cta-section').getByRole('button', { name: t.submit });
      await field.fill(email.toUpperCase());
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: t.thanks })).toBeVisible();
      await expect(field).toHaveValue('');

      await field.fill(email);
      await submit.click();
      await expect(field).toHaveValue('');
      await expect(page.getByRole('status').filter({ hasText: t.thanks })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('footer pages open with their content', async ({ page }) => {
      await openPublicPage(page, '/');
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: t.privacy }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.privacyTitle);
      // The data folder, named in the reader's language (Arabic copy has no Latin words).
      await expect(page.locator('main')).toContainText(
        language === 'ar' ? 'مجلد بيانات الخادم' : 'DATA_DIR',
      );
      await page.locator('footer').getByRole('link', { name: t.terms }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.termsTitle);
      await page.locator('footer').getByRole('link', { name: t.about }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.aboutTitle);
      await expect(page.locator('footer')).toContainText(
        digits(language, new Date().getFullYear()),
      );
    });

    test('the configured social link, and only it, is in the HTML the server sends', async ({
      browser,
      baseURL,
    }) => {
      // Without scripts: what shows is the server's HTML alone.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      await context.addCookies([{ name: 'usra_lang', value: language, url: baseURL ?? '' }]);
      const page = await context.newPage();
      for (const url of ['/', '/privacy']) {
        await page.goto(url);
        const links = page.getByTestId('social-links').getByRole('link');
        await expect(links).toHaveCount(1);
        await expect(links).toHaveAttribute('href', 'https://x.example/usra');
        await expect(links).toHaveAccessibleName(t.socialX);
        await expect(page.locator('footer')).toContainText(
          digits(language, new Date().getFullYear()),
        );
      }
      await context.close();
    });

    test('hydrates the server-filled footer without a mismatch', async ({ page }) => {
      // The fixture fails the test on any console error, which a hydration mismatch reports.
      await openPublicPage(page, '/');
      await expect(page.getByTestId('social-links').getByRole('link')).toHaveCount(1);
      await page.locator('footer').scrollIntoViewIfNeeded();
    });

    test('has no serious axe violations, on / with the FAQ open and on /privacy', async ({
      page,
    }) => {
      await openPublicPage(page, '/');
      await page.getByRole('button', { name: t.firstQuestion }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await openPublicPage(page, '/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.privacyTitle);
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const width of [390, 1280]) {
      test(`screenshot at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        await openPublicPage(page, '/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
        await page.screenshot({
          path: path.join(screenshotDir, `landing-${language}-${width}.png`),
          fullPage: true,
        });
      });
    }
  });
}

test('Get Started opens the sign-up tab of /auth', async ({ page }) => {
  await useLanguage(page, 'en');
  await openPublicPage(page, '/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
});

test('switching the language re-renders the landing page and is remembered by the server', async ({
  page,
}) => {
  await useLanguage(page, 'ar');
  await openPublicPage(page, '/');
  await page.getByTestId('language-switch').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.title);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.title);
});

test('the language switch of / works without JavaScript, both ways', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await page.getByTestId('language-switch').first().click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.title);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
  await page.getByTestId('language-switch').first().click();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.ar.title);
  await context.close();
});

test('the language link, followed before the page has hydrated, wins over the saved language', async ({
  page,
}) => {
  await useLanguage(page, 'ar');
  await openPublicPage(page, '/');
  // Where a click on the switch goes while the page has no script yet.
  await page.goto('/?lang=en');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.title);
  // The choice is remembered in the language cookie (issue 26's negotiation).
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'usra_lang')?.value).toBe('en');
  await page.getByTestId('language-switch').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.ar.title);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'ar');
});

test('sends a signed-in visitor from / to the app', async ({ page }) => {
  await useLanguage(page, 'en');
  await signUpViaForm(page, 'en', uniqueEmail('landing-redirect'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
