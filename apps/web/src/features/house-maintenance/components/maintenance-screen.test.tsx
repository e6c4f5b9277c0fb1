// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  MaintenanceItem,
  MaintenanceOverview,
  MaintenanceSchedule,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { useCallback } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { readScreenView, writeScreenView, type ScreenView } from '../screen-view';
import { MaintenanceScreen } from './maintenance-screen';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const TODAY = '2026-11-25';

function item(id: string, fields: Partial<MaintenanceItem> = {}): MaintenanceItem {
  return {
    id,
    name: `Item ${id}`,
    description: null,
    category: 'general',
    location: 'Kitchen',
    priority: 'medium',
    estimatedCost: null,
    estimatedDuration: null,
    installationDate: null,
    maintenanceFrequencyMonths: 12,
    status: 'good',
    notes: null,
    lastMaintenanceDate: null,
    nextMaintenanceDate: TODAY,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

function schedule(id: string, scheduledDate: string, itemName = `Task ${id}`): MaintenanceSchedule {
  return {
    id,
    itemId: `i-${id}`,
    itemName,
    scheduledDate,
    status: 'scheduled',
    completionDate: null,
    performedBy: null,
    cost: null,
    notes: null,
    overdue: scheduledDate < TODAY,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

function overviewOf(
  items: MaintenanceItem[],
  schedules: MaintenanceSchedule[],
): MaintenanceOverview {
  const overdue = schedules.filter((s) => s.overdue).length;
  return {
    today: TODAY,
    summary: {
      overdue,
      dueSoon: schedules.filter((s) => !s.overdue && s.scheduledDate <= '2026-12-02').length,
      needsAttention: items.filter((i) => i.status === 'poor' || i.status === 'critical').length,
      totalItems: items.length,
    },
    items,
    schedules,
    history: { entries: [], page: 1, pageSize: 50, total: 0 },
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API: the family's settings, the overview, and an answer per write. */
function fakeApi(
  overview: MaintenanceOverview,
  writes: Record<string, { status: number; body: unknown }> = {},
) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/settings/appearance')
        return json(200, { appearance: { units: 'metric', currency: 'SAR', hijriDates: true } });
      if (method === 'GET' && path === '/api/house-maintenance/overview')
        return json(200, overview);
      if (method === 'GET' && path === '/api/house-maintenance/history')
        return json(200, overview.history);
      const write = writes[`${method} ${path}`];
      return write
        ? json(write.status, write.body)
        : json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return calls;
}

/** Below the md breakpoint or not. */
function setMobile(mobile: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** The route's own wiring: the view in the address. */
function Route_() {
  const [params, setParams] = useSearchParams();
  const onView = useCallback(
    (change: Partial<ScreenView>) =>
      setParams((current) => {
        writeScreenView(current, change);
        return current;
      }),
    [setParams],
  );
  return <MaintenanceScreen view={readScreenView(params)} onView={onView} />;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/app/house-maintenance" element={<Route_ />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => setMobile(false));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  await i18n.changeLanguage('ar');
});

const items = [
  item('a', { name: 'Living room AC', status: 'critical', category: 'hvac' }),
  item('b', { name: 'Water heater', status: 'poor' }),
  item('c', { name: 'Front door', status: 'excellent' }),
];
const schedules = [
  schedule('1', '2026-11-01', 'Living room AC'),
  schedule('2', '2026-11-28', 'Water heater'),
  schedule('3', '2027-03-01', 'Front door'),
];

describe('the House Maintenance screen', () => {
  it('shows the four cards and the tabs with their counts, in English', async () => {
    await i18n.changeLanguage('en');
    fakeApi(overviewOf(items, schedules));
    renderAt('/app/house-maintenance');
    const cards = await screen.findByTestId('summary-cards');
    expect(within(cards).getByTestId('card-overdue').textContent).toBe('Overdue1');
    expect(within(cards).getByTestId('card-dueSoon').textContent).toBe('Due Soon1');
    expect(within(cards).getByTestId('card-needsAttention').textContent).toBe('Needs Attention2');
    expect(within(cards).getByTestId('card-totalItems').textContent).toBe('Total Items3');
    expect(screen.getByTestId('tab-items').textContent).toBe('Items (3)');
    expect(screen.getByTestId('tab-schedule').textContent).toBe('Schedules (3)');
    expect(screen.getByTestId('tab-history').textContent).toBe('History');
    // Overview: the overdue entry, the one due within 7 days, the two items needing attention.
    expect(within(screen.getByTestId('overview-overdue')).getByText('Living room AC')).toBeTruthy();
    expect(within(screen.getByTestId('overview-upcoming')).getByText('Water heater')).toBeTruthy();
    expect(
      within(screen.getByTestId('overview-attention'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Living room AC · KitchenCritical', 'Water heater · KitchenPoor']);

    // A card opens its filter in the address.
    fireEvent.click(within(cards).getByTestId('card-dueSoon'));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/app/house-maintenance?filter=upcoming',
      ),
    );
  });

  it('reads ?filter=overdue from the address: the Schedules tab with the overdue entry only', async () => {
    await i18n.changeLanguage('en');
    fakeApi(overviewOf(items, schedules));
    renderAt('/app/house-maintenance?filter=overdue');
    const list = await screen.findByTestId('schedule-list');
    const rows = within(list).getAllByTestId('schedule-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByTestId('overdue-badge').textContent).toBe('Overdue');
    expect(rows[0]!.textContent).toContain('Due Nov 1, 2026');
    expect(screen.getByTestId('filter-name').textContent).toBe('Overdue');
    expect(screen.getByTestId('tab-schedule').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('schedule-list')).getAllByTestId('schedule-row'),
      ).toHaveLength(3),
    );
    expect(screen.getByTestId('address').textContent).toBe('/app/house-maintenance?view=schedule');
  });

  it('reads ?filter=critical (items in critical or poor condition) and ?view=history', async () => {
    fakeApi(overviewOf(items, schedules));
    renderAt('/app/house-maintenance?filter=critical');
    const list = await screen.findByTestId('item-list');
    expect(
      within(list)
        .getAllByTestId('item-card')
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['Living room AC', 'Water heater']);
    expect(screen.getByTestId('filter-name').textContent).toBe('حالتها حرجة أو سيئة');
    cleanup();

    fakeApi(overviewOf(items, schedules));
    renderAt('/app/house-maintenance?view=history');
    expect(await screen.findByTestId('history-empty')).toBeTruthy();
    expect(screen.getByTestId('tab-history').getAttribute('aria-selected')).toBe('true');
  });

  it('on a phone lists the first 3 overdue and the first 5 upcoming, then links to the rest', async () => {
    setMobile(true);
    const many = [
      ...['01', '02', '03', '04', '05'].map((d, i) => schedule(`o${i}`, `2026-11-${d}`)),
      ...['25', '26', '27', '28', '29', '30'].map((d, i) => schedule(`u${i}`, `2026-11-${d}`)),
      schedule('u6', '2026-12-02'),
    ];
    fakeApi(overviewOf(items, many));
    renderAt('/app/house-maintenance');
    const summary = await screen.findByTestId('mobile-summary');
    expect(within(summary).getByTestId('mobile-alert').textContent).toBe(
      'تحتاج إلى انتباهكمتأخرة: ٥حالتها حرجة أو سيئة: ٢',
    );
    expect(within(summary).getByTestId('mobile-count-overdue').textContent).toBe('متأخرة٥');
    expect(within(summary).getByTestId('mobile-count-due-soon').textContent).toBe('مستحقة قريبًا٧');
    const overdue = within(summary).getByTestId('mobile-overdue');
    expect(within(overdue).getAllByTestId('mobile-row')).toHaveLength(3);
    const moreOverdue = within(overdue).getByTestId('mobile-overdue-more');
    expect(moreOverdue.textContent).toBe('عرض كل المتأخرة (٥)');
    expect(moreOverdue.getAttribute('href')).toBe('/app/house-maintenance?filter=overdue');
    const upcoming = within(summary).getByTestId('mobile-upcoming');
    expect(within(upcoming).getAllByTestId('mobile-row')).toHaveLength(5);
    expect(within(upcoming).getByTestId('mobile-upcoming-more').getAttribute('href')).toBe(
      '/app/house-maintenance?filter=upcoming',
    );
    expect(within(summary).getByTestId('mobile-total').textContent).toContain('٣');
    expect(
      Array.from(within(summary).getByTestId('mobile-shortcuts').querySelectorAll('a'), (a) =>
        a.getAttribute('href'),
      ),
    ).toEqual([
      '/app/house-maintenance?filter=critical',
      '/app/house-maintenance?view=schedule',
      '/app/house-maintenance?view=history',
    ]);

    // "See more" opens the full list, with a way back to the summary.
    fireEvent.click(moreOverdue);
    const list = await screen.findByTestId('schedule-list');
    expect(within(list).getAllByTestId('schedule-row')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'العودة إلى الملخص' }));
    expect(await screen.findByTestId('mobile-summary')).toBeTruthy();
  });

  it('shows no "see more" when the lists are short, and hints on an empty phone screen', async () => {
    setMobile(true);
    fakeApi(overviewOf([], []));
    renderAt('/app/house-maintenance');
    const summary = await screen.findByTestId('mobile-summary');
    expect(within(summary).getByTestId('items-empty')).toBeTruthy();
    expect(within(summary).queryByTestId('mobile-alert')).toBeNull();
    cleanup();

    setMobile(true);
    fakeApi(overviewOf([item('c')], [schedule('1', '2026-11-20'), schedule('2', '2026-11-26')]));
    renderAt('/app/house-maintenance');
    const again = await screen.findByTestId('mobile-summary');
    expect(within(again).getAllByTestId('mobile-row')).toHaveLength(2);
    expect(within(again).queryByTestId('mobile-overdue-more')).toBeNull();
    expect(within(again).queryByTestId('mobile-upcoming-more')).toBeNull();
  });

  it('adds an item from a starter plan, and an invalid frequency falls back to 12', async () => {
    await i18n.changeLanguage('en');
    const calls = fakeApi(overviewOf([], []), {
      'POST /api/house-maintenance/items': { status: 201, body: item('n') },
    });
    renderAt('/app/house-maintenance');
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    const dialog = await screen.findByTestId('item-dialog');
    const add = within(dialog).getByRole('button', { name: 'Add Item' }) as HTMLButtonElement;
    // Name and location are required: the form does not submit without them.
    expect(add.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Start from a common task'), {
      target: { value: 'smoke_alarm_test' },
    });
    const value = (label: string) =>
      (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value('Item name')).toBe('Test smoke alarms');
    expect(value('Location')).toBe('Hallways and bedrooms');
    expect(value('Category')).toBe('safety');
    expect(value('Priority')).toBe('critical');
    expect(value('Every how many months')).toBe('6');
    expect(value('Estimated duration (minutes)')).toBe('15');
    expect(value('Description')).toBe(
      'Press the test button and change the battery if it is weak.',
    );
    expect(value('Condition')).toBe('good');
    expect(within(dialog).getByLabelText('Estimated cost (SAR)')).toBeTruthy();

    for (const typed of ['0', '121', '2.5', 'abc', '']) {
      const frequency = within(dialog).getByLabelText('Every how many months');
      fireEvent.change(frequency, { target: { value: typed } });
      fireEvent.blur(frequency);
      await waitFor(() => expect(value('Every how many months')).toBe('12'));
    }
    fireEvent.change(within(dialog).getByLabelText('Every how many months'), {
      target: { value: '7' },
    });
    fireEvent.click(add);
    await waitFor(() =>
      expect(vi.mocked(toast.success)).toHaveBeenCalledWith(
        'Maintenance item created successfully!',
      ),
    );
    // Empty cost, install and last dates are absent from the request, not null.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Test smoke alarms',
      description: 'Press the test button and change the battery if it is weak.',
      category: 'safety',
      location: 'Hallways and bedrooms',
      priority: 'critical',
      estimatedDuration: 15,
      maintenanceFrequencyMonths: 7,
      status: 'good',
    });
  });

  it('sends 12 when the frequency is invalid at submit, and shows a server failure', async () => {
    await i18n.changeLanguage('en');
    const calls = fakeApi(overviewOf([], []), {
      'POST /api/house-maintenance/items': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something broke' } },
      },
    });
    renderAt('/app/house-maintenance');
    fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
    const dialog = await screen.findByTestId('item-dialog');
    fireEvent.change(within(dialog).getByLabelText('Item name'), { target: { value: 'Boiler' } });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'Roof' } });
    fireEvent.change(within(dialog).getByLabelText('Every how many months'), {
      target: { value: '500' },
    });
    fireEvent.change(within(dialog).getByLabelText('Estimated cost (SAR)'), {
      target: { value: '-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(
      await within(dialog).findByText('Cost must be 0 or more, with at most two decimals'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Estimated cost (SAR)'), {
      target: { value: '150.25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() =>
      expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Failed to create maintenance item', {
        description: 'Something went wrong. Please try again.',
      }),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Boiler',
      location: 'Roof',
      estimatedCost: 150.25,
      maintenanceFrequencyMonths: 12,
      category: 'general',
      priority: 'medium',
      status: 'good',
    });
  });

  it('completes a scheduled entry with a cost, and tells when the server refuses', async () => {
    await i18n.changeLanguage('en');
    const done = { ...schedules[0]!, status: 'completed', completionDate: TODAY, cost: 120.5 };
    const calls = fakeApi(overviewOf(items, schedules), {
      'POST /api/house-maintenance/schedules/1/complete': {
        status: 200,
        body: {
          schedule: done,
          next: { ...schedules[0]!, id: '9', scheduledDate: '2027-11-25', overdue: false },
          item: items[0],
          history: {
            id: 'h1',
            itemId: 'i-1',
            itemName: 'Living room AC',
            actionType: 'maintenance_completed',
            actionDate: TODAY,
            description: null,
            performedBy: 'Ali',
            cost: 120.5,
            notes: null,
            createdAt: '2026-11-25T10:00:00.000Z',
          },
        },
      },
      'POST /api/house-maintenance/schedules/2/complete': {
        status: 409,
        body: {
          error: { code: 'NOT_SCHEDULED', message: 'Only scheduled maintenance can be completed.' },
        },
      },
    });
    renderAt('/app/house-maintenance?view=schedule');
    const rows = await screen.findAllByTestId('schedule-row');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByTestId('complete-dialog');
    expect(within(dialog).getByTestId('complete-subject').textContent).toBe(
      'Living room AC, due Nov 1, 2026',
    );
    fireEvent.change(within(dialog).getByLabelText('Cost (SAR)'), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    expect(
      await within(dialog).findByText('Cost must be 0 or more, with at most two decimals'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Cost (SAR)'), { target: { value: '120.5' } });
    fireEvent.change(within(dialog).getByLabelText('Performed by'), { target: { value: 'Ali' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() =>
      expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Maintenance completed successfully!'),
    );
    expect(calls.find((c) => c.path.endsWith('/1/complete'))?.body).toEqual({
      cost: 120.5,
      performedBy: 'Ali',
      notes: null,
    });
    await waitFor(() => expect(screen.queryByTestId('complete-dialog')).toBeNull());

    // Everything optional: an empty dialog completes; a refusal is shown in the user's language.
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Complete' }));
    const second = await screen.findByTestId('complete-dialog');
    fireEvent.click(within(second).getByRole('button', { name: 'Mark as completed' }));
    await waitFor(() =>
      expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Failed to complete maintenance', {
        description: 'Only scheduled maintenance can be completed.',
      }),
    );
    expect(calls.find((c) => c.path.endsWith('/2/complete'))?.body).toEqual({
      cost: null,
      performedBy: null,
      notes: null,
    });
  });

  it('offers Complete only on scheduled entries, and tells when the list does not load', async () => {
    await i18n.changeLanguage('en');
    const started = { ...schedules[0]!, status: 'in_progress' as const, overdue: false };
    fakeApi(overviewOf(items, [started]));
    renderAt('/app/house-maintenance?view=schedule');
    const row = await screen.findByTestId('schedule-row');
    expect(within(row).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Back to scheduled' })).toBeTruthy();
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Down' } }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderAt('/app/house-maintenance');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load maintenance items',
    );
    expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Failed to load maintenance items', {
      description: 'Something went wrong. Please try again.',
    });
  });
});
