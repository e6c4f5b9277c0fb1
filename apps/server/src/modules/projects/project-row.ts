import type { Selectable } from 'kysely';
import {
  projectStatusOf,
  type Phase,
  type Project,
} from '@usra/domain/documents/project-schema';
import { toIso } from '../../db/dialect.js';
import type { ConstructionProjectsTable, ProjectPhasesTable } from '../../db/schema.js';

export type ProjectRow = Selectable<ConstructionProjectsTable>;
export type PhaseRow = Selectable<ProjectPhasesTable>;

const money = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

export function toPhase(row: PhaseRow): Phase {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    description: row.description,
    estimatedCost: money(row.estimated_cost),
    status: row.status as Phase['status'],
    position: Number(row.position),
  };
}

export function toProject(row: ProjectRow, phases: PhaseRow[], documentCount: number): Project {
  return {
    id: row.id,
    name: row.name,
    projectType: row.project_type as Project['projectType'],
    description: row.description,
    location: row.location,
    estimatedCost: money(row.estimated_cost),
    actualCost: money(row.actual_cost),
    startDate: row.start_date,
    estimatedCompletion: row.estimated_completion,
    permitRequired: Boolean(row.permit_required),
    status: projectStatusOf(row.status),
    progress: Number(row.progress),
    phases: phases
      .filter((p) => p.project_id === row.id)
      .sort((a, b) => Number(a.position) - Number(b.position) || a.id.localeCompare(b.id))
      .map(toPhase),
    documentCount,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
