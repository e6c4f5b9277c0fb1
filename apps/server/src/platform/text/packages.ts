import { createRequire } from 'node:module';
import type WordExtractor from 'word-extractor';

/**
 * The packages an extraction child loads only for the file that needs them (mammoth alone costs
 * a child about 0.2 s of CPU to load; tesseract.js a fifth of its start). They are required, not
 * imported: the child's bundle runs as a CommonJS script compiled by `vm` (`child-loader.ts`),
 * where `import()` has no module loader to call. All four are CommonJS packages.
 */
const load = createRequire(import.meta.url);

export const loadMammoth = () => load('mammoth') as typeof import('mammoth');
export const loadWordExtractor = () => load('word-extractor') as typeof WordExtractor;
export const loadTesseract = () => load('tesseract.js') as typeof import('tesseract.js');
export const loadCanvas = () => load('@napi-rs/canvas') as typeof import('@napi-rs/canvas');
