// `npm test`: every suite in turn — unit, API (on PostgreSQL too when TEST_DATABASE_URL is set),
// browser, ops — stopping at the first that fails, and saying how long each took (CI has a time
// budget: this is where a slow suite shows).
import { spawnSync } from 'node:child_process';

const suites = ['test:unit', 'test:api', 'test:e2e', 'test:ops'];
const took = [];
for (const suite of suites) {
  const started = Date.now();
  const { status, signal } = spawnSync('npm', ['run', suite], { stdio: 'inherit' });
  took.push(`${suite} ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`\n${took.at(-1)}${status === 0 ? '' : ` (failed: ${signal ?? `exit ${status}`})`}`);
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`\nEvery suite passed: ${took.join(', ')}.`);
