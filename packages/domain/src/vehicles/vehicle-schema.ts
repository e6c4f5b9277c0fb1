import { z } from 'zod';
import { OptionalDateSchema, RequiredDateSchema } from '../family/fields.js';
import { normalizeVin, OptionalVinSchema, VIN_LENGTH } from './vin.js';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';
import { amount, wholeNumber } from '../common/number-fields.js';

/**
 * A family's vehicles and their logs (spec home-vehicles-documents sections 3 and 5; decisions:
 * fuel and service logs replace the buttons that did nothing). Distances are stored and sent in
 * kilometres and volumes in litres; the screens show the family's units.
 */

export const VEHICLE_NAME_MAX = 100;
export { VIN_LENGTH, VinSchema, vinProblem } from './vin.js';

export const ODOMETER_MAX_KM = 3_000_000;
export const FUEL_VOLUME_MAX_LITRES = 2000;
export const COST_MAX = 1_000_000;

/** What the VIN field shows while typing: upper case, spaces and dashes dropped, 17 at most. */
export function normalizeVinInput(value: string): string {
  return normalizeVin(value).slice(0, VIN_LENGTH);
}

/** The newest model year a vehicle may have: next year's models are sold this year. */
export const maxModelYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

const YearSchema = wholeNumber(1886, 2100, 'vehicle.yearInvalid')
  .nullish()
  .transform((v) => v ?? null);

const vehicleFields = {
  name: requiredSanitized(VEHICLE_NAME_MAX, 'vehicle.nameRequired', 'vehicle.nameTooLong'),
  make: optionalSanitized(100),
  model: optionalSanitized(100),
  year: YearSchema,
  mileage: wholeNumber(0, ODOMETER_MAX_KM, 'vehicle.mileageInvalid'),
  fuelLevel: wholeNumber(0, 100, 'vehicle.fuelLevelInvalid'),
  vin: OptionalVinSchema,
  licensePlate: optionalSanitized(20),
  lastServiceDate: OptionalDateSchema,
  nextServiceMileage: wholeNumber(0, ODOMETER_MAX_KM, 'vehicle.mileageInvalid')
    .nullish()
    .transform((v) => v ?? null),
};

/** Add vehicle: name required; mileage 0 and fuel level 100 by default (spec section 5). */
export const CreateVehicleInputSchema = z.strictObject({
  ...vehicleFields,
  mileage: vehicleFields.mileage.default(0),
  fuelLevel: vehicleFields.fuelLevel.default(100),
});
export type CreateVehicleInput = z.input<typeof CreateVehicleInputSchema>;
export type CreateVehicleData = z.output<typeof CreateVehicleInputSchema>;

export const UpdateVehicleInputSchema = z.strictObject(vehicleFields).partial();
export type UpdateVehicleInput = z.input<typeof UpdateVehicleInputSchema>;
export type UpdateVehicleData = z.output<typeof UpdateVehicleInputSchema>;

export const VehicleSchema = z.object({
  id: z.string(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  /** Kilometres. */
  mileage: z.number(),
  fuelLevel: z.number(),
  vin: z.string().nullable(),
  licensePlate: z.string().nullable(),
  /** YYYY-MM-DD. */
  lastServiceDate: z.string().nullable(),
  nextServiceMileage: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/** A fill-up: volume in litres, odometer in km; a full tank closes an economy interval. */
export const CreateFuelLogInputSchema = z.strictObject({
  date: RequiredDateSchema,
  odometer: wholeNumber(0, ODOMETER_MAX_KM, 'odometer.invalid'),
  volume: amount(0, FUEL_VOLUME_MAX_LITRES, 'fuel.volumeInvalid', true),
  cost: amount(0, COST_MAX, 'cost.invalid')
    .nullish()
    .transform((v) => v ?? null),
  fullTank: z.boolean({ error: () => 'text.notText' }).default(true),
  station: optionalSanitized(200),
});
export type CreateFuelLogInput = z.input<typeof CreateFuelLogInputSchema>;
export type CreateFuelLogData = z.output<typeof CreateFuelLogInputSchema>;

export const FuelLogSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  date: z.string(),
  odometer: z.number(),
  volume: z.number(),
  cost: z.number().nullable(),
  fullTank: z.boolean(),
  station: z.string().nullable(),
  createdAt: z.string(),
});
export type FuelLog = z.infer<typeof FuelLogSchema>;

/** The kinds of service a log entry records (predictions know each one's usual interval). */
export const serviceTypes = [
  'oil_change',
  'tire_rotation',
  'brake_service',
  'air_filter',
  'cabin_filter',
  'battery',
  'coolant',
  'transmission_fluid',
  'spark_plugs',
  'inspection',
  'repair',
  'other',
] as const;
export const ServiceTypeSchema = z.enum(serviceTypes, { error: () => 'service.typeInvalid' });
export type ServiceType = z.infer<typeof ServiceTypeSchema>;

/** A service or repair: it moves the vehicle's last service date and mileage forward. */
export const CreateServiceLogInputSchema = z.strictObject({
  date: RequiredDateSchema,
  odometer: wholeNumber(0, ODOMETER_MAX_KM, 'odometer.invalid'),
  serviceType: ServiceTypeSchema,
  cost: amount(0, COST_MAX, 'cost.invalid')
    .nullish()
    .transform((v) => v ?? null),
  notes: optionalSanitized(1000, { lines: 'multi' }),
  performedBy: optionalSanitized(100),
});
export type CreateServiceLogInput = z.input<typeof CreateServiceLogInputSchema>;
export type CreateServiceLogData = z.output<typeof CreateServiceLogInputSchema>;

export const ServiceLogSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  date: z.string(),
  odometer: z.number(),
  serviceType: ServiceTypeSchema,
  cost: z.number().nullable(),
  notes: z.string().nullable(),
  performedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceLog = z.infer<typeof ServiceLogSchema>;
