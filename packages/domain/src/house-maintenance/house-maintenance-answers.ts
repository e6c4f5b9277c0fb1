// What the house-maintenance routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import {
  MaintenanceHistorySchema,
  MaintenanceItemSchema,
  MaintenanceScheduleSchema,
} from './maintenance-schema.js';

export const CompletionSchema = z.object({
  schedule: MaintenanceScheduleSchema,
  next: MaintenanceScheduleSchema,
  item: MaintenanceItemSchema,
  history: MaintenanceHistorySchema,
});
export const GetHouseMaintenanceItemsAnswerSchema = z.array(MaintenanceItemSchema);
export const DeleteHouseMaintenanceItemsById204AnswerSchema = z.null();
export const GetHouseMaintenanceSchedulesAnswerSchema = z.array(MaintenanceScheduleSchema);
