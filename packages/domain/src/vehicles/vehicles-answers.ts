// What the vehicles routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import type { FuelEconomy } from './fuel-economy.js';
import { FuelLogSchema, ServiceLogSchema, VehicleSchema } from './vehicle-schema.js';
import { ReminderSchema } from './reminder-schema.js';

export const ReminderBodySchema = z.object({ reminder: ReminderSchema });
/** What the server could tell from a VIN (offline tables, or the online decoder when enabled). */
export const VinDecodingSchema = z.object({
  vin: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  bodyClass: z.string().nullable(),
  engine: z.string().nullable(),
  fuelType: z.string().nullable(),
  manufacturer: z.string().nullable(),
  country: z.string().nullable(),
  checkDigit: z.enum(['valid', 'invalid', 'not-applicable']),
  source: z.enum(['offline', 'online']),
});
export const VehicleBodySchema = z.object({ vehicle: VehicleSchema });
export const FuelEconomySchema = z.object({
  perFill: z.array(
    z.object({
      id: z.string(),
      distanceKm: z.number(),
      litres: z.number(),
      litresPer100Km: z.number(),
    }),
  ),
  averageLitresPer100Km: z.number().nullable(),
  costPerKm: z.number().nullable(),
}) satisfies z.ZodType<FuelEconomy>;
export const GetVehiclesAnswerSchema = z.object({ vehicles: z.array(VehicleSchema) });
export const PostVehiclesVinDecodeAnswerSchema = z.object({ decoded: VinDecodingSchema });
export const GetVehiclesByIdFuelLogsAnswerSchema = z.object({
  fuelLogs: z.array(FuelLogSchema),
  economy: FuelEconomySchema,
});
export const PostVehiclesByIdFuelLogsAnswerSchema = z.object({
  fuelLog: FuelLogSchema,
  vehicle: VehicleSchema,
});
export const GetVehiclesByIdServiceLogsAnswerSchema = z.object({
  serviceLogs: z.array(ServiceLogSchema),
});
export const PostVehiclesByIdServiceLogsAnswerSchema = z.object({
  serviceLog: ServiceLogSchema,
  vehicle: VehicleSchema,
});
export const GetVehicleRemindersAnswerSchema = z.object({
  reminders: z.array(ReminderSchema.extend({ vehicleName: z.string() })),
});
export const GetVehiclesByIdRemindersAnswerSchema = z.object({
  reminders: z.array(ReminderSchema),
});
export const PostVehiclesByIdRemindersByReminderIdDoneAnswerSchema = z.object({
  reminder: ReminderSchema.nullable(),
});
export type VinDecoding = z.infer<typeof VinDecodingSchema>;
