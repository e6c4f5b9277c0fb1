import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// The ops tests' way to a free port (the server's BASE_URL must name it beforehand).
import { freePort } from '../../scripts/lib/cluster.mjs';
import { expect, PASSWORD, signUpViaForm, test, text, uniqueEmail, useLanguage } from './fixtures';
// The API tests' provider: the OpenID-certified `oidc-provider` package on a free port.
import {
  startOidcProvider,
  type TestOidcProvider,
} from '../../apps/server/src/test/oidc-test-provider';

const shots = path.resolve(import.meta.dirname, '../screenshots');

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** SQLite always; PostgreSQL too when the API suite's database is given (CI sets it). */
const engines = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

for (const engine of engines) {
  test.describe(`single sign-on on ${engine}`, () => {
    const schema = `e2e_sso_${Date.now().toString(36)}`;
    let provider: TestOidcProvider;
    let server: ChildProcess;
    let origin: string;
    let dataDir: string;

    test.beforeAll(async () => {
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      provider = await startOidcProvider(`${origin}/api/auth/callback/oidc`);
      dataDir = mkdtempSync(path.join(tmpdir(), 'usra-e2e-sso-'));
      // PostgreSQL: a schema of its own, dropped after (the API suite's way).
      const database =
        engine === 'postgres'
          ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema }
          : {};
      // A second server of the built app, configured with the provider (README: Single sign-on).
      server = spawn(process.execPath, ['../apps/server/dist/server.js'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          BASE_URL: origin,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          OIDC_ISSUER_URL: provider.issuer,
          OIDC_CLIENT_ID: provider.clientId,
          OIDC_CLIENT_SECRET: provider.clientSecret,
          OIDC_PROVIDER_NAME: 'Family ID',
          ...database,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(
          () => reject(new Error(`server did not start: ${output}`)),
          30_000,
        );
        server.stdout!.on('data', (data: Buffer) => {
          output += data.toString();
          if (output.includes('Server listening at')) {
            clearTimeout(timer);
            resolve();
          }
        });
        server.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
      });
      server.stdout!.resume();
    });

    test.afterAll(async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await provider.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (engine === 'postgres') {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
        await admin.end();
      }
    });

    test(`${engine}, en, 1280 px: a first SSO sign-in makes the account; Security lists the method`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: origin,
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await useLanguage(page, 'en');
      provider.signInAs({
        sub: `e2e-nora-${engine}`,
        email: uniqueEmail(`nora-${engine}`),
        email_verified: true,
        name: 'Nora Saleh',
      });
      await page.goto('/auth');
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await page.getByRole('button', { name: 'Sign in with Family ID' }).click();
      await expect(page).toHaveURL(/\/app\/welcome$/, { timeout: 20_000 });
      await page.getByRole('button', { name: text.en.skipOnboarding }).click();
      await page.goto('/app/settings/security');
      const methods = page.getByTestId('sign-in-method');
      await expect(methods).toHaveText(['Single sign-on with Family ID']);
      await page.screenshot({ path: path.join(shots, `sign-in-methods-en-1280-${engine}.png`) });
      await context.close();
    });

    test(`${engine}, ar, 390 px: an unverified e-mail is refused clearly; a verified one links to the password account`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: origin,
        locale: 'ar-SA',
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await useLanguage(page, 'ar');
      const email = uniqueEmail('sara');
      await signUpViaForm(page, 'ar', email, 'سارة العتيبي');
      await context.clearCookies();

      provider.signInAs({
        sub: `e2e-sara-1-${engine}`,
        email,
        email_verified: false,
        name: 'Sara',
      });
      await page.goto('/auth');
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await page.getByRole('button', { name: 'الدخول عبر Family ID' }).click();
      await expect(page.getByTestId('single-sign-on').getByRole('alert')).toContainText(
        'يوجد حساب بهذا البريد الإلكتروني، ولم يؤكد مزوّد الدخول أن العنوان لك',
      );
      await expect(page).toHaveURL(/\/auth$/);
      await page.screenshot({ path: path.join(shots, `sso-refused-ar-390-${engine}.png`) });
      expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ session: null });

      // The provider forgets the first person (its own session cookie), as after signing out there.
      await context.clearCookies();
      provider.signInAs({ sub: `e2e-sara-2-${engine}`, email, email_verified: true, name: 'Sara' });
      await page.getByRole('button', { name: 'الدخول عبر Family ID' }).click();
      await expect(page).toHaveURL(/\/app(\/dashboard)?$/, { timeout: 20_000 });
      await page.goto('/app/settings/security');
      await expect(page.getByTestId('sign-in-method')).toHaveText([
        'البريد الإلكتروني وكلمة المرور',
        'الدخول الموحّد عبر Family ID',
      ]);
      await page.screenshot({
        path: path.join(shots, `sign-in-methods-ar-390-${engine}.png`),
        fullPage: true,
      });
      // The password still signs in beside single sign-on.
      const password = await page.request.post('/api/auth/sign-in', {
        data: { email, password: PASSWORD },
      });
      expect(password.status()).toBe(200);
      await context.close();
    });
  });
}
