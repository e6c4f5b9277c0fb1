// Documents benchmark (issue 15), against the real server (a child process) on SQLite:
//  1. upload throughput (MB/s) of 20 uploads of 5 MB through POST /api/documents, on the disk
//     driver and on a real S3 server (s3rver on 127.0.0.1);
//  2. time from upload to searchable for a one-page rendered Arabic scan (OCR in the background
//     job; budget < 10 s), and the server's peak RSS while OCR runs (budget < 400 MB);
//  3. search p99 through GET /api/documents?q= over 10,000 documents of one family (rows
//     inserted straight into the database for speed; budget < 50 ms).
// Usage: npm run build && node scripts/bench-documents.mjs
//        (BENCH_UPLOADS, default 20; BENCH_UPLOAD_MB, default 5; BENCH_DOCUMENTS, default 10000;
//         BENCH_SKIP_BUILD=1 uses the dist folders as they are)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { classifierCorpus } from '@usra/domain/documents/classifier-corpus-data';
import { root } from './build-if-needed.mjs';
import { benchPort, buildUnlessSkipped, serverApi, size, smoke } from './lib/bench-env.mjs';
import { serverArgs } from './lib/server-flags.mjs';

const UPLOADS = size(Number(process.env.BENCH_UPLOADS ?? 20), 2);
const UPLOAD_MB = size(Number(process.env.BENCH_UPLOAD_MB ?? 5), 1);
const DOCUMENTS = size(Number(process.env.BENCH_DOCUMENTS ?? 10_000), 100);
const QUERIES = size(1000, 20);
const WARM_UP = size(50, 4);
const BUDGETS = { searchableS: 10, ocrRssMb: 400, searchP99Ms: 50 };
const PORT = benchPort(3401);
const base = `http://127.0.0.1:${PORT}`;

buildUnlessSkipped();

function startServer(dataDir, extraEnv = {}) {
  const child = spawn('node', serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (c) => process.stderr.write(c));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve(child);
      } catch {
        // not yet
      }
      if (Date.now() > deadline) reject(new Error('server did not start'));
      else setTimeout(poll, 200);
    };
    void poll();
  });
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process, MB (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function signUp(email) {
  const response = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'Falcon#Rise7', fullName: 'Bench Docs' }),
  });
  if (response.status >= 300) throw new Error(`sign-up: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json();
  return { cookie, familyId: session.session.user.familyId };
}

async function upload(cookie, metadata, fileName, data) {
  const form = new FormData();
  form.append('metadata', JSON.stringify(metadata));
  form.append('file', new Blob([data]), fileName);
  const response = await fetch(`${base}/api/documents`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Plain ASCII text of `bytes` (a .txt passes the content check and is cheap to extract). */
function textFile(bytes, seed) {
  const buffer = Buffer.alloc(bytes);
  let x = seed;
  for (let i = 0; i < bytes; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    buffer[i] = i % 64 === 63 ? 10 : 97 + (x % 26);
  }
  return buffer;
}

async function uploadThroughput(label, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-docs-'));
  const server = await startServer(dataDir, { FAMILY_STORAGE_QUOTA_MB: '4096', ...extraEnv });
  try {
    const { cookie } = await signUp(`upload-${label}@example.com`);
    const files = Array.from({ length: UPLOADS }, (_, i) =>
      textFile(UPLOAD_MB * 1024 * 1024, i + 1),
    );
    const started = performance.now();
    for (const [i, data] of files.entries()) {
      await upload(
        cookie,
        { dialog: 'smart', title: `Bulk ${i}`, documentType: 'other' },
        `bulk-${i}.txt`,
        data,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    return (UPLOADS * UPLOAD_MB) / seconds;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function renderScan(lines) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const body = lines.map((l) => `<p dir="rtl">${l}</p>`).join('');
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:'DejaVu Sans',sans-serif;font-size:26px;line-height:1.6;margin:0;padding:48px;background:#fff;color:#000;width:1100px}</style></head><body>${body}</body></html>`,
    );
    return await page.screenshot({ fullPage: true, type: 'png' });
  } finally {
    await browser.close();
  }
}

