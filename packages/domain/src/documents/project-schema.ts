import { z } from 'zod';
import { OptionalDateSchema } from '../family/fields.js';
import { optionalAmount, wholeNumber } from '../common/number-fields.js';
import { optionalSanitized, requiredSanitized } from '../common/text-fields.js';

/**
 * Construction and renovation projects (spec sections 2–9; decisions: stored and editable, not
 * sample data): costs, dates, permit, status, progress and ordered phases; documents attach to a
 * project through their `projectId`.
 */

export const PROJECT_COST_MAX = 100_000_000;
export const PHASES_MAX = 50;

export const projectTypes = [
  'renovation',
  'repair',
  'installation',
  'maintenance',
  'inspection',
  'other',
] as const;
export const ProjectTypeSchema = z.enum(projectTypes, { error: () => 'project.typeRequired' });

export const projectStatuses = [
  'planning',
  'in_progress',
  'completed',
  'on_hold',
  'cancelled',
] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
/** Unknown statuses fall back to planning (spec section 4). */
export function projectStatusOf(value: unknown): ProjectStatus {
  return (projectStatuses as readonly unknown[]).includes(value)
    ? (value as ProjectStatus)
    : 'planning';
}
export const ProjectStatusSchema = z.unknown().transform(projectStatusOf);

export const phaseStatuses = ['pending', 'in_progress', 'completed'] as const;
export const PhaseStatusSchema = z.enum(phaseStatuses, {
  error: () => 'project.phaseStatusInvalid',
});

const costField = optionalAmount(0, PROJECT_COST_MAX, 'cost.invalid');

export const PhaseInputSchema = z.strictObject({
  name: requiredSanitized(100, 'project.phaseNameRequired', 'project.phaseNameTooLong'),
  description: optionalSanitized(1000, { lines: 'multi' }),
  estimatedCost: costField,
  status: PhaseStatusSchema.default('pending'),
});
export type PhaseInput = z.input<typeof PhaseInputSchema>;

export const UpdatePhaseInputSchema = PhaseInputSchema.partial();
export type UpdatePhaseInput = z.input<typeof UpdatePhaseInputSchema>;

const projectFields = {
  name: requiredSanitized(100, 'project.requiredFields', 'project.nameTooLong'),
  projectType: ProjectTypeSchema,
  description: optionalSanitized(2000, { lines: 'multi' }),
  location: requiredSanitized(200, 'project.requiredFields', 'project.locationTooLong'),
  estimatedCost: costField,
  actualCost: costField,
  startDate: OptionalDateSchema,
  estimatedCompletion: OptionalDateSchema,
  permitRequired: z.boolean({ error: () => 'project.flagInvalid' }),
  status: ProjectStatusSchema,
  /** Percent, 0 to 100. */
  progress: wholeNumber(0, 100, 'project.progressInvalid'),
};

/** Create Construction Project: name, type and location required ('Please fill in all required fields.'). */
export const CreateProjectInputSchema = z.strictObject({
  ...projectFields,
  permitRequired: projectFields.permitRequired.default(false),
  status: projectFields.status.default('planning'),
  progress: projectFields.progress.default(0),
  phases: z
    .array(PhaseInputSchema, { error: () => 'project.phasesInvalid' })
    .max(PHASES_MAX, { error: () => 'project.tooManyPhases' })
    .default([]),
});
export type CreateProjectInput = z.input<typeof CreateProjectInputSchema>;
export type CreateProjectData = z.output<typeof CreateProjectInputSchema>;

/** Update Progress and edits; phases change through their own calls. */
export const UpdateProjectInputSchema = z.strictObject(projectFields).partial();
export type UpdateProjectInput = z.input<typeof UpdateProjectInputSchema>;

export const PhaseOrderInputSchema = z.strictObject({
  phaseIds: z.array(z.string(), { error: () => 'project.phasesInvalid' }).max(PHASES_MAX),
});

export const PhaseSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  estimatedCost: z.number().nullable(),
  status: PhaseStatusSchema,
  position: z.number(),
});
export type Phase = z.infer<typeof PhaseSchema>;

export const ProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  projectType: ProjectTypeSchema,
  description: z.string().nullable(),
  location: z.string(),
  estimatedCost: z.number().nullable(),
  actualCost: z.number().nullable(),
  startDate: z.string().nullable(),
  estimatedCompletion: z.string().nullable(),
  permitRequired: z.boolean(),
  status: z.enum(projectStatuses),
  progress: z.number(),
  phases: z.array(PhaseSchema),
  documentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;
