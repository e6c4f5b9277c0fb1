// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { formatHijriDayMonth, todayLocalDate } from '@/lib/dates';
import { groupOf, isToday, NotificationBell } from './notification-bell';
import { PushSwitch } from './push-switch';

const now = new Date();
const items = [
  {
    key: 'eventToday:e1:x',
    kind: 'eventToday',
    params: { title: '<b>Dinner</b>', start: now.toISOString() },
    link: '/app/calendar',
    date: now.toISOString(),
    read: false,
  },
  {
    key: 'maintenanceOverdue:s1:2026-02-01',
    kind: 'maintenanceOverdue',
    params: { name: 'Water heater', date: '2026-02-01' },
    link: '/app/house-maintenance?filter=overdue',
    date: '2026-02-01',
    read: true,
  },
];

function answer(list: { notifications: unknown[]; unread: number }, hijriDates = true) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const body =
        path === '/api/notifications'
          ? list
          : path === '/api/settings/appearance'
            ? { appearance: { units: 'metric', currency: 'SAR', hijriDates } }
          : path === '/api/notifications/push'
            ? { publicKey: 'BA', subscriptions: 0, emailAvailable: true }
            : { marked: 1 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderIt(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('notification bell', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the dot and the unread count for screen readers, groups today and earlier', async () => {
    await i18n.changeLanguage('en');
    const calls = answer({ notifications: items, unread: 1 });
    renderIt(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notification-dot')).toBeTruthy();
    fireEvent.click(bell);
    const panel = await screen.findByTestId('notification-panel');
    expect(within(panel).getByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Earlier' })).toBeTruthy();
    const links = within(panel).getAllByTestId('notification-item');
    // User text is text: the title's markup is shown, not interpreted.
    expect(links[0]!.textContent).toContain('Today: <b>Dinner</b> at');
    expect(links[1]!.getAttribute('href')).toBe('/app/house-maintenance?filter=overdue');
    expect(links[1]!.textContent).toContain(
      'Maintenance overdue: Water heater (since Feb 1, 2026)',
    );
    fireEvent.click(links[0]!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/notifications/read')?.body).toMatchObject({
        key: 'eventToday:e1:x',
      }),
    );
  });

  it('writes the Hijri date beside each item only when the family shows Hijri dates', async () => {
    await i18n.changeLanguage('en');
    const hijri = formatHijriDayMonth(new Date('2026-02-01T12:00:00Z'), 'en');
    answer({ notifications: items, unread: 1 }, true);
    renderIt(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByTestId('notification-panel');
    await waitFor(() =>
      expect(within(panel).getAllByTestId('notification-item')[1]!.textContent).toContain(
        `Feb 1, 2026 (${hijri})`,
      ),
    );
    cleanup();
    answer({ notifications: items, unread: 1 }, false);
    renderIt(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const off = await screen.findByTestId('notification-panel');
    await waitFor(() =>
      expect(within(off).getAllByTestId('notification-item')[1]!.textContent).not.toContain(
        hijri,
      ),
    );
  });

  it('has no dot when all is read, and an empty state in Arabic', async () => {
    await i18n.changeLanguage('ar');
    answer({ notifications: [], unread: 0 });
    renderIt(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'الإشعارات' });
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    fireEvent.click(bell);
    expect((await screen.findByTestId('notifications-empty')).textContent).toContain(
      'لا جديد الآن',
    );
  });

  it('marks all as read', async () => {
    await i18n.changeLanguage('en');
    const calls = answer({ notifications: items, unread: 1 });
    renderIt(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/notifications/read-all')).toBe(true),
    );
  });

  it('knows today from earlier in this time zone', () => {
    expect(isToday(todayLocalDate())).toBe(true);
    expect(isToday('2020-01-01')).toBe(false);
    expect(isToday(new Date().toISOString())).toBe(true);
  });

  it('groups a day still to come as upcoming, not earlier', () => {
    expect(groupOf('2026-05-10', '2026-05-09')).toBe('upcoming');
    expect(groupOf('2026-05-08', '2026-05-09')).toBe('earlier');
    expect(groupOf('2026-05-09', '2026-05-09')).toBe('today');
  });

  it('says push needs the installed app when no service worker is registered', async () => {
    await i18n.changeLanguage('en');
    answer({ notifications: [], unread: 0 });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined },
    });
    renderIt(<PushSwitch />);
    expect((await screen.findByTestId('push-needs-app')).textContent).toContain(
      'Push notifications need the installed app',
    );
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
