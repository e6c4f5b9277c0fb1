import { outcomeSetDev } from '@usra/domain/assistant/outcome-set/outcome-set-dev';
import os from 'node:os';
import { measureOutcomes } from './outcome-harness.js';

/**
 * `npm run assistant:measure` (dev half, misses printed) and
 * `npm run assistant:measure -- test` (the untouched test half: its figures only, never its
 * sentences or misses). Reports outcomes right, wrong actions and the offline engine's p99.
 */
const half = process.argv[2] === 'test' ? 'test' : 'dev';
const cases =
  half === 'test'
    ? (await import('@usra/domain/assistant/outcome-set/outcome-set-test')).outcomeSetTest
    : outcomeSetDev;
const m = await measureOutcomes(cases);
const pct = (n: number) => `${((n / m.count) * 100).toFixed(1)}%`;
if (half === 'dev') {
  for (const r of m.results.filter((x) => !x.right)) {
    console.log(
      `${r.wrongAction ? 'WRONG' : 'miss '} [${r.language}] ${r.text}\n      expected ${r.expect}: ${r.why}\n      reply: ${r.reply.replace(/\n/g, ' / ')}`,
    );
  }
}
if (half === 'test') {
  // Only the shape of a wrong action (the expected kind, what changed), never the sentence.
  for (const r of m.results.filter((x) => x.wrongAction))
    console.log(`WRONG [${r.language}] expected ${r.expect}; changed: ${r.changedShape}`);
}
// Misses by expected kind and language (figures only, either half).
const byKind = new Map<string, [number, number]>();
for (const r of m.results) {
  const key = `${r.expect}/${r.language}`;
  const [right, all] = byKind.get(key) ?? [0, 0];
  byKind.set(key, [right + (r.right ? 1 : 0), all + 1]);
}
console.log(
  [...byKind]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, [right, all]]) => `${k} ${right}/${all}`)
    .join(', '),
);
console.log(
  `outcome set, ${half} half: ${m.count} commands, ${m.right} right (${pct(m.right)}; ${pct(m.rightAtOnce)} without a confirmation tap), wrong actions ${m.wrongActions}, offline engine p99 ${m.p99Ms.toFixed(1)} ms wall, ${m.p99CpuMs.toFixed(1)} ms CPU (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
);
