import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@usra/source'] },
  ssr: { resolve: { conditions: ['@usra/source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: ['src/ops/**', '**/node_modules/**'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    // PostgreSQL: one migrated template per run, a schema per test made from it in one trip.
    globalSetup: ['src/test/pg-template.global.ts'],
    testTimeout: 20000,
    // Two test files at a time: much of a file's time is spent waiting on PostgreSQL, password
    // hashing or a child process, so two use a 2-core machine better than one (Vitest's default
    // there). Each file has its own SQLite directory and PostgreSQL schema.
    maxWorkers: 2,
    // A worker keeps the modules it imported for its next test file instead of importing the
    // app again for each (a third of the suite's CPU). Every file builds its own app, database
    // and clock, and none replaces a module (no vi.mock: the outbound fetcher takes a resolver).
    isolate: false,
    hookTimeout: 30000,
  },
});
