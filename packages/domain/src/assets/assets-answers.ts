// What the assets routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { AssetExpenseSchema, AssetScheduleSchema } from './asset-schema.js';

export const CompletionSchema = z.object({
  schedule: AssetScheduleSchema,
  next: AssetScheduleSchema.nullable(),
  expense: AssetExpenseSchema.nullable(),
});
export const GetAssetsByIdExpensesAnswerSchema = z.array(AssetExpenseSchema);
