import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '@/testing/arabic-browser';
// As main.tsx does: the app's texts are bundled with the app's entry, not with lib/i18n.ts.
import '@/locales/register-app-resources';

// An unexpected console.error is a failing test, not noise. A test that expects errors says so
// by silencing the spy (`vi.mocked(console.error).mockImplementation(() => {})`); the spy is
// reset after every test.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const expected = consoleError.getMockImplementation() !== undefined;
  const calls = consoleError.mock.calls.slice();
  consoleError.mockReset();
  if (!expected && calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((call) => call.join(' ')).join('\n')}`);
  }
});

// jsdom has no layout: the router's scroll restoration (app/root-layout.tsx) scrolls to nothing.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// findBy/waitFor give up after 1 s by default; on a busy 2-core machine a screen's first render
// (lazy chunks, i18n, a mocked fetch) can take longer, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5000 });
