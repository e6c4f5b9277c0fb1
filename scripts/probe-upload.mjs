// `node scripts/probe-upload.mjs [N]`: what an upload costs, all told. Starts the built server
// (SQLite, a temporary data folder), uploads N one-page PDFs one after another, waits until each
// has been read, and prints each upload's answer time, then the CPU the server and its extraction
// children used (from /proc/<pid>/stat: the children's CPU is counted once they have exited).
//   PROBE_TEXT="Receipt"  the page's text (default: a sentence); a short one with no image is
//                         kept as it is, a page with no text at all (PROBE_TEXT="") goes to OCR.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { onePagePdf } from './lib/one-page-pdf.mjs';
import { freePort, startInstance } from './lib/cluster.mjs';

const N = Number(process.argv[2] ?? 10);
const TEXT = process.env.PROBE_TEXT ?? 'Receipt for the washing machine warranty and service';

/** Seconds of CPU of a process itself and of its children that have exited. */
function cpuOf(pid) {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return {
    own: (Number(f[11]) + Number(f[12])) / 100,
    children: (Number(f[13]) + Number(f[14])) / 100,
  };
}

await buildIfNeeded();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-probe-'));
const base = `http://127.0.0.1:${port}`;
const server = await startInstance({
  port,
  env: { DATA_DIR: dataDir, AUTH_SECRET: 'probe-secret-'.repeat(4), BASE_URL: base },
});
try {
  const signUp = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: 'probe@example.com',
      password: 'Falcon#Rise7',
      fullName: 'سارة',
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const before = cpuOf(server.pid);
  const ids = [];
  for (let i = 0; i < N; i++) {
    const form = new FormData();
    form.append('metadata', JSON.stringify({ dialog: 'quick', title: `receipt ${i}` }));
    form.append('file', new Blob([onePagePdf(TEXT && `${TEXT} ${i}`)]), 'receipt.pdf');
    const started = performance.now();
    const answer = await fetch(`${base}/api/documents`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    const body = await answer.json();
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${JSON.stringify(body)}`);
    ids.push(body.id);
    console.log(`upload ${i}: ${(performance.now() - started).toFixed(1)} ms`);
  }
  const waitStarted = performance.now();
  const methods = [];
  for (const id of ids) {
    for (;;) {
      const doc = await (
        await fetch(`${base}/api/documents/${id}`, { headers: { cookie } })
      ).json();
      if (doc.extraction.status === 'done' || doc.extraction.status === 'failed') {
        methods.push(doc.extraction.method ?? doc.extraction.reason);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const after = cpuOf(server.pid);
  console.log(
    `${N} files read (${[...new Set(methods)].join(', ')}) ${Math.round(performance.now() - waitStarted)} ms after the last upload; ` +
      `server CPU ${((after.own - before.own) / N).toFixed(2)} s per upload, ` +
      `extraction children ${((after.children - before.children) / N).toFixed(2)} s per file`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
