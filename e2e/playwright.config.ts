import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A free port, chosen once: workers re-read this config and find it in the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
const PORT = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'usra-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config; keep one server and one database

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Room for a busy 2-core machine: the longest flows take 20–40 s on a quiet one, and a CI run
  // that shares the machine has taken 2–3 times that. A broken step still fails, only later.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // An Arabic browser by default (the app's first language follows the browser's: issue 26);
    // language.spec.ts opens English ones.
    locale: 'ar-SA',
    // The service worker precaches the whole build (about 180 files) in every new browser
    // context: a fifth of the suite's CPU. Only the specs about it (pwa, push) let it register.
    serviceWorkers: 'block',
    // Recording a trace for every test took a third of the suite's CPU (its screencast most of
    // it). CI keeps only what it prints, so traces are recorded on local runs alone; a failure
    // still writes its page snapshot (error-context.md) and a screenshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built server, exactly what `npm start` runs (npm run test:e2e builds first).
    command: 'node ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many test accounts come from one address; the per-account limits keep their defaults.
      RATE_LIMIT_SIGNIN_PER_ADDRESS_MAX: '10000',
      RATE_LIMIT_SIGNUP_PER_ADDRESS_MAX: '10000',
      RATE_LIMIT_BROWSER_KEYS_PER_ADDRESS_MAX: '10000',
      // One social link configured (landing.spec.ts: shown, in the HTML sent; the others not).
      SOCIAL_X_URL: 'https://x.example/usra',
      // calendar-subscriptions.spec.ts subscribes to a calendar its test serves on loopback.
      CALENDAR_FETCH_ALLOW_PRIVATE: 'true',
    },
  },
});
