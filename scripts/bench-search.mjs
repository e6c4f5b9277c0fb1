// Document search benchmark (issue 15): 10,000 documents of one family (Arabic and English,
// about 250 words each, as extracted text is) in the SQLite search index, then 1,000 queries of
// the kinds people type (one word, a word part, two words, a number, a short prefix). Reports
// p50/p99 per query; the budget is p99 under 50 ms (ARCHITECTURE.md).
// Usage: npm run build && node scripts/bench-search.mjs  (BENCH_DOCUMENTS, default 10000)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { classifierCorpus } from '@usra/domain/documents/classifier-corpus-data';
import { buildUnlessSkipped, serverApi, size } from './lib/bench-env.mjs';

buildUnlessSkipped();
const { createSearchIndex, loadConfig, openDatabase } = await serverApi();

const DOCUMENTS = size(Number(process.env.BENCH_DOCUMENTS ?? 10_000), 200);
const QUERIES = size(1000, 50);
const dataDir = mkdtempSync(path.join(tmpdir(), 'usra-bench-search-'));
const db = await openDatabase(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40) }));

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const vocabulary = [...new Set(classifierCorpus.flatMap((d) => d.text.split(/\s+/)))];

const at = new Date().toISOString();
await db.db
  .insertInto('users')
  .values({
    id: 'u-bench',
    email: 'bench@example.com',
    name: 'Bench',
    email_verified: 0,
    image: null,
    created_at: at,
    updated_at: at,
  })
  .execute();
await db.db
  .insertInto('families')
  .values({ id: 'f-bench', name: 'Bench', owner_user_id: 'u-bench', created_at: at })
  .execute();

const index = createSearchIndex(db.db, db.engine);
let started = performance.now();
await db.db.transaction().execute(async (trx) => {
  for (let i = 0; i < DOCUMENTS; i++) {
    const words = Array.from({ length: 250 }, () => pick(vocabulary));
    words.push(`رقم ${10000 + i}`);
    const id = `0${String(i).padStart(7, '0')}-doc`;
    await index.put(trx, { familyId: 'f-bench', documentId: id, text: words.join(' ') });
  }
});
const indexSeconds = (performance.now() - started) / 1000;

const kinds = [
  () => pick(vocabulary),
  () => pick(vocabulary).slice(0, 4),
  () => `${pick(vocabulary)} ${pick(vocabulary)}`,
  () => String(10000 + Math.floor(random() * DOCUMENTS)),
  () => pick(vocabulary).slice(0, 2),
];
const times = [];
let hits = 0;
for (let i = 0; i < QUERIES; i++) {
  const query = kinds[i % kinds.length]();
  started = performance.now();
  hits += (await index.search('f-bench', query, 50)).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
console.log(
  `search: ${DOCUMENTS} documents indexed in ${indexSeconds.toFixed(1)} s; ${QUERIES} queries ` +
    `p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${times.at(-1).toFixed(2)} ms ` +
    `(budget p99 < 50 ms); ${(hits / QUERIES).toFixed(1)} results per query`,
);
await db.close();
rmSync(dataDir, { recursive: true, force: true });
