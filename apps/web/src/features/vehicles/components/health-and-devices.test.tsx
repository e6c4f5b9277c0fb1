// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HealthAlert, ObdDevice, ObdReading } from '@usra/domain/vehicles/obd-schema';
import type { Reminder } from '@usra/domain/vehicles/reminder-schema';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import type { ScreenView } from '../screen-view';
import { VehiclesScreen } from './vehicles-screen';

const camry: Vehicle = {
  id: 'v1',
  name: 'Family car',
  make: 'Toyota',
  model: 'Camry',
  year: 2021,
  mileage: 19_316,
  fuelLevel: 80,
  vin: null,
  licensePlate: null,
  lastServiceDate: null,
  nextServiceMileage: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

const oil: Reminder & { vehicleName: string } = {
  id: 'r1',
  vehicleId: 'v1',
  vehicleName: 'Family car',
  title: 'Oil change',
  serviceType: 'oil_change',
  intervalKm: 10_000,
  intervalMonths: 12,
  dueDate: null,
  dueOdometer: null,
  notes: null,
  lastDoneDate: '2026-01-20',
  lastDoneOdometer: 10_603,
  status: {
    nextDueDate: '2027-01-20',
    nextDueOdometer: 20_603,
    daysLeft: 300,
    kmLeft: 1287,
    urgency: 'due_soon',
  },
  createdAt: '2026-01-20T10:00:00.000Z',
};

const device = (over: Partial<ObdDevice>): ObdDevice => ({
  id: 'd1',
  vehicleId: 'v1',
  deviceName: 'Demo adapter',
  deviceId: 'usra-demo-1234',
  bluetoothAddress: null,
  connectionType: 'bluetooth',
  protocolType: 'ISO 15765-4 (CAN)',
  status: 'connected',
  isPaired: true,
  isConnected: true,
  pairingDate: '2026-11-20T08:00:00.000Z',
  lastConnection: '2026-11-20T08:00:00.000Z',
  firmwareVersion: 'demo',
  batteryLevel: null,
  signalStrength: null,
  deviceSettings: null,
  isDemo: false,
  hasToken: false,
  lastReadingAt: '2026-11-20T08:10:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

const hot: ObdReading = {
  id: 'o2',
  vehicleId: 'v1',
  deviceId: 'd1',
  timestamp: '2026-11-20T08:10:00.000Z',
  engineRpm: 2400,
  vehicleSpeed: 100,
  engineTemperature: 105,
  engineLoad: 85,
  fuelLevel: 40,
  distanceSinceClear: 1300,
  batteryVoltage: 14.1,
  diagnosticCodes: [],
};

const misfire: HealthAlert = {
  id: 'a1',
  vehicleId: 'v1',
  type: 'dtc',
  diagnosticCode: 'P0301',
  severity: 'warning',
  title: { en: 'P0301: Cylinder 1 misfire detected', ar: 'P0301: اختلال الإشعال في الأسطوانة 1' },
  description: { en: 'Cylinder 1 misfire detected', ar: 'اختلال الإشعال في الأسطوانة 1' },
  recommendedAction: { en: 'Check the spark plug and coil.', ar: 'افحص شمعة الإشعال والملف.' },
  estimatedCostUsd: { min: 100, max: 300 },
  isAcknowledged: false,
  acknowledgedAt: null,
  isResolved: false,
  resolvedAt: null,
  createdAt: '2026-11-20T08:09:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API answering `METHOD /path` from a table (GETs and writes alike). */
function fakeApi(units: 'metric' | 'imperial', answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/settings/appearance')
        return json(200, { appearance: { units, currency: 'USD', hijriDates: true } });
      const answer = answers[`${method} ${path}`];
      if (answer !== undefined) return json(method === 'POST' ? 201 : 200, answer);
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return calls;
}

function Screen({ initial }: { initial: Partial<ScreenView> }) {
  const [view, setView] = useState<ScreenView>({
    tab: 'vehicles',
    vehicleId: null,
    health: 'realtime',
    ...initial,
  });
  return (
    <VehiclesScreen
      openAdd={false}
      onAddOpened={() => {}}
      view={view}
      onView={(change) => setView((current) => ({ ...current, ...change }))}
    />
  );
}

function renderScreen(initial: Partial<ScreenView> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Screen initial={initial} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ar');
});

const base = {
  'GET /api/vehicles': { vehicles: [camry] },
  'GET /api/vehicle-reminders': { reminders: [oil] },
  'GET /api/vehicles/v1/reminders': { reminders: [oil] },
};

describe('reminders on the Vehicles screen', () => {
  it('shows the most urgent reminder on the card, the nearer of distance and days, in miles', async () => {
    await i18n.changeLanguage('en');
    fakeApi('imperial', { ...base, 'GET /api/obd/devices': { devices: [] } });
    renderScreen();
    const badge = await screen.findByTestId('vehicle-reminder');
    expect(badge.getAttribute('data-urgency')).toBe('due_soon');
    // 1,287 km is 800 miles, nearer than 300 days.
    await waitFor(() =>
      expect(within(badge).getByTestId('vehicle-reminder-due').textContent).toBe('in 800 mi'),
    );
    expect(badge.textContent).toContain('Oil change');
    expect(badge.textContent).toContain('Due soon');
  });

  it('adds the oil preset in miles and sends kilometres', async () => {
    await i18n.changeLanguage('en');
    const calls = fakeApi('imperial', {
      ...base,
      'GET /api/obd/devices': { devices: [] },
      'POST /api/vehicles/v1/reminders': { reminder: oil },
    });
    renderScreen();
    const card = await screen.findByTestId('vehicle-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Reminders' }));
    const dialog = await screen.findByTestId('reminders-dialog');
    const entry = await within(dialog).findByTestId('reminder-entry');
    expect(within(entry).getByTestId('reminder-due').textContent).toBe(
      'Due soon · in 800 mi or 300 days',
    );
    expect(entry.textContent).toContain('Every 6,214 mi or 12 months, whichever comes first');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Oil change every 6,000 mi or 12 months' }),
    );
    expect((within(dialog).getByLabelText('Every (mi)') as HTMLInputElement).value).toBe('6000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        title: 'Oil change',
        serviceType: 'oil_change',
        intervalKm: 9656,
        intervalMonths: 12,
        dueDate: null,
        dueOdometer: null,
        notes: null,
      }),
    );
  });

  it('asks for a date or a distance before saving a reminder', async () => {
    await i18n.changeLanguage('en');
    const calls = fakeApi('metric', { ...base, 'GET /api/obd/devices': { devices: [] } });
    renderScreen();
    const card = await screen.findByTestId('vehicle-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Reminders' }));
    const dialog = await screen.findByTestId('reminders-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Custom reminder' }));
    fireEvent.change(within(dialog).getByLabelText(/^Reminder/), { target: { value: 'Wash' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Set a distance, a number of months, a due date or a due reading',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Health Monitoring', () => {
  it('shows the score, the latest reading in imperial units labelled as demo, and streams the demo', async () => {
    await i18n.changeLanguage('en');
    const calls = fakeApi('imperial', {
      ...base,
      'GET /api/obd/devices': { devices: [device({})] },
      'GET /api/vehicles/v1/health': {
        latest: hot,
        score: {
          score: 65,
          label: 'good',
          temperatureHigh: true,
          deductions: [
            { rule: 'temperature', points: 20 },
            { rule: 'load', points: 15 },
          ],
          hasReading: true,
        },
      },
      'GET /api/vehicles/v1/readings': {
        readings: [
          hot,
          { ...hot, id: 'o1', timestamp: '2026-11-20T08:09:58.000Z', vehicleSpeed: 90 },
        ],
      },
      'POST /api/obd/devices/d1/readings': { accepted: 1 },
    });
    renderScreen({ tab: 'health' });
    expect((await screen.findByTestId('health-score')).textContent).toBe('65');
    expect(screen.getByTestId('health-label').textContent).toBe('Good');
    expect(screen.getByTestId('health-deductions').textContent).toBe(
      '-20 engine temperature-15 engine load',
    );
    const realtime = await screen.findByTestId('health-realtime');
    expect(within(realtime).getByTestId('reading-vehicleSpeed').textContent).toBe('62 mph');
    expect(within(realtime).getByTestId('reading-engineTemperature').textContent).toBe('221°FHigh');
    expect(within(realtime).getByTestId('reading-engineRpm').textContent).toBe('2,400 rpm');
    expect(within(realtime).getByTestId('demo-label').textContent).toBe('Demo — simulated data');
    expect(screen.getByTestId('demo-banner')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Speed over 2 readings, from 56 mph to 62 mph',
    );
    // The connected demo sends its first simulated reading at once, through the browser route.
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/obd/devices/d1/readings'),
      ).toBe(true),
    );
    const posted = calls.find((c) => c.path === '/api/obd/devices/d1/readings')?.body as {
      readings: Record<string, unknown>[];
    };
    expect(posted.readings).toHaveLength(1);
    expect(Object.keys(posted.readings[0]!).sort()).toEqual([
      'batteryVoltage',
      'diagnosticCodes',
      'distanceSinceClear',
      'engineLoad',
      'engineRpm',
      'engineTemperature',
      'fuelLevel',
      'timestamp',
      'vehicleSpeed',
    ]);
  });

  it('acknowledges an alert, shows its cost as an estimate, and explains a prediction', async () => {
    await i18n.changeLanguage('en');
    const calls = fakeApi('imperial', {
      ...base,
      'GET /api/obd/devices': { devices: [] },
      'GET /api/vehicles/v1/health': {
        latest: null,
        score: {
          score: 0,
          label: 'needs-attention',
          temperatureHigh: false,
          deductions: [],
          hasReading: false,
        },
      },
      'GET /api/vehicles/v1/alerts': { alerts: [misfire] },
      'POST /api/vehicles/v1/alerts/a1/acknowledge': {
        alert: { ...misfire, isAcknowledged: true, acknowledgedAt: '2026-11-20T08:11:00.000Z' },
      },
      'GET /api/vehicles/v1/predictions': {
        predictions: [
          {
            type: 'oil_change',
            priority: 'high',
            confidence: 0.9,
            predictedDate: '2026-12-01',
            distanceRemainingKm: 500,
            daysRemaining: 11,
            recommendedService: {
              en: 'Change the engine oil and the oil filter.',
              ar: 'غيّر زيت المحرك وفلتر الزيت.',
            },
            estimatedCostUsd: { min: 40, max: 120 },
            diagnosticCode: null,
            reason: {
              code: 'distance-since-service',
              sinceKm: 12_400,
              kmPerDay: 48,
              intervalKm: 10_000,
            },
          },
        ],
      },
    });
    renderScreen({ tab: 'health', health: 'alerts' });
    expect((await screen.findByTestId('health-label')).textContent).toBe('No readings yet');
    const alert = await screen.findByTestId('alert-entry');
    expect(alert.textContent).toContain('P0301: Cylinder 1 misfire detected');
    expect(within(alert).getByTestId('alert-cost').textContent).toBe(
      'Estimated cost: \u2068$100 – $300\u2069 (estimate)',
    );
    // "Make a task" opens the add-task dialog prefilled from the alert (issue 27).
    const make = await within(alert).findByRole('link', { name: 'Make a task' });
    const href = new URL(make.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/app/tasks');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      action: 'add',
      sourceType: 'vehicle_alert',
      sourceId: 'a1',
      category: 'maintenance',
    });
    // Resolve is offered only after acknowledgement.
    expect(within(alert).queryByRole('button', { name: 'Resolve' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.method === 'POST' && c.path === '/api/vehicles/v1/alerts/a1/acknowledge',
        ),
      ).toBe(true),
    );

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Maintenance' }));
    const prediction = await screen.findByTestId('prediction-entry');
    expect(within(prediction).getByTestId('prediction-reason').textContent).toBe(
      '7,705 mi since the last oil change, at 30 mi/d',
    );
    expect(prediction.textContent).toContain('High priority');
    expect(prediction.textContent).toContain('90%');
    expect(prediction.textContent).toContain('in 11 days · in 311 mi');
  });
});