async function searchable() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-docs-'));
  const server = await startServer(dataDir);
  try {
    const { cookie } = await signUp('scan@example.com');
    const png = await renderScan([
      'شهادة ضمان الغسالة الأوتوماتيكية',
      'صالحة حتى 2027/03/15',
      'يرجى الاحتفاظ بفاتورة الشراء وتقديمها عند طلب الخدمة',
    ]);
    const idleRss = rssMb(server.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(server.pid));
    }, 50);
    const started = performance.now();
    const doc = await upload(
      cookie,
      { dialog: 'smart', title: 'Scan', documentType: 'warranty' },
      'scan.png',
      png,
    );
    let seconds = null;
    while (performance.now() - started < 60_000) {
      const page = await (
        await fetch(`${base}/api/documents?q=${encodeURIComponent('الغساله')}`, {
          headers: { cookie },
        })
      ).json();
      if (page.documents.some((d) => d.id === doc.id)) {
        seconds = (performance.now() - started) / 1000;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    clearInterval(sampler);
    return { seconds, idleRss, peakRss };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function searchP99() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-docs-'));
  const server = await startServer(dataDir);
  try {
    const { cookie, familyId } = await signUp('search@example.com');
    const { createSearchIndex, loadConfig, newId, openDatabase } = await serverApi();
    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40) }));
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (list) => list[Math.floor(random() * list.length)];
    const vocabulary = [...new Set(classifierCorpus.flatMap((d) => d.text.split(/\s+/)))];
    const index = createSearchIndex(db.db, db.engine);
    const at = new Date().toISOString();
    const types = ['warranty', 'manual', 'invoice', 'receipt', 'insurance', 'other'];
    await db.db.transaction().execute(async (trx) => {
      for (let i = 0; i < DOCUMENTS; i++) {
        const text = Array.from({ length: 250 }, () => pick(vocabulary)).join(' ');
        const id = newId();
        const title = `${pick(vocabulary)} ${pick(vocabulary)} ${i}`;
        await trx
          .insertInto('documents')
          .values({
            id,
            family_id: familyId,
            title,
            description: null,
            document_type: pick(types),
            classification: 'unclassified',
            classification_confidence: 0,
            auto_classified: 0,
            tags: '[]',
            expiry_date: null,
            is_important: 0,
            asset_id: null,
            vehicle_id: null,
            project_id: null,
            file_key: null,
            file_name: null,
            file_size: 0,
            mime_type: null,
            extracted_text: text,
            extraction_status: 'done',
            extraction_method: 'text',
            extraction_error: null,
            expiry_proposal_date: null,
            expiry_proposal_snippet: null,
            suggestion: null,
            upload_date: at,
            created_by: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await index.put(trx, { familyId, documentId: id, text: `${title}\n${text}` });
      }
    });
    await db.close();
    const kinds = [
      () => pick(vocabulary),
      () => pick(vocabulary).slice(0, 4),
      () => `${pick(vocabulary)} ${pick(vocabulary)}`,
      () => String(Math.floor(random() * DOCUMENTS)),
    ];
    // The seeding took long enough for the server to close the idle keep-alive socket.
    await fetch(`${base}/api/health`).catch(() => undefined);
    const times = [];
    const byKind = kinds.map(() => []);
    for (let i = 0; i < QUERIES + WARM_UP; i++) {
      const q = kinds[i % kinds.length]();
      const started = performance.now();
      const response = await fetch(`${base}/api/documents?q=${encodeURIComponent(q)}`, {
        headers: { cookie },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`search: ${response.status}`);
      if (i >= WARM_UP) {
        // the first ones warm up
        times.push(performance.now() - started);
        byKind[i % kinds.length].push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    if (process.env.BENCH_VERBOSE) {
      for (const [k, list] of byKind.entries()) {
        list.sort((a, b) => a - b);
        console.log(
          `kind ${k}: p50 ${list[list.length >> 1].toFixed(1)} p99 ${list[Math.floor(list.length * 0.99)].toFixed(1)}`,
        );
      }
    }
    const at99 = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    return { p50: at99(0.5), p99: at99(0.99), max: times[times.length - 1] };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { default: S3rver } = await import('s3rver');
const s3Dir = mkdtempSync(path.join(tmpdir(), 'usra-bench-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  vhostBuckets: false,
  configureBuckets: [{ name: 'bench' }],
});
const { port: s3Port } = await s3.run();
try {
  if (process.env.BENCH_ONLY === 'search') {
    console.log(await searchP99());
    process.exit(0);
  }
  const disk = await uploadThroughput('disk');
  const s3Rate = await uploadThroughput('s3', {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'bench',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  const scan = await searchable();
  const search = await searchP99();
  console.table([
    { figure: `upload, disk (${UPLOADS} × ${UPLOAD_MB} MB), MB/s`, value: disk.toFixed(1) },
    { figure: `upload, s3rver (${UPLOADS} × ${UPLOAD_MB} MB), MB/s`, value: s3Rate.toFixed(1) },
    {
      figure: `upload → searchable, one-page Arabic scan, s (budget < ${BUDGETS.searchableS})`,
      value: scan.seconds === null ? 'never' : scan.seconds.toFixed(2),
    },
    { figure: 'server RSS before OCR, MB', value: scan.idleRss.toFixed(0) },
    {
      figure: `server RSS peak while OCR runs, MB (budget < ${BUDGETS.ocrRssMb})`,
      value: scan.peakRss.toFixed(0),
    },
    { figure: `search over ${DOCUMENTS} documents via HTTP, p50 ms`, value: search.p50.toFixed(1) },
    { figure: `search p99 ms (budget < ${BUDGETS.searchP99Ms})`, value: search.p99.toFixed(1) },
    { figure: 'search max ms', value: search.max.toFixed(1) },
  ]);
  // Smoke mode asserts no timing (nor memory): it must simply run, and the scan become searchable.
  if (scan.seconds === null) process.exitCode = 1;
  else if (
    !smoke &&
    (scan.seconds >= BUDGETS.searchableS ||
      scan.peakRss >= BUDGETS.ocrRssMb ||
      search.p99 >= BUDGETS.searchP99Ms)
  ) {
    process.exitCode = 1;
  }
} finally {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
}
