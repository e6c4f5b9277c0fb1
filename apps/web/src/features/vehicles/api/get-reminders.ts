import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReminderSchema, type Reminder } from '@usra/domain/vehicles/reminder-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';
import { GetVehiclesByIdRemindersAnswerSchema as RemindersAnswerSchema } from '@usra/domain/vehicles/vehicles-answers';

/** The browser's time zone: "today" (and so days left and urgency) is the family's own day. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
const VehicleReminderSchema = ReminderSchema.extend({ vehicleName: z.string() });
const AllRemindersAnswerSchema = z.object({ reminders: z.array(VehicleReminderSchema) });
export type VehicleReminder = z.infer<typeof VehicleReminderSchema>;

/** A vehicle's reminders, most urgent first. */
export async function getReminders(vehicleId: string): Promise<Reminder[]> {
  const query = new URLSearchParams({ timeZone: browserTimeZone() });
  return (await api.get(`/api/vehicles/${vehicleId}/reminders?${query}`, RemindersAnswerSchema))
    .reminders;
}

export function getRemindersQueryOptions(vehicleId: string) {
  return queryOptions({
    queryKey: vehicleKeys.vehicleReminders(vehicleId),
    queryFn: () => getReminders(vehicleId),
  });
}

export function useReminders(vehicleId: string) {
  return useQuery(getRemindersQueryOptions(vehicleId));
}

/** Every vehicle's reminders, most urgent first: one request for all the cards. */
export async function getAllReminders(): Promise<VehicleReminder[]> {
  const query = new URLSearchParams({ timeZone: browserTimeZone() });
  return (await api.get(`/api/vehicle-reminders?${query}`, AllRemindersAnswerSchema)).reminders;
}

export function getAllRemindersQueryOptions() {
  return queryOptions({ queryKey: vehicleKeys.allReminders(), queryFn: getAllReminders });
}

export function useAllReminders() {
  return useQuery(getAllRemindersQueryOptions());
}
