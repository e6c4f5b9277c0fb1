/**
 * What scripts outside the server (the benchmarks in scripts/bench*.mjs, tools) may import from
 * the built server: `apps/server/dist/public-api.js`. They import nothing else under dist, so a
 * module moved or renamed inside the server fails the typecheck here (the re-export breaks), not
 * a benchmark months later (issue 30). The ops test `benchmarks-smoke.test.ts` runs every
 * benchmark once in its smoke mode to catch the rest.
 */
export { loadConfig } from './config.js';
export { openDatabase } from './db/database.js';
export { createSearchIndex } from './db/search-index.js';
export { jsonPageQuery } from './db/sql-json.js';
export { taskJsonFields, toTask } from './modules/tasks/task-row.js';
export { newId } from './platform/ids.js';
export { ExtractionSandbox } from './platform/text/sandbox.js';
