import type { RateRule } from '../../config.js';
import { dayRange } from '@usra/domain/common/dates';
import {
  ERRANDS_MAX,
  type ErrandPlan,
  type ErrandStop,
  type PlaceSource,
  type TaskPlace,
} from '@usra/domain/tasks/errand-plan';
import { distanceKm, planRoute } from '@usra/domain/tasks/errand-route';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { GeocodeResult } from '@usra/domain/family/address-schema';
import type { Units } from '@usra/domain/settings/settings-schema';
import {
  normalizePlace,
  type GeocodeLanguage,
  type Geocoder,
} from '../../platform/geocoding/geocoder.js';
import type { ErrandsRepository } from './errands.repository.js';
import { toTask } from './task-row.js';
import type { Actor } from '../../platform/session-guard.js';

/** Words for a saved address's type, so "School" or "المدرسة" finds a school address. */
const typeWords: Record<string, string[]> = {
  home: ['home', 'house', 'منزل', 'المنزل', 'بيت', 'البيت'],
  work: ['work', 'office', 'عمل', 'العمل', 'مكتب', 'المكتب'],
  school: ['school', 'مدرسة', 'المدرسة'],
  gym: ['gym', 'نادي', 'النادي', 'صالة رياضية'],
};
const normalizedTypeWords = Object.fromEntries(
  Object.entries(typeWords).map(([type, words]) => [type, words.map(normalizePlace)]),
);

/**
 * The family's saved address for a location text: the same label, the same address text, the
 * address type's name ("School"), or a label named inside the text ("Pick up at School").
 */
export function matchSavedPlace(
  location: string,
  places: readonly SavedPlace[],
): SavedPlace | null {
  const text = normalizePlace(location);
  if (!text) return null;
  const label = (p: SavedPlace) => (p.label ? normalizePlace(p.label) : '');
  return (
    places.find((p) => label(p) === text) ??
    places.find((p) => normalizePlace(p.address) === text) ??
    places.find((p) => normalizedTypeWords[p.addressType]?.includes(text)) ??
    places.find((p) => {
      const l = label(p);
      return l.length >= 3 && ` ${text} `.includes(` ${l} `);
    }) ??
    null
  );
}

/** Geocoder answers kept in memory: a plan is re-read after every task change. */
const CACHE_MAX = 500;
/** A configured (online) geocoder is asked about at most this many new texts per plan. */
const REMOTE_LOOKUPS_PER_PLAN = 10;

interface Placed {
  latitude: number;
  longitude: number;
  /** Found by the geocoder at city level only: every address of the city gets this point. */
  cityLevel?: boolean;
  source: Exclude<PlaceSource, 'task'>;
  name: string;
}

/** A member's saved address with coordinates (the family module's). */
export interface SavedPlace {
  label: string | null;
  address: string;
  addressType: string;
  latitude: number;
  longitude: number;
  /** Found only at city level: every address of the city shares this point. */
  cityLevel: boolean;
}

/**
 * Where the family's people are: their saved addresses (the family module) and the signed-in
 * person's home (the account's profile); app.ts passes the owners' read models.
 */
export interface ErrandPlaces {
  /** The family members' saved addresses that have coordinates, oldest first. */
  saved(familyId: string): Promise<SavedPlace[]>;
  /** The person's home address (null without one), with its coordinates when found. */
  home(
    familyId: string,
    userId: string,
  ): Promise<{
    address: string;
    latitude: number | null;
    longitude: number | null;
    cityLevel: boolean;
  } | null>;
}

/** The family's distance units (kept by the settings module; app.ts hands it over). */
export interface FamilyUnits {
  unitsOf(familyId: string): Promise<Units>;
}

export class ErrandsService {
  constructor(
    private readonly repo: ErrandsRepository,
    private readonly units: FamilyUnits,
    private readonly places: ErrandPlaces,
    private readonly geocoder: Geocoder,
    private readonly limiter: RateLimiter,
    private readonly lookupRule: RateRule,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Saved addresses first, then the geocoder; null when neither knows the text. */
  private async place(
    text: string,
    places: readonly SavedPlace[],
    language: GeocodeLanguage,
  ): Promise<Placed | null> {
    const saved = matchSavedPlace(text, places);
    if (saved) {
      return {
        latitude: saved.latitude,
        longitude: saved.longitude,
        source: 'address',
        name: saved.label ?? saved.address,
        cityLevel: saved.cityLevel,
      };
    }
    const found = await this.geocode(text, language);
    return found
      ? {
          latitude: found.latitude,
          longitude: found.longitude,
          source: 'geocoder',
          name: found.formattedAddress,
          cityLevel: found.precision === 'city',
        }
      : null;
  }

  private readonly cache = new Map<string, GeocodeResult | null>();

  private async geocode(text: string, language: GeocodeLanguage): Promise<GeocodeResult | null> {
    const key = `${language}:${normalizePlace(text)}`;
    if (this.cache.has(key)) return this.cache.get(key)!;
    const found = await this.geocoder.geocode(text, language);
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, found);
    return found;
  }

