import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page, type Response } from '@playwright/test';

export const PASSWORD = 'Falcon#Rise7';

export type Language = 'ar' | 'en';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Opens pages in the given language (the app keeps the choice in localStorage). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('usra.lang')) window.localStorage.setItem('usra.lang', lang);
  }, language);
}

export const text = {
  en: {
    signInTab: 'Sign In',
    signUpTab: 'Sign Up',
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    signInSubmit: 'Sign In',
    signUpSubmit: 'Create Account',
    signOut: 'Sign Out',
    skipOnboarding: 'Skip for now',
  },
  ar: {
    signInTab: 'تسجيل الدخول',
    signUpTab: 'إنشاء حساب',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signInSubmit: 'تسجيل الدخول',
    signUpSubmit: 'إنشاء الحساب',
    signOut: 'تسجيل الخروج',
    skipOnboarding: 'تخطَّ الآن',
  },
} as const;

/**
 * Opens the sign-in page as a fresh visit: the server sends it prerendered, and its forms work
 * once the page has hydrated (`html[data-hydrated]`).
 */
export async function openAuthPage(page: Page, url = '/auth') {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

export async function signUpViaForm(
  page: Page,
  language: Language,
  email: string,
  fullName = 'Sara Ali',
) {
  await signUpToOnboarding(page, language, email, fullName);
  // A new family's creator lands on the first-run set-up; skipping it leads to the dashboard.
  await page.getByRole('button', { name: text[language].skipOnboarding }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/**
 * Signs up through the API (the sign-up form is auth.spec.ts's subject), marks the first-run
 * set-up done as its Skip button does, and opens the dashboard: the same account and family as
 * `signUpViaForm`, without loading the sign-in page and the set-up first.
 */
export async function signUp(
  page: Page,
  _language: Language,
  email: string,
  fullName = 'Sara Ali',
) {
  const signedUp = await page.request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD, fullName },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const skipped = await page.request.put('/api/family/settings/onboarding.done', {
    data: { value: true },
  });
  expect(skipped.status(), await skipped.text()).toBeLessThan(300);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** Signs up through the form and stays on the first-run set-up it opens. */
export async function signUpToOnboarding(
  page: Page,
  language: Language,
  email: string,
  fullName = 'Sara Ali',
) {
  const t = text[language];
  await openAuthPage(page);
  await page.getByRole('tab', { name: t.signUpTab }).click();
  await page.getByLabel(t.fullName).fill(fullName);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.signUpSubmit }).click();
  // The first load of the app shell after sign-up: on a busy 2-core machine (two workers, each
  // with a browser and the server) it has taken over 7 s, so this wait is longer than the rest.
  await expect(page).toHaveURL(/\/app\/welcome$/, { timeout: 20_000 });
}

export async function signInViaForm(
  page: Page,
  language: Language,
  email: string,
  password = PASSWORD,
) {
  const t = text[language];
  await openAuthPage(page);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signInSubmit, exact: true }).last().click();
}

/**
 * Collects a page's Content-Security-Policy violations (the `securitypolicyviolation` event and
 * the console's reports), across its navigations, as "directive blocked-uri" lines.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__usraCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __usraCspViolation(line: string): Promise<void> })
          .__usraCspViolation;
        void report(`${event.effectiveDirective} ${event.blockedURI}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/**
 * The security headers of every answer (apps/server/src/platform/security-headers.ts), with a
 * policy that allows scripts from the site's files and inline ones only by hash; returns it.
 */
export function expectSecurityHeaders(response: Response | null): string {
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/]+=*')*;/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  return policy;
}

/** Waits for finite animations and transitions to end (a spinner's endless one does not count). */
async function animationsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** Serious and critical axe violations (WCAG 2 A/AA). */
export async function seriousViolations(page: Page) {
  for (let attempt = 1; ; attempt++) {
    // A toast or dialog still fading in has a contrast of its half-way colours: wait for it.
    await animationsSettled(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
      }));
    // A toast whose time ran out during the scan was read half faded out: when every finding is
    // in a toast or already gone, look again once it has settled (a toast that stays is judged).
    const transient =
      serious.length > 0 &&
      (await page.evaluate(
        (targets) =>
          targets.every((target) => {
            const node = document.querySelector(target);
            return node === null || node.closest('[data-sonner-toast]') !== null;
          }),
        serious.flatMap((v) => v.nodes),
      ));
    if (!transient || attempt === 3) return serious;
  }
}

/** Fails the test on an unexpected console error in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The browser reports every 4xx answer as a console error; those are expected in these flows.
        if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text))
          return;
        // A request the page makes while the test has taken the browser offline (setOffline).
        if (text === 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED') return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
