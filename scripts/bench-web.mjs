// `npm run bench` (web part): Lighthouse, mobile emulation with its default simulated throttling,
// on the production build served by the real server, for the public pages and /auth in both
// languages (each run in a fresh browser profile, as a first visit: the page's saved language
// in localStorage would otherwise carry over from the previous run); and the
// JavaScript that / loads before any interaction, gzipped. Nothing is fetched from outside
// localhost: the pages load nothing external, and Chromium's own background traffic is off.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { benchPort, smoke, stopChild } from './lib/bench-env.mjs';
import { serverArgs } from './lib/server-flags.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? benchPort(3233));
const base = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SCORE_BUDGET = 95;
const JS_BUDGET_KB = 130;
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function startServer(dataDir) {
  const child = spawn('node', serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('the server did not start'));
      setTimeout(poll, 200);
    };
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    void poll();
  });
}

/** Size of a script as the server sends it gzipped (the .gz the build wrote). */
async function gzippedBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = new Uint8Array(await response.arrayBuffer());
  // fetch decompresses; the header tells the size on the wire.
  return Number(response.headers.get('content-length') ?? body.byteLength);
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--metrics-recording-only',
];
const ARABIC_LETTER = /[\u0600-\u06FF]/;

async function audit(url, language) {
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART, asking to run it again):
  // up to three tries, each in a fresh browser.
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      return await auditIn(chrome, url, language);
    } catch (error) {
      if (attempt >= 3 || !/Please run Lighthouse again/.test(String(error))) throw error;
    } finally {
      await chrome.kill();
    }
  }
}

async function auditIn(chrome, url, language) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The server picks the page's language from this cookie, as it does for a returning visitor.
      extraHeaders: { Cookie: `usra_lang=${language}` },
    },
    undefined,
  );
  const lhr = result.lhr;
  if (process.env.BENCH_WEB_REPORTS) {
    const name = `${url.slice(base.length).replace(/\W+/g, '') || 'home'}-${language}.json`;
    writeFileSync(path.join(process.env.BENCH_WEB_REPORTS, name), result.report);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // The page measured must be the one asked for: its largest text is in the requested language.
  const lcpText = String(
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
      ?.nodeLabel ?? '',
  );
  if (lcpText && ARABIC_LETTER.test(lcpText) !== (language === 'ar')) {
    throw new Error(`${url} (${language}) was measured in the other language: "${lcpText}"`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const external = requests.filter(
    (r) => !String(r.url).startsWith(base) && !String(r.url).startsWith('data:'),
  );
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && String(r.url).startsWith(base),
  );
  const failed = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => a.id);
  return {
    scores,
    scripts: scripts.map((s) => s.url),
    external: external.map((r) => r.url),
    failed,
  };
}

// `npm run bench` has just built; BENCH_NO_BUILD (or BENCH_SKIP_BUILD) measures a build as it is
// (e.g. a copy in WEB_DIST_DIR).
if (!process.env.BENCH_NO_BUILD && !process.env.BENCH_SKIP_BUILD) buildIfNeeded();
// Smoke mode: one page in one language, and no score or size budget (it must simply run).
const PAGES = smoke ? ['/'] : ['/', '/auth', '/about', '/privacy', '/terms'];
const LANGUAGES = smoke ? ['ar'] : ['ar', 'en'];
const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-web-'));
const server = await startServer(dataDir);
const rows = [];
let landingJs = null;
let ok = true;
try {
  for (const page of PAGES) {
    for (const language of LANGUAGES) {
      // Scores move with the machine's load: BENCH_WEB_RUNS=3 reports each category's median.
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${base}${page}`, language));
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
      );
      const { scripts } = runs[0];
      const external = runs.flatMap((r) => r.external);
      const failed = [...new Set(runs.flatMap((r) => r.failed))];
      if (external.length > 0) {
        ok = false;
        console.error(`${page} (${language}) requested outside localhost:`, external);
      }
      if (!smoke && Object.values(scores).some((score) => score < SCORE_BUDGET)) {
        ok = false;
        console.error(`${page} (${language}) audits below 100:`, failed.join(', '));
      }
      rows.push({ page, language, ...scores });
      if (page === '/' && language === 'ar') {
        const sizes = await Promise.all(scripts.map(gzippedBytes));
        landingJs = { files: scripts.length, kb: sizes.reduce((a, b) => a + b, 0) / 1024 };
      }
    }
  }
} finally {
  await stopChild(server);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse (mobile, simulated throttling), budget ${SCORE_BUDGET}+ in every category` +
    (RUNS > 1 ? `, median of ${RUNS} runs` : ''),
);
console.table(rows);
const withinJs = landingJs !== null && (smoke || landingJs.kb < JS_BUDGET_KB);
if (!withinJs) ok = false;
console.table([
  {
    figure: 'JavaScript loaded by / before interaction (gzipped)',
    value: `${landingJs?.kb.toFixed(1)} KB in ${landingJs?.files} files`,
    budget: `< ${JS_BUDGET_KB} KB`,
  },
]);
if (!ok) process.exitCode = 1;
