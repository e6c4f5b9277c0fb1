import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import {
  expect,
  expectSecurityHeaders,
  type Language,
  signUp,
  test,
  uniqueEmail,
  useLanguage,
  watchCspViolations,
} from './fixtures';

const shots = path.resolve(import.meta.dirname, '../screenshots');
const riyadh = { latitude: 24.72, longitude: 46.69 };

test.describe.configure({ timeout: 90_000 });

/** A solid 256×256 PNG tile, made here: no tile ever comes from outside the machine. */
function pngTile(): Buffer {
  const size = 256;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3, Buffer.from([214, 232, 222])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('without MAP_TILE_URL the locations screen shows the list alone and no request leaves the machine', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ geolocation: riyadh, permissions: ['geolocation'] });
  const page = await context.newPage();
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) hosts.add(url.host);
  });
  await useLanguage(page, 'en');
  await signUp(page, 'en', uniqueEmail('nomap'));
  await page.goto('/app/location-intelligence');
  await page.getByRole('switch', { name: 'Share my location' }).check();
  await expect(page.getByTestId('location-row').filter({ hasText: 'Sara Ali' })).toContainText(
    'Riyadh, Saudi Arabia',
  );
  await expect(page.getByTestId('family-map')).toHaveCount(0);
  expect([...hosts]).toEqual([new URL(baseURL!).host]);
  await context.close();
});

