import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

/**
 * Found by the route guard (issue 11), which sends a route's requests a few at a time: two
 * regenerations at once both deleted the old row and inserted a new one, and the second insert
 * hit the family's key (500 on PostgreSQL); two first uses at once made two URLs, one dead.
 */
describe.each(engines)('the calendar feed URL under concurrent requests on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;

  const call = (method: string, url: string) => callAs(sut.app, sara, method, url);
  const feedPath = (url: string) => new URL(url).pathname;
  const urlsOf = async (method: string, url: string) => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => call(method, url)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    return responses.map((response) => (response.json() as { url: string }).url);
  };

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    sara = (await env.ctx.newFamily()).jar;
  });
  afterEach(async () => {
    await env.cleanup();
  });

  it('gives every first use the same URL, and it works', async () => {
    const urls = await urlsOf('GET', '/api/calendar/feed');
    expect(new Set(urls).size).toBe(1);
    const feed = await callAs(sut.app, null, 'GET', feedPath(urls[0]!));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
  });

  it('answers every regeneration at once, and exactly the stored URL keeps working', async () => {
    const urls = await urlsOf('POST', '/api/calendar/feed/regenerate');
    const stored = (await call('GET', '/api/calendar/feed')).json().url as string;
    expect(urls).toContain(stored);
    for (const url of urls) {
      const feed = await callAs(sut.app, null, 'GET', feedPath(url));
      expect(feed.statusCode).toBe(url === stored ? 200 : 404);
    }
  });
});
