import { z } from 'zod';
import { UnitsSchema, type Units } from '../settings/settings-schema.js';
import { TimeZoneSchema } from './task-query.js';
import { TaskSchema } from './task-schema.js';

/** GET /api/tasks/errands: the day (local calendar date) and the zone it is read in. */
export const ErrandsQuerySchema = z.strictObject({
  date: z.iso.date({ error: () => 'errands.dateInvalid' }),
  timeZone: TimeZoneSchema.default('UTC'),
});
export type ErrandsQuery = z.input<typeof ErrandsQuerySchema>;

/**
 * How a stop got its coordinates: saved on the task, matched to one of the family's saved
 * addresses (by label or address text), or found by the geocoder (city level offline).
 */
export const placeSources = ['task', 'address', 'geocoder'] as const;
export const PlaceSourceSchema = z.enum(placeSources);
export type PlaceSource = z.infer<typeof PlaceSourceSchema>;

const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);

export const ErrandStopSchema = z.object({
  task: TaskSchema,
  latitude: Latitude,
  longitude: Longitude,
  source: PlaceSourceSchema,
  /** The saved address's label or text, or the geocoder's name; null when saved on the task. */
  placeName: z.string().nullable(),
  /**
   * Placed by the geocoder at city level only (the offline gazetteer, or no street match): its
   * legs are not real distances, and the screen says so instead of a route of zeros.
   */
  cityLevel: z.boolean(),
  /** Kilometres from the previous stop (home for the first). */
  legKm: z.number().nonnegative(),
});
export type ErrandStop = z.infer<typeof ErrandStopSchema>;

/** Why no route could be drawn: no home address in the profile, or one the geocoder can't place. */
export const errandProblems = ['noHomeAddress', 'homeNotPlaced'] as const;

export const ErrandPlanSchema = z.object({
  date: z.string(),
  home: z
    .object({
      address: z.string(),
      latitude: Latitude,
      longitude: Longitude,
      /**
       * The home is known only at city level: distances from it are to the city's centre, and
       * the screen says so (place the pin in the profile for a real route).
       */
      cityLevel: z.boolean(),
    })
    .nullable(),
  problem: z.enum(errandProblems).nullable(),
  units: UnitsSchema,
  /** In visiting order; without a home they are the placed tasks in due-time order, legs 0. */
  stops: z.array(ErrandStopSchema),
  /** From the last stop back home. */
  returnKm: z.number().nonnegative(),
  totalKm: z.number().nonnegative(),
  /** The day's open tasks whose location could not be placed. */
  notPlaced: z.array(TaskSchema),
});
export type ErrandPlan = z.infer<typeof ErrandPlanSchema>;

/** GET /api/tasks/place: the task form's look-up of a location text. */
export const PlaceLookupQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, { message: 'place.queryRequired' })
    .max(500, { message: 'text.tooLong' }),
  language: z.enum(['ar', 'en']).default('en'),
});
export type PlaceLookupQuery = z.input<typeof PlaceLookupQuerySchema>;

export const TaskPlaceSchema = z.object({
  latitude: Latitude,
  longitude: Longitude,
  source: z.enum(['address', 'geocoder']),
  name: z.string(),
});
export type TaskPlace = z.infer<typeof TaskPlaceSchema>;
export const PlaceLookupResultSchema = z.object({ place: TaskPlaceSchema.nullable() });

/** The most errands a day's plan considers (the rest would not fit in a day anyway). */
export const ERRANDS_MAX = 40;

const KM_PER_MILE = 1.609344;

/** A distance in the family's units: kilometres, or miles when imperial. */
export function inUnits(km: number, units: Units): number {
  return units === 'imperial' ? km / KM_PER_MILE : km;
}