  /** The task form's look-up, counted with the address look-ups of the same user. */
  async lookup(actor: Actor, text: string, language: GeocodeLanguage): Promise<TaskPlace | null> {
    const decision = await this.limiter.consume(
      `geocode:${actor.id}`,
      this.lookupRule,
      this.clock().getTime(),
    );
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    return this.place(text, await this.places.saved(actor.familyId), language);
  }

  /**
   * A day's open tasks with a location, in the order of the shortest round trip from the
   * signed-in person's home. Tasks without saved coordinates are looked up (saved addresses,
   * then the geocoder); those still unknown are listed as not placed.
   */
  async plan(actor: Actor, date: string, timeZone: string): Promise<ErrandPlan> {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    // Noon of that date in the zone lies inside the local day whatever the offset.
    const range = dayRange(new Date(Date.UTC(y, m - 1, d, 12)), timeZone);
    const [rows, places, profile, units] = await Promise.all([
      this.repo.dayTasks(
        actor.familyId,
        range.start.toISOString(),
        range.end.toISOString(),
        ERRANDS_MAX,
      ),
      this.places.saved(actor.familyId),
      this.places.home(actor.familyId, actor.id),
      this.units.unitsOf(actor.familyId),
    ]);

    const looked = new Map<string, Placed | null>();
    let remoteLookups = 0;
    const candidates: (ErrandStop & { task: ReturnType<typeof toTask> })[] = [];
    const notPlaced: ReturnType<typeof toTask>[] = [];
    for (const row of rows) {
      const task = toTask(row);
      if (task.latitude !== null && task.longitude !== null) {
        candidates.push({
          task,
          latitude: task.latitude,
          longitude: task.longitude,
          source: 'task',
          placeName: null,
          cityLevel: false,
          legKm: 0,
        });
        continue;
      }
      const key = normalizePlace(task.location ?? '');
      if (!looked.has(key)) {
        const remote = this.geocoder.kind !== 'offline' && !this.cache.has(`en:${key}`);
        if (remote && remoteLookups >= REMOTE_LOOKUPS_PER_PLAN) {
          // Saved addresses still answer; the online service is spared a burst of requests.
          const saved = matchSavedPlace(task.location!, places);
          looked.set(
            key,
            saved
              ? {
                  latitude: saved.latitude,
                  longitude: saved.longitude,
                  source: 'address',
                  name: saved.label ?? saved.address,
                  cityLevel: saved.cityLevel,
                }
              : null,
          );
        } else {
          if (remote) remoteLookups++;
          // A provider that is down leaves the task unplaced instead of failing the whole plan.
          looked.set(
            key,
            key ? await this.place(task.location!, places, 'en').catch(() => null) : null,
          );
        }
      }
      const found = looked.get(key);
      if (found) {
        candidates.push({
          task,
          latitude: found.latitude,
          longitude: found.longitude,
          source: found.source,
          placeName: found.name,
          cityLevel: found.cityLevel ?? false,
          legKm: 0,
        });
      } else notPlaced.push(task);
    }

    const homeAddress = profile?.address ?? null;
    const home =
      homeAddress && profile?.latitude != null && profile.longitude != null
        ? {
            address: homeAddress,
            latitude: profile.latitude,
            longitude: profile.longitude,
            cityLevel: profile.cityLevel,
          }
        : null;
    const base = { date, units, notPlaced };
    if (!home) {
      return {
        ...base,
        home: null,
        problem: homeAddress ? 'homeNotPlaced' : 'noHomeAddress',
        stops: candidates,
        returnKm: 0,
        totalKm: 0,
      };
    }
    const route = planRoute(home, candidates);
    let at: { latitude: number; longitude: number } = home;
    const stops = route.order.map((stop) => {
      const legKm = distanceKm(at, stop);
      at = stop;
      return { ...stop, legKm };
    });
    return {
      ...base,
      home,
      problem: null,
      stops,
      returnKm: stops.length > 0 ? distanceKm(at, home) : 0,
      totalKm: route.totalKm,
    };
  }
}
