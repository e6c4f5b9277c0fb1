// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { i18n } from '@/lib/i18n';
import { todayLocalDate } from '@/lib/dates';
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
  licensePlate: 'ABC 123',
  lastServiceDate: '2026-10-01',
  nextServiceMileage: 24_140,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API: the family's settings, its vehicles, and an answer per write. */
function fakeApi(options: {
  units: 'metric' | 'imperial';
  vehicles: Vehicle[];
  writes: Record<string, { status: number; body: unknown }>;
}) {
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
        return json(200, {
          appearance: { units: options.units, currency: 'USD', hijriDates: true },
        });
      if (method === 'GET' && path === '/api/vehicles')
        return json(200, { vehicles: options.vehicles });
      const write = options.writes[`${method} ${path}`];
      return write ? json(write.status, write.body) : json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

/** The screen with its view kept in state, as the route keeps it in the address. */
function Screen({ initial = {} }: { initial?: Partial<ScreenView> }) {
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

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ar');
});

describe('the Vehicles screen', () => {
  it('shows an imperial family miles, takes a fill-up in miles and gallons, and puts a backwards odometer on its field', async () => {
    await i18n.changeLanguage('en');
    const calls = fakeApi({
      units: 'imperial',
      vehicles: [camry],
      writes: {
        'POST /api/vehicles/v1/fuel-logs': {
          status: 409,
          body: {
            error: {
              code: 'ODOMETER_BACKWARDS',
              message:
                'The odometer reading cannot be lower than an earlier reading (20000 km on 2026-11-20).',
              details: { odometer: 20_000, date: '2026-11-20' },
            },
          },
        },
      },
    });
    renderScreen();
    const card = await screen.findByTestId('vehicle-card');
    await waitFor(() =>
      expect(within(card).getByTestId('vehicle-mileage').textContent).toBe('12,002 mi'),
    );
    expect(screen.getByTestId('vehicle-count').textContent).toBe('1 vehicle');
    expect(within(card).getByTestId('vehicle-subtitle').textContent).toBe('2021 Toyota Camry');
    expect(within(card).getByTestId('vehicle-next-service').textContent).toBe(
      '15,000 miin 2,998 mi',
    );
    expect(within(card).getByTestId('vehicle-last-service').textContent).toBe('Oct 1, 2026');

    fireEvent.click(within(card).getByRole('button', { name: 'Log Fuel' }));
    const dialog = await screen.findByTestId('fuel-dialog');
    const odometer = within(dialog).getByLabelText('Odometer (mi)') as HTMLInputElement;
    expect(odometer.value).toBe('12002');
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(
      todayLocalDate(),
    );
    expect((within(dialog).getByLabelText('Filled the tank') as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.change(within(dialog).getByLabelText('Fuel (gallons)'), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(dialog).getByText(/cannot be lower than an earlier reading/).textContent).toBe(
        'The odometer reading cannot be lower than an earlier reading (12,427 mi on Nov 20, 2026).',
      ),
    );
    expect(odometer.getAttribute('aria-invalid')).toBe('true');
    // The unchanged reading went back exact (not 19,315 km through whole miles), in litres.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: todayLocalDate(),
      odometer: 19_316,
      volume: 37.85,
      cost: null,
      fullTank: true,
      station: null,
    });
  });

  it('adds a vehicle in Arabic: the VIN in upper case, a decode that keeps the typed make', async () => {
    const created = { ...camry, id: 'v2', name: 'سيارة العائلة' };
    const calls = fakeApi({
      units: 'metric',
      vehicles: [],
      writes: {
        'POST /api/vehicles/vin-decode': {
          status: 200,
          body: {
            decoded: {
              vin: '1HGCM82633A004352',
              make: 'HONDA',
              model: 'Accord',
              year: 2003,
              bodyClass: 'Coupe',
              engine: null,
              fuelType: 'Gasoline',
              manufacturer: 'American Honda Motor Co., Inc.',
              country: 'United States',
              checkDigit: 'valid',
              source: 'offline',
            },
          },
        },
        'POST /api/vehicles': { status: 201, body: { vehicle: created } },
      },
    });
    renderScreen();
    const empty = await screen.findByTestId('vehicles-empty');
    expect(screen.getByTestId('vehicle-count').textContent).toBe('لا توجد مركبات');
    fireEvent.click(within(empty).getByRole('button', { name: 'أضف أول مركبة' }));
    const dialog = await screen.findByTestId('vehicle-dialog');
    fireEvent.change(within(dialog).getByLabelText(/اسم المركبة/), {
      target: { value: 'سيارة العائلة' },
    });
    fireEvent.change(within(dialog).getByLabelText('الشركة المصنّعة'), {
      target: { value: 'هوندا' },
    });
    const vin = within(dialog).getByLabelText('رقم الهيكل (VIN)') as HTMLInputElement;
    fireEvent.change(vin, { target: { value: '1hgcm82633a004352' } });
    expect(vin.value).toBe('1HGCM82633A004352');
    fireEvent.click(within(dialog).getByRole('button', { name: 'فك الترميز' }));

    await within(dialog).findByTestId('vin-decoded');
    expect((within(dialog).getByLabelText('الشركة المصنّعة') as HTMLInputElement).value).toBe(
      'هوندا',
    );
    expect((within(dialog).getByLabelText('الطراز') as HTMLInputElement).value).toBe('Accord');
    expect((within(dialog).getByLabelText('سنة الصنع') as HTMLInputElement).value).toBe('2003');

    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة المركبة' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/vehicles' && c.method === 'POST')?.body).toEqual({
        name: 'سيارة العائلة',
        make: 'هوندا',
        model: 'Accord',
        year: 2003,
        mileage: 0,
        fuelLevel: 100,
        vin: '1HGCM82633A004352',
        licensePlate: null,
        lastServiceDate: null,
        nextServiceMileage: null,
      }),
    );
    expect(calls.find((c) => c.path === '/api/vehicles/vin-decode')?.body).toEqual({
      vin: '1HGCM82633A004352',
    });
  });
});
