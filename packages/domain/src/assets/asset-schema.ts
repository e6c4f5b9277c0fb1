import { z } from 'zod';
import { addDays } from '../common/dates.js';
import { OptionalDateSchema, RequiredDateSchema } from '../family/fields.js';
import { amount, optionalAmount, optionalWholeNumber } from '../common/number-fields.js';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';

/**
 * The family's household assets (spec home-vehicles-documents: family_assets,
 * asset_maintenance_schedules, asset_expenses, smart_reminders): a fridge, the air conditioner,
 * the car seat, with what they need done, what they cost and what to remember about them.
 * Documents attach to assets in the documents module.
 */

export const ASSET_NAME_MAX = 100;
export const ASSET_COST_MAX = 1_000_000;
/** A smart reminder is upcoming when its trigger date is within this many days and not sent. */
export const REMINDER_UPCOMING_DAYS = 7;
/** The warranty reminder an asset gets is set this many days before the warranty ends. */
export const WARRANTY_REMINDER_DAYS_BEFORE = 30;

export const assetCategories = [
  'appliance',
  'hvac',
  'electronics',
  'furniture',
  'kitchen',
  'safety',
  'outdoor',
  'tools',
  'baby',
  'other',
] as const;
export const AssetCategorySchema = z.enum(assetCategories, {
  error: () => 'asset.categoryInvalid',
});
export type AssetCategory = z.infer<typeof AssetCategorySchema>;

export const assetStatuses = ['active', 'needs_repair', 'in_storage', 'retired'] as const;
export const AssetStatusSchema = z.enum(assetStatuses, { error: () => 'asset.statusInvalid' });
export type AssetStatus = z.infer<typeof AssetStatusSchema>;

const assetFields = {
  name: requiredSanitized(ASSET_NAME_MAX, 'asset.nameRequired', 'asset.nameTooLong'),
  category: AssetCategorySchema,
  status: AssetStatusSchema,
  location: optionalSanitized(100),
  brand: optionalSanitized(100),
  model: optionalSanitized(100),
  serialNumber: optionalSanitized(100),
  purchaseDate: OptionalDateSchema,
  purchasePrice: optionalAmount(0, ASSET_COST_MAX, 'cost.invalid'),
  /** The last day of the warranty: the server keeps a reminder 30 days before it. */
  warrantyExpiry: OptionalDateSchema,
  notes: optionalSanitized(1000, { lines: 'multi' }),
};

export const CreateAssetInputSchema = z.strictObject({
  ...assetFields,
  category: assetFields.category.default('other'),
  status: assetFields.status.default('active'),
});
export type CreateAssetInput = z.input<typeof CreateAssetInputSchema>;
export type CreateAssetData = z.output<typeof CreateAssetInputSchema>;

export const UpdateAssetInputSchema = z.strictObject(assetFields).partial();
export type UpdateAssetInput = z.input<typeof UpdateAssetInputSchema>;
export type UpdateAssetData = z.output<typeof UpdateAssetInputSchema>;

export const AssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: AssetCategorySchema,
  status: AssetStatusSchema,
  location: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  purchasePrice: z.number().nullable(),
  warrantyExpiry: z.string().nullable(),
  notes: z.string().nullable(),
  /** Sum of the asset's expenses. */
  totalExpenses: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof AssetSchema>;

