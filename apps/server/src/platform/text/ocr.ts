import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import { loadTesseract } from './packages.js';

/**
 * Optical character recognition of Arabic and English with tesseract.js, entirely offline: the
 * language data comes from the npm packages `@tesseract.js-data/ara` and `…/eng` and is copied
 * once into one local folder (tesseract reads every language from a single `langPath`). Without
 * `langPath` tesseract.js downloads the data from a CDN at run time, which must never happen.
 * Recognition runs in tesseract's own worker thread, inside an extraction child (decision 016).
 */

export const OCR_LANGUAGES = ['ara', 'eng'] as const;
/** The LSTM "best_int" models: tesseract.js's own default, and the most accurate integer models. */
const MODEL_FOLDER = '4.0.0_best_int';

const require = createRequire(import.meta.url);

/** Copies the packaged language data into `folder` (once) and returns the folder. */
export function prepareLanguageData(folder: string): string {
  fs.mkdirSync(folder, { recursive: true });
  for (const language of OCR_LANGUAGES) {
    const target = path.join(folder, `${language}.traineddata.gz`);
    if (fs.existsSync(target)) continue;
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const source = path.join(packageDir, MODEL_FOLDER, `${language}.traineddata.gz`);
    const temporary = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(source, temporary);
    fs.renameSync(temporary, target);
  }
  return folder;
}

/** The same, without blocking the event loop (the server prepares the folder for its children). */
export async function prepareLanguageDataAsync(folder: string): Promise<string> {
  await fs.promises.mkdir(folder, { recursive: true });
  for (const language of OCR_LANGUAGES) {
    const target = path.join(folder, `${language}.traineddata.gz`);
    if (fs.existsSync(target)) continue;
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const source = path.join(packageDir, MODEL_FOLDER, `${language}.traineddata.gz`);
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.promises.copyFile(source, temporary);
    await fs.promises.rename(temporary, target);
  }
  return folder;
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0 to 100. */
  confidence: number;
}

export interface Ocr {
  recognize(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

/** One tesseract worker for Arabic and English, started on first use and reused. */
export function createOcr(languageFolder: string): Ocr {
  let worker: Promise<Worker> | null = null;
  // tesseract.js is loaded on first use (`packages.ts`): most files have a text layer.
  const start = async () => {
    const { createWorker, OEM } = loadTesseract();
    return createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
      langPath: prepareLanguageData(languageFolder),
      cacheMethod: 'none',
      gzip: true,
      // Without it a worker's failure (a corrupt image) is thrown as an uncaught exception;
      // with it the failure only rejects the recognition it belongs to.
      errorHandler: () => undefined,
    });
  };
  return {
    async recognize(image) {
      worker ??= start();
      const { data } = await (await worker).recognize(image);
      return { text: cleanOcrText(data.text), confidence: data.confidence };
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await (await running).terminate();
    },
  };
}

/** Tesseract wraps right-to-left and left-to-right runs in direction marks; search needs none. */
export function cleanOcrText(text: string): string {
  return text
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
