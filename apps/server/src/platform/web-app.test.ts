import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { createTestEnv, engines, type TestEnv } from '../test/test-app.js';

/** The prerendered footer's social list as React renders it (apps/web site-footer.tsx). */
const prerenderedSocial = `<div data-social-links=""><h2 class="sr-only">Follow us</h2><ul class="flex gap-2" data-testid="social-links">${[
  'x',
  'instagram',
  'youtube',
]
  .map(
    (n) =>
      `<li data-social="${n}"><a href="https://usra.invalid/social/${n}" aria-label="${n}" rel="noopener noreferrer me" target="_blank"><svg aria-hidden="true"></svg></a></li>`,
  )
  .join('')}</ul></div>`;

/** A minimal build: the app's page, prerendered pages in both languages, one asset. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'usra-web-'));
  const page = (lang: string, body: string) =>
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><title>t</title><link rel="manifest" href="/manifest.webmanifest" /></head><body>${body}</body></html>`;
  writeFileSync(path.join(dist, 'index.html'), page('ar', '<div id="root"></div>'));
  for (const lang of ['ar', 'en']) {
    mkdirSync(path.join(dist, 'pages', lang), { recursive: true });
    writeFileSync(
      path.join(dist, 'pages', lang, 'index.html'),
      page(lang, `landing-${lang}<footer>${prerenderedSocial}</footer>`),
    );
    writeFileSync(path.join(dist, 'pages', lang, 'privacy.html'), page(lang, `privacy-${lang}`));
    writeFileSync(path.join(dist, 'pages', lang, 'auth.html'), page(lang, `sign-in-${lang}`));
    writeFileSync(
      path.join(dist, 'pages', lang, 'auth-sign-up.html'),
      page(lang, `sign-up-${lang}`),
    );
  }
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"أسرة","lang":"ar"}');
  writeFileSync(path.join(dist, 'manifest.en.webmanifest'), '{"name":"Usra","lang":"en"}');
  return dist;
}

describe.each(engines)('web app pages on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let dist: string;

  beforeEach(async () => {
    dist = fakeWebBuild();
    env = createTestEnv(engine, {
      WEB_DIST_DIR: dist,
      SOCIAL_X_URL: 'https://x.example/usra',
      SOCIAL_YOUTUBE_URL: 'https://video.example/@usra',
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Map contributors </script>',
    });
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.app.inject({ method: 'GET', url, headers });

  it('sends the prerendered page in the language of the usra_lang cookie, Arabic by default', async () => {
    const arabic = await get('/');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers['content-type']).toContain('text/html');
    expect(arabic.body).toContain('landing-ar');
    expect((await get('/', { cookie: 'usra_lang=en' })).body).toContain('landing-en');
    expect((await get('/privacy', { cookie: 'usra_lang=en' })).body).toContain('privacy-en');
    expect((await get('/', { cookie: 'usra_lang=fr' })).body).toContain('landing-ar');
  });

  it('sends a first visit the prerendered page in the browser’s language, and the choice after', async () => {
    for (const browser of ['en-US,en;q=0.9', 'en-GB', 'fr-FR,fr;q=0.8']) {
      const page = await get('/', { 'accept-language': browser });
      expect(page.body).toContain('landing-en');
      expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    }
    expect((await get('/', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' })).body).toContain(
      'landing-ar',
    );
    expect((await get('/auth', { 'accept-language': 'en-US' })).body).toContain('sign-in-en');
    // The invitation page is the app's page, in the invitee's browser language.
    const invite = await get('/invite/some-token', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(invite.body).toContain('<html lang="en" dir="ltr">');
    expect(invite.headers.vary).toContain('Accept-Language');
    // The switch's cookie wins over the browser.
    const chosen = { 'accept-language': 'en-US', cookie: 'usra_lang=ar' };
    expect((await get('/', chosen)).body).toContain('landing-ar');
    expect(
      (await get('/privacy', { 'accept-language': 'ar', cookie: 'usra_lang=en' })).body,
    ).toContain('privacy-en');
  });

  it('sends /auth prerendered with the tab the address asks for', async () => {
    expect((await get('/auth')).body).toContain('sign-in-ar');
    expect((await get('/auth?tab=sign-up', { cookie: 'usra_lang=en' })).body).toContain(
      'sign-up-en',
    );
    expect((await get('/auth?tab=other')).body).toContain('sign-in-ar');
  });

  it('keeps the language a link asks for (`?lang=`) and sends the visitor back to the page', async () => {
    const landing = await get('/?lang=en');
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('/');
    expect(landing.headers['set-cookie']).toBe(
      'usra_lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(landing.headers['cache-control']).toBe('no-store');
    expect((await get('/', { cookie: 'usra_lang=en' })).body).toContain('landing-en');

    const signUp = await get('/auth?tab=sign-up&lang=ar', { cookie: 'usra_lang=en' });
    expect(signUp.statusCode).toBe(303);
    expect(signUp.headers.location).toBe('/auth?tab=sign-up');
    expect(signUp.headers['set-cookie']).toContain('usra_lang=ar;');
    expect((await get('/app/tasks?lang=en')).headers.location).toBe('/app/tasks');
  });

  it('sends the language link only back to a path of this site, and leaves the API alone', async () => {
    expect((await get('//evil.example/?lang=en')).headers.location).toBe('/evil.example/');
    const backslash = (await get('/\\evil.example?lang=en')).headers.location;
    expect(backslash).toMatch(/^\/(?![/\\])/);
    const unknown = await get('/?lang=fr');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(unknown.body).toContain('landing-ar');
    const api = await get('/api/health?lang=en');
    expect(api.statusCode).toBe(200);
    expect(api.headers['set-cookie']).toBeUndefined();
  });

  it('puts the configured social links and map tiles, and only those, into every page', async () => {
    for (const url of ['/', '/privacy', '/app/dashboard']) {
      const body = (await get(url)).body;
      const config = /<script id="usra-config" type="application\/json">(.*?)<\/script>/.exec(body);
      expect(JSON.parse(config?.[1] ?? 'null'), url).toEqual({
        social: { x: 'https://x.example/usra', youtube: 'https://video.example/@usra' },
        map: {
          tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
          attribution: '© Map contributors </script>',
        },
      });
    }
  });

  it('sends the configured social links in the landing HTML, and no others', async () => {
    for (const cookie of ['usra_lang=ar', 'usra_lang=en']) {
      const body = (await get('/', { cookie })).body;
      expect(body).toContain('<li data-social="x"><a href="https://x.example/usra"');
      expect(body).toContain('<li data-social="youtube"><a href="https://video.example/@usra"');
      expect(body).not.toContain('data-social="instagram"');
      expect(body).not.toContain('usra.invalid');
    }
  });

  it('sends no social list when no link is configured, and escapes a configured address', async () => {
    const plainDist = fakeWebBuild();
    const plain = createTestEnv(engine, { WEB_DIST_DIR: plainDist });
    const odd = createTestEnv(engine, {
      WEB_DIST_DIR: plainDist,
      SOCIAL_INSTAGRAM_URL: 'https://insta.example/usra?a=1&b="2"',
    });
    try {
      const landing = (await (await plain.start()).app.inject({ method: 'GET', url: '/' })).body;
      expect(landing).toContain('landing-ar<footer></footer>');
      expect(landing).not.toContain('data-social');
      expect(landing).not.toContain('usra.invalid');

      const escaped = (await (await odd.start()).app.inject({ method: 'GET', url: '/' })).body;
      expect(escaped).toContain(
        '<li data-social="instagram"><a href="https://insta.example/usra?a=1&amp;b=&quot;2&quot;"',
      );
    } finally {
      await plain.cleanup();
      await odd.cleanup();
      rmSync(plainDist, { recursive: true, force: true });
    }
  });

  it('gives the app page in the cookie language to app paths, and a 404 to a missing asset', async () => {
    const app = await get('/app/dashboard', { cookie: 'usra_lang=en' });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('<html lang="en" dir="ltr">');
    expect((await get('/assets/gone-0000.js')).statusCode).toBe(404);
    expect((await get('/api/nothing')).json().error.code).toBe('NOT_FOUND');
  });

  it('links the web app manifest of the page language, Arabic by default', async () => {
    for (const url of ['/', '/app/dashboard', '/auth']) {
      expect((await get(url)).body, url).toContain('href="/manifest.webmanifest"');
      const english = await get(url, { cookie: 'usra_lang=en' });
      expect(english.body, url).toContain('href="/manifest.en.webmanifest"');
      expect(english.body, url).not.toContain('href="/manifest.webmanifest"');
    }
  });

  it('sends the service worker and the manifests to be checked on every visit', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.en.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Usra', lang: 'en' });
    expect((await get('/assets/app-1234.js')).headers['cache-control']).toContain('immutable');
  });

  it('sends a sign-in form posted before hydration back to /auth, dropping its fields', async () => {
    const post = (url: string, headers: Record<string, string> = {}) =>
      sut.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'email=sara%40example.com&password=Falcon%23Rise7',
      });
    const signIn = await post('/auth', { origin: 'https://usra.example', host: 'usra.example' });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe('/auth');
    expect(signIn.body).not.toContain('Falcon');
    expect((await post('/auth?tab=sign-up')).headers.location).toBe('/auth?tab=sign-up');
    // Another site's form is still refused, and no other address takes a form.
    const forged = await post('/auth', { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CROSS_SITE_REQUEST');
    const elsewhere = await post('/api/auth/sign-in');
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown page address the app, and an unknown API address or method JSON', async () => {
    expect((await get('/no-such-page')).headers['content-type']).toContain('text/html');
    const api = await sut.app.inject({ method: 'DELETE', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const method = await sut.app.inject({ method: 'DELETE', url: '/privacy' });
    expect(method.statusCode).toBe(405);
    expect(method.headers.allow).toBe('GET, HEAD');
    expect(method.json().error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('sends compressed pages to browsers that accept them', async () => {
    const response = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Cookie');
  });

  it('sends a signed-in visitor from / and /auth to /app, and shows a stale cookie the landing page', async () => {
    const { jar } = await env.ctx.newFamily();
    const signedIn = await get('/', { cookie: jar.header() });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/app');
    const auth = await get('/auth?tab=sign-up', { cookie: jar.header() });
    expect(auth.statusCode).toBe(302);
    expect(auth.headers.location).toBe('/app');

    const stale = await get('/', { cookie: 'usra.session_token=forged.value' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('landing-ar');
    // Only `/` redirects: the privacy page stays readable when signed in.
    expect((await get('/privacy', { cookie: jar.header() })).statusCode).toBe(200);
  });
});
