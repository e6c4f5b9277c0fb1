import path from 'node:path';
import { expect, type Language, signUp, test, uniqueEmail, useLanguage } from './fixtures';

/**
 * A file whose text cannot be read (issue 25, decision 016) is kept: the documents screen says
 * why, in the reader's language, and the file still downloads byte for byte.
 */

const shots =
  process.env.USRA_SCREENS_DIR ?? path.resolve(import.meta.dirname, '../screens-hostile-extract');

const reasons = {
  ar: {
    tooLarge: 'هذا الملف أكبر من أن يُقرأ تلقائيًا. الملف محفوظ ويمكن تنزيله.',
    unreadable: 'تعذّرت قراءة هذا الملف. الملف محفوظ ويمكن تنزيله.',
    uploaded: 'رُفع المستند',
  },
  en: {
    tooLarge:
      'This file is too large to read automatically. The file is kept and can be downloaded.',
    unreadable: 'This file could not be read. The file is kept and can be downloaded.',
    uploaded: 'Document Uploaded',
  },
} as const;

/** A 29-byte GIF whose screen and frame claim 65,535 × 65,535 pixels. */
const giantGif = Buffer.concat([
  Buffer.from('GIF89a\xff\xff\xff\xff\x00\x00\x00', 'latin1'),
  Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
]);

/** 103 bytes: a PNG header for 640 × 480, then noise. */
function corruptPng(): Buffer {
  const ihdr = Buffer.from('0000000d4948445200000280000001e00802000000', 'hex');
  const head = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.alloc(4)]);
  return Buffer.concat([head, Buffer.alloc(103 - head.length, 0x5a)]);
}

const combos = [
  ['ar', 1280],
  ['ar', 390],
  ['en', 1280],
  ['en', 390],
] as const;

test.describe.configure({ timeout: 120_000 });

for (const [language, width] of combos) {
  test(`an unreadable document in ${language} at ${width}px says why and stays downloadable`, async ({
    page,
  }) => {
    const mobile = width < 768;
    const s = reasons[language];
    await page.setViewportSize({ width, height: mobile ? 844 : 900 });
    await useLanguage(page, language as Language);
    await signUp(page, language as Language, uniqueEmail(`unreadable-${language}-${width}`));
    await page.goto('/app/documents');

    const files = [
      {
        title: `giant ${width}`,
        name: 'giant.gif',
        mimeType: 'image/gif',
        buffer: giantGif,
        reason: 'tooLarge',
      },
      {
        title: `broken ${width}`,
        name: 'broken.png',
        mimeType: 'image/png',
        buffer: corruptPng(),
        reason: 'unreadable',
      },
    ] as const;
    for (const file of files) {
      await page.getByTestId(mobile ? 'mobile-upload' : 'quick-upload').click();
      const quick = page.getByTestId('upload-dialog-quick');
      await quick.getByTestId('upload-file').setInputFiles({
        name: file.name,
        mimeType: file.mimeType,
        buffer: file.buffer,
      });
      await quick.getByTestId('upload-title').fill(file.title);
      await quick.getByTestId('upload-submit').click();
      await expect(page.getByText(s.uploaded, { exact: true }).first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(quick).toBeHidden();
    }

    for (const file of files) {
      const card = page.getByTestId('doc-item').filter({ hasText: file.title });
      const status = card.getByTestId('doc-extraction');
      // The list follows the job through live updates; the child needs a few seconds.
      await expect(status).toHaveAttribute('data-reason', file.reason, { timeout: 60_000 });
      await expect(status).toHaveText(s[file.reason]);
      const view = card.getByTestId('doc-view');
      const href = await view.getAttribute('href');
      expect(href).toMatch(/^\/api\/documents\/[^/]+\/file/);
      const download = await page.request.get(href!);
      expect(download.status()).toBe(200);
      expect(Buffer.from(await download.body()).equals(file.buffer)).toBe(true);
    }
    await page.screenshot({
      path: path.join(shots, `unreadable-${language}-${width}.png`),
      fullPage: true,
    });
  });
}
