import { describe, expect, it } from 'vitest';
import { buildDoc, buildDocx } from '../../test/document-fixtures.js';
import {
  blankPng,
  corruptJpeg,
  giantGif,
  giantJpeg,
  inflatingDocx,
  loopingDoc,
} from '../../test/hostile-files.js';
import {
  checkCompoundFile,
  checkImage,
  checkZip,
  ExtractionRefusedError,
  imageSizes,
} from './limits.js';
import { renderScale } from './pdf.js';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ExtractionRefusedError) return error.reason;
    throw error;
  }
  return null;
};

describe('limits checked before a parser runs', () => {
  it('reads image sizes from the headers alone', () => {
    expect(imageSizes(blankPng(1000, 500, 8))).toEqual([{ width: 1000, height: 500 }]);
    expect(imageSizes(corruptJpeg())).toEqual([{ width: 800, height: 600 }]);
    expect(imageSizes(giantJpeg())).toEqual([{ width: 65_535, height: 65_535 }]);
    expect(imageSizes(giantGif())).toEqual([
      { width: 65_535, height: 65_535 },
      { width: 65_535, height: 65_535 },
    ]);
  });

  it('refuses images over the pixel limit, and files that are no image', () => {
    expect(refusal(() => checkImage(blankPng(4000, 5000, 8), 20_000_000))).toBeNull();
    expect(refusal(() => checkImage(blankPng(4000, 5001, 8), 20_000_000))).toBe('tooLarge');
    expect(refusal(() => checkImage(blankPng(60_000, 60_000, 1), 20_000_000))).toBe('tooLarge');
    expect(refusal(() => checkImage(giantGif(), 20_000_000))).toBe('tooLarge');
    expect(refusal(() => checkImage(Buffer.from('not an image'), 20_000_000))).toBe('unreadable');
    expect(refusal(() => checkImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 1e6))).toBe(
      'unreadable',
    );
  });

  it('refuses a .docx part over its limit, stated or only found by inflating', () => {
    expect(refusal(() => checkZip(buildDocx(['Fine'])))).toBeNull();
    expect(refusal(() => checkZip(inflatingDocx(4)))).toBeNull();
    expect(refusal(() => checkZip(inflatingDocx(6)))).toBe('tooLarge');
    expect(refusal(() => checkZip(inflatingDocx(40)))).toBe('tooLarge');
    expect(refusal(() => checkZip(inflatingDocx(3, true)))).toBe('tooLarge');
    expect(refusal(() => checkZip(Buffer.from('PK no directory')))).toBe('unreadable');
  });

  it('refuses a .doc whose chains or directory tree loop', () => {
    expect(refusal(() => checkCompoundFile(buildDoc(['Fine'])))).toBeNull();
    expect(refusal(() => checkCompoundFile(loopingDoc()))).toBe('unreadable');
    // A stream chain that runs back on itself.
    const streamLoop = buildDoc(['Loop']);
    streamLoop.writeInt32LE(2, 512 + 3 * 4);
    expect(refusal(() => checkCompoundFile(streamLoop))).toBe('unreadable');
    // The directory tree: WordDocument's left sibling points back to itself.
    const treeLoop = buildDoc(['Loop']);
    treeLoop.writeInt32LE(1, 1024 + 128 + 68);
    expect(refusal(() => checkCompoundFile(treeLoop))).toBe('unreadable');
    expect(refusal(() => checkCompoundFile(Buffer.alloc(600)))).toBe('unreadable');
  });

  it('draws a PDF page at 144 dpi, smaller when that passes the pixel limit, never under 72', () => {
    expect(renderScale(595, 842, 20_000_000)).toBe(2);
    const a0 = renderScale(2384, 3370, 20_000_000);
    expect(a0).toBeGreaterThan(1);
    expect(a0).toBeLessThan(2);
    expect(Math.round(2384 * a0 * 3370 * a0)).toBeLessThanOrEqual(20_000_000);
    expect(() => renderScale(5000, 5000, 20_000_000)).toThrow(ExtractionRefusedError);
  });
});
