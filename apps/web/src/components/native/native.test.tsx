// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { MobileLayout } from '@/components/layouts/mobile-layout';
import { hapticImpact, isNativePlatform, nativePlatform } from '@/lib/native';
import { DeviceInfoCard, NativeBadge } from './device-info-card';

const { impact, getInfo } = vi.hoisted(() => ({
  impact: vi.fn(async () => {}),
  getInfo: vi.fn(async () => ({
    platform: 'android',
    model: 'Pixel 8',
    osVersion: '15',
    operatingSystem: 'android',
    manufacturer: 'Google',
    isVirtual: false,
    webViewVersion: '130',
  })),
}));
vi.mock('@capacitor/haptics', () => ({
  Haptics: { impact },
  ImpactStyle: { Heavy: 'HEAVY', Medium: 'MEDIUM', Light: 'LIGHT' },
}));
vi.mock('@capacitor/device', () => ({ Device: { getInfo } }));

/** What the Capacitor runtime puts into the page inside the Android app. */
function onAndroid() {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'android' });
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  impact.mockClear();
  getInfo.mockClear();
  await i18n.changeLanguage('ar');
});

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/dashboard']}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const shell = (
  <MobileLayout
    user={{ email: 'sara@example.com', role: 'user' }}
    onSignOut={() => {}}
    signingOut={false}
  >
    <p>screen</p>
  </MobileLayout>
);

describe('the native platform', () => {
  it('is the web in a browser, and Android inside the app', () => {
    expect(isNativePlatform()).toBe(false);
    expect(nativePlatform()).toBe('web');
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false, getPlatform: () => 'web' });
    expect(isNativePlatform()).toBe(false);
    onAndroid();
    expect(isNativePlatform()).toBe(true);
    expect(nativePlatform()).toBe('android');
  });

  it('gives no haptics on the web and the asked impact on native', async () => {
    await hapticImpact('medium');
    expect(impact).not.toHaveBeenCalled();
    onAndroid();
    await hapticImpact('medium');
    await hapticImpact('light');
    expect(impact.mock.calls).toEqual([[{ style: 'MEDIUM' }], [{ style: 'LIGHT' }]]);
  });

  it('taps medium on opening the More sheet and light on a tab, on native', async () => {
    onAndroid();
    await i18n.changeLanguage('en');
    wrap(shell);
    fireEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    await waitFor(() => expect(impact).toHaveBeenCalledWith({ style: 'LIGHT' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(impact).toHaveBeenLastCalledWith({ style: 'MEDIUM' }));
    expect(impact).toHaveBeenCalledTimes(2);
  });

  it('taps nothing in a browser', async () => {
    await i18n.changeLanguage('en');
    wrap(shell);
    fireEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(impact).not.toHaveBeenCalled();
  });

  it('shows the side panel notice only on native', async () => {
    await i18n.changeLanguage('en');
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    wrap(shell);
    open();
    expect(screen.getByTestId('side-panel').textContent).toContain('sara@example.com');
    expect(screen.queryByTestId('native-notice')).toBeNull();
    cleanup();

    onAndroid();
    wrap(shell);
    open();
    expect(screen.getByTestId('native-notice').textContent).toBe(
      'You are using the Usra app on this device.',
    );
  });

  it('shows the Native badge and the Device Information card only on native (Arabic)', async () => {
    wrap(
      <>
        <NativeBadge />
        <DeviceInfoCard />
      </>,
    );
    expect(screen.queryByTestId('native-badge')).toBeNull();
    expect(screen.queryByTestId('device-info')).toBeNull();
    expect(getInfo).not.toHaveBeenCalled();
    cleanup();

    onAndroid();
    wrap(
      <>
        <NativeBadge />
        <DeviceInfoCard />
      </>,
    );
    expect(screen.getByTestId('native-badge').textContent).toBe('تطبيق أصلي');
    expect(screen.getByRole('heading', { name: 'معلومات الجهاز' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('device-model').textContent).toBe('Pixel 8'));
    expect(screen.getByTestId('device-platform').textContent).toBe('android');
    expect(screen.getByTestId('device-osVersion').textContent).toBe('15');
  });
});
