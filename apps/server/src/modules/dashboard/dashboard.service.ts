import { dayRange, localDate } from '@usra/domain/common/dates';
import type { Dashboard } from '@usra/domain/dashboard/dashboard-schema';
import type { DashboardDay, DashboardTile, Registry } from '../../platform/registries.js';

export class DashboardService {
  constructor(
    /** What the areas registered; read per request, so every module built by then is in. */
    private readonly tiles: Registry<DashboardTile>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async dashboard(familyId: string, timeZone: string): Promise<Dashboard> {
    const now = this.clock();
    const today = dayRange(now, timeZone);
    const day: DashboardDay = {
      now,
      timeZone,
      today: localDate(now, timeZone),
      dayStart: today.start.toISOString(),
      dayEnd: today.end.toISOString(),
      weekEnd: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    };
    const parts = await Promise.all(this.tiles.all.map((tile) => tile.load(familyId, day)));
    // The answer's schema checks every field is there (a tile missing fails the response).
    return Object.assign({}, ...parts) as Dashboard;
  }
}
