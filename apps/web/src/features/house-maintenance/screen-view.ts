import {
  maintenanceFilters,
  type MaintenanceFilter,
} from '@usra/domain/house-maintenance/maintenance-schema';

/**
 * Where the House Maintenance screen is, kept in the address: `?filter=overdue|upcoming|critical`
 * narrows the lists, `?view=` picks the tab (the spec's `schedule` and `history`, and our own
 * `overview`, `items` and `assets`). On a phone, no view and no filter is the summary; any of them
 * opens the full screen.
 */
export const screenTabs = ['overview', 'items', 'schedule', 'history', 'assets'] as const;
export type ScreenTab = (typeof screenTabs)[number];

export interface ScreenView {
  filter: MaintenanceFilter | null;
  /** Null: no tab named in the address (the filter's own tab, else Overview). */
  view: ScreenTab | null;
}

export function readScreenView(params: URLSearchParams): ScreenView {
  const filter = params.get('filter');
  const view = params.get('view');
  return {
    filter: maintenanceFilters.includes(filter as MaintenanceFilter)
      ? (filter as MaintenanceFilter)
      : null,
    view: screenTabs.includes(view as ScreenTab) ? (view as ScreenTab) : null,
  };
}

/** Writes a change into the parameters; null removes the parameter. */
export function writeScreenView(params: URLSearchParams, change: Partial<ScreenView>): void {
  if (change.filter !== undefined) {
    if (change.filter === null) params.delete('filter');
    else params.set('filter', change.filter);
  }
  if (change.view !== undefined) {
    if (change.view === null) params.delete('view');
    else params.set('view', change.view);
  }
}

/** The tab shown: the one named, else the filter's (schedules or items), else Overview. */
export function shownTab({ filter, view }: ScreenView): ScreenTab {
  if (view) return view;
  if (filter === 'critical') return 'items';
  if (filter === 'overdue' || filter === 'upcoming') return 'schedule';
  return 'overview';
}