test.describe('with MAP_TILE_URL', () => {
  let tiles: Server;
  let tileRequests: string[];
  let server: ChildProcess;
  let origin: string;
  let dataDir: string;

  test.beforeAll(async () => {
    const tile = pngTile();
    tileRequests = [];
    tiles = createServer((request, response) => {
      tileRequests.push(request.url ?? '');
      response.writeHead(200, {
        'content-type': 'image/png',
        'access-control-allow-origin': '*',
      });
      response.end(tile);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilePort = (tiles.address() as AddressInfo).port;

    // A second server of the built app, on a free port, configured with the local tiles.
    dataDir = mkdtempSync(path.join(tmpdir(), 'usra-e2e-map-'));
    server = spawn(process.execPath, ['../apps/server/dist/server.js'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: '© Local test tiles',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
      server.stdout!.on('data', (data: Buffer) => {
        output += data.toString();
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      });
      server.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
    server.stdout!.resume();
  });

  test.afterAll(async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise((resolve) => tiles.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const [language, width] of [
    ['en', 1280],
    ['ar', 390],
  ] as [Language, number][]) {
    test(`shows a marker per located member with name, colour and last seen, ${language}, ${width}px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: origin,
        geolocation: riyadh,
        permissions: ['geolocation'],
        viewport: { width, height: width < 768 ? 844 : 800 },
      });
      const page = await context.newPage();
      const violations = await watchCspViolations(page);
      const hosts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http')) hosts.add(url.host);
      });
      await useLanguage(page, language);
      const name = language === 'ar' ? 'سارة العتيبي' : 'Sara Ali';
      await signUp(page, language, uniqueEmail(`map-${language}`), name);
      const policy = expectSecurityHeaders(await page.goto('/app/location-intelligence'));
      const map = page.getByTestId('family-map');
      await expect(map).toBeVisible();
      // No one has a position yet: the map has no marker.
      await expect(map.locator('path.family-map-marker')).toHaveCount(0);
      await page
        .getByRole('switch', { name: language === 'ar' ? 'مشاركة موقعي' : 'Share my location' })
        .check();
      const marker = map.locator('path.family-map-marker');
      await expect(marker).toHaveCount(1);
      await expect(marker).toHaveAttribute('fill', '#10b981');
      await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await expect(map).toContainText('© Local test tiles');
      await marker.click();
      const popup = page.getByTestId('map-popup');
      await expect(popup).toContainText(name);
      await expect(popup).toContainText(language === 'ar' ? 'نشط' : 'Active');
      await expect(popup).toContainText(language === 'ar' ? 'آخر ظهور' : 'Last seen');
      await page.screenshot({
        path: path.join(shots, `map-${language}-${width}.png`),
        fullPage: true,
      });
      expect(tileRequests.some((url) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
      const tileHost = new URL(
        `http://${(tiles.address() as AddressInfo).address}:${(tiles.address() as AddressInfo).port}`,
      ).host;
      expect([...hosts].sort()).toEqual([new URL(origin).host, tileHost].sort());
      // The tiles' host, and only it, is allowed besides the app's own images.
      expect(policy).toContain(`img-src 'self' data: http://${tileHost};`);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
  test('the home pin placed by hand on the map: errands stop saying "city level", en, 1280px', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    await useLanguage(page, 'en');
    await signUp(page, 'en', uniqueEmail('pin-en'));
    await page.goto('/app/settings/profile');
    await page.getByLabel('Home address').fill('Riyadh');
    await page.getByRole('button', { name: 'Save' }).click();
    // The built-in place finder knows the city only: said, with the way to fix it.
    await expect(
      page.getByText(
        'Only the city is known, so errand distances from home are not real: place the pin on the map.',
      ),
    ).toBeVisible();
    const before = (
      (await (await page.request.get('/api/profile')).json()) as {
        profile: { homeLatitude: number; homeLongitude: number; homePrecision: string };
      }
    ).profile;
    expect(before.homePrecision).toBe('city');

    const task = await page.request.post('/api/tasks', {
      data: {
        title: 'Pharmacy',
        location: 'Nahdi, Olaya',
        dueDate: '2026-12-01T10:00:00Z',
        latitude: 24.69,
        longitude: 46.685,
      },
    });
    expect(task.status()).toBe(201);
    await page.goto('/app/tasks/errands?date=2026-12-01');
    await expect(page.getByTestId('errands-home-city-level')).toContainText(
      'Your home is known only at city level, so the distances from home are measured from the city’s centre and are not real.',
    );

    await page.goto('/app/settings/profile');
    await page.getByRole('button', { name: 'Correct the pin on the map' }).click();
    const map = page.getByTestId('pin-map');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('path.pin-map-marker')).toHaveCount(1);
    const box = (await map.boundingBox())!;
    // North-east of the city's point: a click puts the pin there.
    await map.click({ position: { x: box.width / 2 + 120, y: box.height / 2 - 90 } });
    await expect(page.getByTestId('pin-placed-by-hand')).toHaveText('Pin placed by hand');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    const after = (
      (await (await page.request.get('/api/profile')).json()) as {
        profile: { homeLatitude: number; homeLongitude: number; homePrecision: string };
      }
    ).profile;
    expect(after.homePrecision).toBe('manual');
    expect(after.homeLatitude).toBeGreaterThan(before.homeLatitude);
    expect(after.homeLongitude).toBeGreaterThan(before.homeLongitude);
    await page.screenshot({ path: path.join(shots, 'pin-profile-en-1280.png'), fullPage: true });

    await page.goto('/app/tasks/errands?date=2026-12-01');
    await expect(page.getByTestId('errand-stop')).toContainText('Pharmacy');
    await expect(page.getByTestId('errands-home-city-level')).toHaveCount(0);
    expect(violations).toEqual([]);
    await context.close();
  });

  test("a saved address's pin placed by hand in the addresses dialog, ar, 390px", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    await useLanguage(page, 'ar');
    await signUp(page, 'ar', uniqueEmail('pin-ar'), 'سارة العتيبي');
    await page.goto('/app/family');
    await page
      .getByRole('button', { name: /^العناوين/ })
      .first()
      .click();
    const dialog = page.getByTestId('addresses-dialog');
    await dialog.getByRole('button', { name: 'إضافة', exact: true }).click();
    await dialog.getByLabel('العنوان', { exact: true }).fill('مدرسة الياسمين، الرياض');
    await dialog.getByRole('button', { name: 'ضع الدبوس على الخريطة' }).click();
    const map = dialog.getByTestId('pin-map');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('path.pin-map-marker')).toHaveCount(0);
    await map.click({ position: { x: 60, y: 60 } });
    await expect(map.locator('path.pin-map-marker')).toHaveCount(1);
    await expect(dialog.getByTestId('pin-placed-by-hand')).toHaveText('دبوس وُضع يدويًا');
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    const item = dialog.getByTestId('address-item');
    await expect(item).toContainText('مدرسة الياسمين، الرياض');
    await expect(item.getByTestId('address-place')).toContainText('(دبوس وُضع يدويًا)');
    await page.screenshot({ path: path.join(shots, 'pin-address-ar-390.png'), fullPage: true });
    const members = (await (await page.request.get('/api/family/members')).json()) as {
      members: { id: string }[];
    };
    const saved = (await (
      await page.request.get(`/api/family/members/${members.members[0]!.id}/addresses`)
    ).json()) as { addresses: { precision: string; latitude: number }[] };
    expect(saved.addresses).toMatchObject([{ precision: 'manual' }]);
    // The map opened on Riyadh: the pin lies north-west of its centre.
    expect(saved.addresses[0]!.latitude).toBeGreaterThan(24.7136);
    expect(violations).toEqual([]);
    await context.close();
  });

  test('a member name with markup stays text in the marker tooltip, and no script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: origin,
      geolocation: riyadh,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await useLanguage(page, 'en');
    await signUp(page, 'en', uniqueEmail('map-xss'));
    const members = (await (await page.request.get('/api/family/members')).json()) as {
      members: { id: string; userId: string | null }[];
    };
    const self = members.members.find((member) => member.userId !== null)!;
    // The attack test's payload: the nested tag got a live <iframe srcdoc> past the sanitiser.
    const renamed = await page.request.patch(`/api/family/members/${self.id}`, {
      data: {
        name: 'Sara &amp; <<b>iframe srcdoc="&lt;script&gt;parent.__xss=1;alert(1)&lt;/script&gt;">',
      },
    });
    expect(renamed.status()).toBe(200);
    const name = ((await renamed.json()) as { member: { name: string } }).member.name;
    expect(name).toBe('Sara &amp;');

    await page.goto('/app/location-intelligence');
    await page.getByRole('switch', { name: 'Share my location' }).check();
    const marker = page.getByTestId('family-map').locator('path.family-map-marker');
    await expect(marker).toHaveCount(1);
    await marker.hover();
    const tooltip = page.locator('.leaflet-tooltip');
    await expect(tooltip).toBeVisible();
    // As text: an HTML reading would show "Sara &" and build the frame.
    await expect(tooltip).toHaveText(name);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
