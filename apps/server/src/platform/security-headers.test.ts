import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../app.js';
import { createTestEnv, engines, type TestEnv } from '../test/test-app.js';
import { tileSource } from './security-headers.js';

/** The hash of the build's one inline script, `document.documentElement.lang = "ar";`. */
const inlineScript = "'sha256-dVEdWJPsTG8yA2r4kMsPcEAtj8pF5ZWkn0N8GJPuILs='";
const policy = [
  "default-src 'self'",
  `script-src 'self' ${inlineScript}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.tiles.example",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** A build with the landing page (an inline script, a file's script) and one asset. */
function webBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'usra-web-'));
  const page =
    '<!doctype html><html lang="ar" dir="rtl"><head><script data-theme>document.documentElement.lang = "ar";</script></head>' +
    '<body>landing<script type="module" src="/assets/app-1234.js"></script></body></html>';
  writeFileSync(path.join(dist, 'index.html'), page);
  mkdirSync(path.join(dist, 'pages', 'ar'), { recursive: true });
  writeFileSync(path.join(dist, 'pages', 'ar', 'index.html'), page);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  return dist;
}

describe.each(engines)('security headers on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let dist: string;

  beforeEach(async () => {
    dist = webBuild();
    env = createTestEnv(engine, {
      WEB_DIST_DIR: dist,
      BASE_URL: 'https://usra.example',
      MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
    });
    sut = await env.start();
  });
  afterEach(async () => {
    await env.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(policy);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
  };

  it('allow the inline scripts of the build by hash, and no other inline script', async () => {
    const page = await sut.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('document.documentElement.lang = "ar";');
    const scriptSources = /script-src ([^;]*)/.exec(
      String(page.headers['content-security-policy']),
    );
    expect(scriptSources?.[1]).toBe(`'self' ${inlineScript}`);
  });

  it('are on pages, files, API answers, errors and the API docs alike', async () => {
    const answers = [
      ['/', 200],
      ['/app/dashboard', 200],
      ['/assets/app-1234.js', 200],
      ['/api/health', 200],
      ['/api/family', 401],
      ['/api/nothing', 404],
      ['/api/docs', 200],
      ['/api/docs/static/swagger-ui-bundle.js', 200],
      ['/api/docs/json', 200],
    ] as const;
    for (const [url, status] of answers) {
      const response = await sut.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expectHeaders(response.headers);
    }
    const refused = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'not-an-email' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    expectHeaders(refused.headers);
  });

  it('send no HSTS over plain HTTP, and allow no other image host without map tiles', async () => {
    const plain = createTestEnv(engine, { WEB_DIST_DIR: dist });
    try {
      const response = await (await plain.start()).app.inject({ method: 'GET', url: '/' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data:;");
      // The page's config block is data, never run: only the inline script needs a hash.
      expect(response.body).toContain('<script id="usra-config" type="application/json">');
    } finally {
      await plain.cleanup();
    }
  });
});

describe('map tiles as an image source', () => {
  it('allows the host of the tile address, any subdomain for a templated one', () => {
    expect(tileSource('https://tiles.example:8443/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example:8443',
    );
    expect(tileSource('http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4100');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileSource('https://tile-{s}.a.example/{z}/{x}/{y}.png')).toBe('https://*.a.example');
    expect(tileSource('https://tiles.{s}/{z}/{x}/{y}.png')).toBe('https:');
  });
});
