// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { testerCheckIds, type TesterCheckId } from '@usra/domain/tester/tester-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { realChecks, type Check, type CheckEnvironment } from '../api/checks';
import { TestSuite } from './test-suite';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ar');
});

const passing: Check = async () => ({ passed: true, key: 'results.voiceSpeech' });
const failing: Check = async () => ({ passed: false, key: 'failures.notSignedIn' });

function checksWith(overrides: Partial<Record<TesterCheckId, Check>> = {}) {
  return Object.fromEntries(testerCheckIds.map((id) => [id, overrides[id] ?? passing])) as Record<
    TesterCheckId,
    Check
  >;
}

const statusOf = (id: TesterCheckId) =>
  document.querySelector(`[data-check="${id}"]`)?.getAttribute('data-status');
const statuses = () => testerCheckIds.map(statusOf);
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');

/** Lets the checks' promises settle, then moves the clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the Application Test Suite', () => {
  it('runs the nine checks one after another, 500 ms each and 1,000 ms for maps', async () => {
    await i18n.changeLanguage('en');
    render(<TestSuite checks={checksWith()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Application Test Suite');
    expect(statuses()).toEqual(Array(9).fill('pending'));
    expect(progress()).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Run All Tests' }));
    await advance(0);
    expect(statusOf('authentication')).toBe('running');
    expect(statusOf('database')).toBe('pending');
    expect(
      (screen.getByRole('button', { name: 'Running tests…' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await advance(499);
    expect(statusOf('authentication')).toBe('running');
    await advance(1);
    expect(statusOf('authentication')).toBe('passed');
    expect(statusOf('database')).toBe('running');
    expect(progress()).toBe('11');

    // authentication, database, family data: 1,500 ms; then maps runs for 1,000 ms.
    await advance(1000);
    expect(statusOf('maps')).toBe('running');
    await advance(999);
    expect(statusOf('maps')).toBe('running');
    await advance(1);
    expect(statusOf('maps')).toBe('passed');
    expect(statusOf('voice')).toBe('running');

    await advance(5 * 500 - 1);
    expect(statusOf('vehicles')).toBe('running');
    expect(screen.queryByTestId('tester-summary')).toBeNull();
    await advance(1);
    expect(statuses()).toEqual(Array(9).fill('passed'));
    expect(progress()).toBe('100');
    expect(screen.getByTestId('tester-summary').textContent).toBe(
      'All tests passed! The app is working correctly. (9 of 9 passed)',
    );
  });

  it('says "some issues" when more than half passed, with each failure\'s reason', async () => {
    await i18n.changeLanguage('en');
    const apiDown: Check = async () => {
      throw new ApiError(0, { code: 'NETWORK_ERROR', message: 'Could not reach the server.' });
    };
    render(<TestSuite checks={checksWith({ voice: failing, vehicles: apiDown })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run All Tests' }));
    await advance(5000);
    expect(statusOf('voice')).toBe('failed');
    expect(statusOf('vehicles')).toBe('failed');
    expect(statusOf('tasks')).toBe('passed');
    const summary = screen.getByTestId('tester-summary');
    expect(summary.getAttribute('data-summary')).toBe('someIssues');
    expect(summary.textContent).toBe('Most tests passed, with some issues. (7 of 9 passed)');
    const detail = (id: TesterCheckId) =>
      document.querySelector(`[data-check="${id}"] [data-testid="tester-detail"]`)?.textContent;
    expect(detail('voice')).toBe('You are not signed in.');
    expect(detail('vehicles')).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('says "multiple issues" in Arabic when half or fewer passed', async () => {
    const overrides = Object.fromEntries(
      testerCheckIds.slice(0, 5).map((id) => [id, failing]),
    ) as Partial<Record<TesterCheckId, Check>>;
    render(<TestSuite checks={checksWith(overrides)} />);
    fireEvent.click(screen.getByRole('button', { name: 'تشغيل جميع الاختبارات' }));
    await advance(5000);
    expect(statuses().filter((status) => status === 'failed')).toHaveLength(5);
    const summary = screen.getByTestId('tester-summary');
    expect(summary.getAttribute('data-summary')).toBe('multipleIssues');
    expect(summary.textContent).toBe('توجد مشكلات متعددة. قد لا تعمل بعض الميزات. (نجح ٤ من ٩)');
    expect(
      document.querySelector('[data-check="authentication"] [data-testid="tester-detail"]')
        ?.textContent,
    ).toBe('لم تسجّل الدخول.');
  });

  it('starts over on a second run', async () => {
    await i18n.changeLanguage('en');
    render(<TestSuite checks={checksWith()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run All Tests' }));
    await advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Run All Tests' }));
    await advance(0);
    expect(statusOf('authentication')).toBe('running');
    expect(statusOf('vehicles')).toBe('pending');
    expect(screen.queryByTestId('tester-summary')).toBeNull();
  });
});

describe('the browser-side checks', () => {
  const env = (win: object, map: CheckEnvironment['config']['map'] = null): CheckEnvironment => ({
    config: { social: {}, map },
    window: win as Window,
    now: new Date('2026-03-01T09:00:00Z'),
    timeZone: 'Asia/Riyadh',
  });
  const geocodeAnswer = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ result: { latitude: 24.7, longitude: 46.7, formattedAddress: 'Riyadh' } }),
      ),
    );

  it('reports the Web Speech API when the browser has it, and fails without it', async () => {
    expect(await realChecks.voice(env({ webkitSpeechRecognition: class {} }))).toEqual({
      passed: true,
      key: 'results.voiceSpeech',
    });
    expect(await realChecks.voice(env({ MediaRecorder: class {} }))).toEqual({
      passed: false,
      key: 'failures.voiceRecorderOnly',
    });
    expect(await realChecks.voice(env({}))).toEqual({ passed: false, key: 'failures.voiceNone' });
  });

  it('reports "list only" for maps when no tile URL is configured', async () => {
    geocodeAnswer();
    expect(await realChecks.maps(env({}))).toEqual({ passed: true, key: 'results.mapsListOnly' });
    expect(
      await realChecks.maps(
        env({}, { tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '' }),
      ),
    ).toEqual({ passed: true, key: 'results.mapsTiles', values: { host: 'tiles.example.org' } });
  });

  it('fails maps when the place finder finds nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ result: null })),
    );
    expect(await realChecks.maps(env({}))).toEqual({ passed: false, key: 'failures.geocoder' });
  });
});
