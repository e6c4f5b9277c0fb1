// Draws the app's icons for the web app manifest and the home screen from the logo mark
// (src/components/ui/logo.tsx, public/favicon.svg) with the system Chromium (playwright-core, as
// the e2e tests use it): no download, no image library. Run after changing the logo:
//   node apps/web/scripts/generate-icons.mjs        (CHROMIUM_PATH names another browser)
// Writes public/icons/icon-192.png, icon-512.png, maskable-512.png and apple-touch-icon.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const TEAL = '#0f766e';
const MARK = `
  <path d="M32 12 10 30h6v20h32V30h6L32 12Z" fill="#f0fdfa"/>
  <circle cx="26" cy="36" r="4" fill="${TEAL}"/>
  <circle cx="38" cy="36" r="4" fill="${TEAL}"/>
  <path d="M20 50c0-6 3-9 6-9s6 3 6 9m0 0c0-6 3-9 6-9s6 3 6 9" fill="${TEAL}"/>`;

/** The logo as it is: a rounded tile. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${TEAL}"/>${MARK}</svg>`;
/** Full-bleed square for launchers that draw their own shape (iOS, Android maskable). */
const square = (markScale) => {
  const offset = (64 - 64 * markScale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${TEAL}"/>
  <g transform="translate(${offset} ${offset}) scale(${markScale})">${MARK}</g></svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  // The maskable safe zone is the centre circle of 80% of the width: the mark keeps inside it.
  { file: 'maskable-512.png', size: 512, svg: square(0.66) },
  { file: 'apple-touch-icon.png', size: 180, svg: square(0.82) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(out, { recursive: true });
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        svg.replace('<svg ', `<svg width="${size}" height="${size}" `) +
        `</body></html>`,
    );
    writeFileSync(path.join(out, file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`wrote public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