export const assetScheduleStatuses = [
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type AssetScheduleStatus = (typeof assetScheduleStatuses)[number];

/** Something an asset needs done on a date; with a frequency it comes back after completion. */
export const CreateAssetScheduleInputSchema = z.strictObject({
  title: requiredSanitized(100, 'asset.scheduleTitleRequired', 'asset.scheduleTitleTooLong'),
  scheduledDate: RequiredDateSchema,
  frequencyMonths: optionalWholeNumber(1, 120, 'maintenance.frequencyInvalid'),
  notes: optionalSanitized(1000, { lines: 'multi' }),
});
export type CreateAssetScheduleInput = z.input<typeof CreateAssetScheduleInputSchema>;
export type CreateAssetScheduleData = z.output<typeof CreateAssetScheduleInputSchema>;

export const UpdateAssetScheduleInputSchema = z
  .strictObject({
    title: CreateAssetScheduleInputSchema.shape.title,
    scheduledDate: RequiredDateSchema,
    frequencyMonths: CreateAssetScheduleInputSchema.shape.frequencyMonths,
    status: z.enum(['scheduled', 'in_progress', 'cancelled'], {
      error: () => 'maintenance.scheduleStatusInvalid',
    }),
    notes: optionalSanitized(1000, { lines: 'multi' }),
  })
  .partial();
export type UpdateAssetScheduleInput = z.input<typeof UpdateAssetScheduleInputSchema>;
export type UpdateAssetScheduleData = z.output<typeof UpdateAssetScheduleInputSchema>;

/** Completing an asset's schedule: an optional cost becomes one of its expenses. */
export const CompleteAssetScheduleInputSchema = z.strictObject({
  cost: optionalAmount(0, ASSET_COST_MAX, 'cost.invalid'),
  notes: optionalSanitized(1000, { lines: 'multi' }),
});
export type CompleteAssetScheduleInput = z.input<typeof CompleteAssetScheduleInputSchema>;
export type CompleteAssetScheduleData = z.output<typeof CompleteAssetScheduleInputSchema>;

export const AssetScheduleSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  assetName: z.string(),
  title: z.string(),
  scheduledDate: z.string(),
  frequencyMonths: z.number().nullable(),
  status: z.enum(assetScheduleStatuses),
  completionDate: z.string().nullable(),
  notes: z.string().nullable(),
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type AssetSchedule = z.infer<typeof AssetScheduleSchema>;

export const expenseKinds = ['purchase', 'repair', 'maintenance', 'part', 'other'] as const;
export const ExpenseKindSchema = z.enum(expenseKinds, { error: () => 'expense.kindInvalid' });
export type ExpenseKind = z.infer<typeof ExpenseKindSchema>;

export const CreateAssetExpenseInputSchema = z.strictObject({
  expenseDate: RequiredDateSchema,
  amount: amount(0, ASSET_COST_MAX, 'expense.amountInvalid'),
  kind: ExpenseKindSchema.default('other'),
  description: optionalSanitized(200),
});
export type CreateAssetExpenseInput = z.input<typeof CreateAssetExpenseInputSchema>;
export type CreateAssetExpenseData = z.output<typeof CreateAssetExpenseInputSchema>;

export const AssetExpenseSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  assetName: z.string(),
  expenseDate: z.string(),
  amount: z.number(),
  kind: ExpenseKindSchema,
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type AssetExpense = z.infer<typeof AssetExpenseSchema>;

/** `warranty`: kept by the server from the asset's warranty date; `custom`: made by a person. */
export const reminderKinds = ['custom', 'warranty'] as const;

export const CreateSmartReminderInputSchema = z.strictObject({
  title: requiredSanitized(100, 'reminder.titleRequired', 'reminder.titleTooLong'),
  triggerDate: RequiredDateSchema,
  notes: optionalSanitized(1000, { lines: 'multi' }),
});
export type CreateSmartReminderInput = z.input<typeof CreateSmartReminderInputSchema>;
export type CreateSmartReminderData = z.output<typeof CreateSmartReminderInputSchema>;

/** Dismiss (sent), snooze (new date) or switch a reminder off. */
export const UpdateSmartReminderInputSchema = z
  .strictObject({
    title: CreateSmartReminderInputSchema.shape.title,
    triggerDate: RequiredDateSchema,
    isActive: z.boolean({ error: () => 'reminder.flagInvalid' }),
    isSent: z.boolean({ error: () => 'reminder.flagInvalid' }),
    notes: optionalSanitized(1000, { lines: 'multi' }),
  })
  .partial();
export type UpdateSmartReminderInput = z.input<typeof UpdateSmartReminderInputSchema>;
export type UpdateSmartReminderData = z.output<typeof UpdateSmartReminderInputSchema>;

export const SmartReminderSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  assetName: z.string(),
  kind: z.enum(reminderKinds),
  title: z.string(),
  triggerDate: z.string(),
  isActive: z.boolean(),
  isSent: z.boolean(),
  notes: z.string().nullable(),
  upcoming: z.boolean(),
  createdAt: z.string(),
});
export type SmartReminder = z.infer<typeof SmartReminderSchema>;

/** Upcoming: active, not sent, and the trigger date on or before a week from today. */
export function isReminderUpcoming(
  reminder: { triggerDate: string; isActive: boolean; isSent: boolean },
  today: string,
): boolean {
  return (
    reminder.isActive &&
    !reminder.isSent &&
    reminder.triggerDate <= addDays(today, REMINDER_UPCOMING_DAYS)
  );
}

/** The warranty reminder's date: 30 days before the warranty's last day. */
export function warrantyReminderDate(warrantyExpiry: string): string {
  return addDays(warrantyExpiry, -WARRANTY_REMINDER_DAYS_BEFORE);
}

export const AssetsOverviewSchema = z.object({
  today: z.string(),
  assets: z.array(AssetSchema),
  /** Open schedules (scheduled and in progress), soonest first. */
  schedules: z.array(AssetScheduleSchema),
  /** The newest 50 expenses. */
  expenses: z.array(AssetExpenseSchema),
  /** Active reminders, soonest first. */
  reminders: z.array(SmartReminderSchema),
  summary: z.object({
    totalAssets: z.number(),
    overdueSchedules: z.number(),
    upcomingReminders: z.number(),
    /** Sum of expenses dated in the current calendar year. */
    expensesThisYear: z.number(),
  }),
});
export type AssetsOverview = z.infer<typeof AssetsOverviewSchema>;