describe('the OBD Device Manager', () => {
  it('counts the devices, connects with the toggle and confirms a delete, in Arabic', async () => {
    const calls = fakeApi('metric', {
      ...base,
      'GET /api/obd/devices': {
        devices: [
          device({
            id: 'd2',
            deviceName: 'Vgate',
            deviceId: 'VG-1',
            connectionType: 'wifi',
            status: 'disconnected',
            isConnected: false,
            isPaired: false,
          }),
          device({ status: 'paired', isConnected: false }),
        ],
      },
      'POST /api/obd/devices/d2/connect': { device: device({ id: 'd2' }) },
    });
    renderScreen({ tab: 'devices' });
    await waitFor(() => expect(screen.getByTestId('obd-total-total').textContent).toBe('٢'));
    expect(screen.getByTestId('obd-total-connected').textContent).toBe('٠');
    expect(screen.getByTestId('obd-total-paired').textContent).toBe('١');
    expect(screen.getByTestId('obd-total-bluetooth').textContent).toBe('١');
    const [vgate, demo] = screen.getAllByTestId('obd-device-card');
    expect(within(demo!).getByTestId('demo-label').textContent).toBe('تجريبي — بيانات محاكاة');
    expect(within(vgate!).queryByTestId('demo-label')).toBeNull();
    expect(within(vgate!).getByTestId('obd-last-reading').textContent).not.toBe('');

    const toggle = within(vgate!).getByRole('switch', { name: 'الاتصال: Vgate' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/api/obd/devices/d2/connect'),
      ).toBe(true),
    );

    fireEvent.click(within(vgate!).getByRole('button', { name: 'حذف: Vgate' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('هل أنت متأكد من حذف جهاز OBD هذا؟');
  });

  it('shows a new device token once, with how to use it, and forgets it when closed', async () => {
    await i18n.changeLanguage('en');
    const token = 'usra_obd_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    const calls = fakeApi('metric', {
      ...base,
      'GET /api/obd/devices': { devices: [device({ status: 'paired', isConnected: false })] },
      'POST /api/obd/devices/d1/token': { token, device: device({ hasToken: true }) },
    });
    renderScreen({ tab: 'devices' });
    const card = await screen.findByTestId('obd-device-card');
    expect(within(card).getByTestId('obd-token-state').textContent).toBe('None');
    fireEvent.click(within(card).getByRole('button', { name: 'Device token' }));
    const dialog = await screen.findByTestId('token-dialog');
    expect(within(dialog).getByTestId('device-token').textContent).toBe(token);
    expect(dialog.textContent).toContain(
      `curl -X POST http://localhost:3000/api/obd/ingest -H 'Authorization: Bearer ${token}'`,
    );
    expect(dialog.textContent).toContain(`npm run obd:simulate -- --token ${token}`);
    expect(calls.filter((c) => c.path === '/api/obd/devices/d1/token')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByTestId('token-dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(token);
  });
});
