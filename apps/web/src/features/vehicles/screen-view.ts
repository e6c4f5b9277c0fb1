/**
 * Where the Vehicles screen is: its tab, the vehicle on Health Monitoring and that view's own
 * tab. Kept in the address (`?tab=health&vehicle=…&view=alerts`), so that a reload, a link or a
 * layout change (phone ↔ desktop) comes back to the same place.
 */
export const screenTabs = ['vehicles', 'health', 'devices'] as const;
export type ScreenTab = (typeof screenTabs)[number];

export const healthViews = ['realtime', 'alerts', 'maintenance', 'devices'] as const;
export type HealthView = (typeof healthViews)[number];

export interface ScreenView {
  tab: ScreenTab;
  /** Null: the first vehicle. */
  vehicleId: string | null;
  health: HealthView;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function readScreenView(params: URLSearchParams): ScreenView {
  return {
    tab: oneOf(screenTabs, params.get('tab'), 'vehicles'),
    vehicleId: params.get('vehicle') || null,
    health: oneOf(healthViews, params.get('view'), 'realtime'),
  };
}

/** Writes a change into the parameters, leaving the defaults out of the address. */
export function writeScreenView(params: URLSearchParams, change: Partial<ScreenView>): void {
  const set = (name: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback) params.delete(name);
    else params.set(name, value);
  };
  if (change.tab !== undefined) set('tab', change.tab, 'vehicles');
  if (change.vehicleId !== undefined) set('vehicle', change.vehicleId, null);
  if (change.health !== undefined) set('view', change.health, 'realtime');
}
