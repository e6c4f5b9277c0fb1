import { defineConfig } from 'vitest/config';

/**
 * The scale-out and reliability tests (issue 18): real server processes (the built
 * apps/server/dist), nginx in front of them, kill -9, backups. `npm run test:ops` runs them after
 * `npm run build`; they are kept out of the API project because they need the build.
 */
export default defineConfig({
  test: {
    name: 'ops',
    include: ['src/ops/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
