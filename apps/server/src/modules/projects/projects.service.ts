import type { z } from 'zod';
import {
  PHASES_MAX,
  type CreateProjectData,
  type PhaseInputSchema,
  type Project,
  type UpdatePhaseInputSchema,
  type UpdateProjectInputSchema,
} from '@usra/domain/documents/project-schema';
import { AppError, fieldsError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import type { Actor } from '../../platform/session-guard.js';
import { toProject, type ProjectRow } from './project-row.js';
import type { ProjectsRepository } from './projects.repository.js';

export const PROJECTS_TOPIC = 'projects' as const;

const projectNotFound = () => new AppError(404, 'NOT_FOUND', 'Project not found');
const phaseNotFound = () => new AppError(404, 'NOT_FOUND', 'Phase not found');

/** How many documents each project has (the documents area's read model). */
export interface ProjectDocumentCounts {
  countByProject(familyId: string, projectIds: readonly string[]): Promise<Map<string, number>>;
}

type UpdateProjectData = z.output<typeof UpdateProjectInputSchema>;
type PhaseData = z.output<typeof PhaseInputSchema>;
type UpdatePhaseData = z.output<typeof UpdatePhaseInputSchema>;

/** Construction projects with ordered phases (spec sections 2–9, decision 012). */
export class ProjectsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly documents: ProjectDocumentCounts,
    private readonly events: EventBus,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async changed(familyId: string, id: string, action: string) {
    await this.events.publish({ topic: PROJECTS_TOPIC, familyId, data: { id, action } });
  }

  private async toProjects(familyId: string, rows: ProjectRow[]): Promise<Project[]> {
    const ids = rows.map((r) => r.id);
    const [phases, counts] = await Promise.all([
      this.repo.phases(familyId, ids),
      this.documents.countByProject(familyId, ids),
    ]);
    return rows.map((row) => toProject(row, phases, counts.get(row.id) ?? 0));
  }

  private async project(familyId: string, id: string): Promise<Project> {
    const row = await this.repo.find(familyId, id);
    if (!row) throw projectNotFound();
    return (await this.toProjects(familyId, [row]))[0]!;
  }

  async list(actor: Actor): Promise<Project[]> {
    return this.toProjects(actor.familyId, await this.repo.list(actor.familyId));
  }

  get(actor: Actor, id: string): Promise<Project> {
    return this.project(actor.familyId, id);
  }

  async create(actor: Actor, data: CreateProjectData): Promise<Project> {
    const at = this.clock().toISOString();
    const id = newId();
    const row = await this.repo.create(
      {
        id,
        family_id: actor.familyId,
        name: data.name,
        project_type: data.projectType,
        description: data.description ?? null,
        location: data.location,
        estimated_cost: data.estimatedCost,
        actual_cost: data.actualCost,
        start_date: data.startDate,
        estimated_completion: data.estimatedCompletion,
        permit_required: Number(data.permitRequired),
        status: data.status,
        progress: data.progress,
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      },
      data.phases.map((phase, position) => ({
        ...phaseColumns(phase),
        id: newId(),
        family_id: actor.familyId,
        project_id: id,
        position,
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      })),
    );
    await this.changed(actor.familyId, row.id, 'created');
    return this.project(actor.familyId, row.id);
  }

  async update(actor: Actor, id: string, data: UpdateProjectData): Promise<Project> {
    const changes = {
      ...(data.name !== undefined ? { name: data.name } : {}),
      ...(data.projectType !== undefined ? { project_type: data.projectType } : {}),
      ...(data.description !== undefined ? { description: data.description ?? null } : {}),
      ...(data.location !== undefined ? { location: data.location } : {}),
      ...(data.estimatedCost !== undefined ? { estimated_cost: data.estimatedCost } : {}),
      ...(data.actualCost !== undefined ? { actual_cost: data.actualCost } : {}),
      ...(data.startDate !== undefined ? { start_date: data.startDate } : {}),
      ...(data.estimatedCompletion !== undefined
        ? { estimated_completion: data.estimatedCompletion }
        : {}),
      ...(data.permitRequired !== undefined
        ? { permit_required: Number(data.permitRequired) }
        : {}),
      ...(data.status !== undefined ? { status: data.status } : {}),
      ...(data.progress !== undefined ? { progress: data.progress } : {}),
      updated_at: this.clock().toISOString(),
    };
    const row = await this.repo.update(actor.familyId, id, changes);
    if (!row) throw projectNotFound();
    await this.changed(actor.familyId, id, 'updated');
    return this.project(actor.familyId, id);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    if (!(await this.repo.delete(actor.familyId, id))) throw projectNotFound();
    await this.changed(actor.familyId, id, 'deleted');
    await this.events.publish({ topic: 'documents', familyId: actor.familyId });
  }

  async addPhase(actor: Actor, projectId: string, data: PhaseData): Promise<Project> {
    if (!(await this.repo.find(actor.familyId, projectId))) throw projectNotFound();
    if ((await this.repo.countPhases(actor.familyId, projectId)) >= PHASES_MAX) {
      throw fieldsError([{ path: 'phases', key: 'project.tooManyPhases' }], 409, 'CONFLICT');
    }
    const at = this.clock().toISOString();
    await this.repo.addPhase(
      actor.familyId,
      {
        ...phaseColumns(data),
        id: newId(),
        family_id: actor.familyId,
        project_id: projectId,
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      },
      at,
    );
    await this.changed(actor.familyId, projectId, 'updated');
    return this.project(actor.familyId, projectId);
  }

  async updatePhase(actor: Actor, phaseId: string, data: UpdatePhaseData): Promise<Project> {
    const phase = await this.repo.findPhase(actor.familyId, phaseId);
    if (!phase) throw phaseNotFound();
    const at = this.clock().toISOString();
    await this.repo.updatePhase(
      actor.familyId,
      phaseId,
      {
        ...(data.name !== undefined ? { name: data.name } : {}),
        ...(data.description !== undefined ? { description: data.description ?? null } : {}),
        ...(data.estimatedCost !== undefined ? { estimated_cost: data.estimatedCost } : {}),
        ...(data.status !== undefined ? { status: data.status } : {}),
        updated_at: at,
      },
      phase.project_id,
      at,
    );
    await this.changed(actor.familyId, phase.project_id, 'updated');
    return this.project(actor.familyId, phase.project_id);
  }

  async deletePhase(actor: Actor, phaseId: string): Promise<Project> {
    const phase = await this.repo.findPhase(actor.familyId, phaseId);
    if (!phase) throw phaseNotFound();
    await this.repo.deletePhase(actor.familyId, phaseId, phase.project_id, this.clock().toISOString());
    await this.changed(actor.familyId, phase.project_id, 'updated');
    return this.project(actor.familyId, phase.project_id);
  }

  /** The new order names every phase of the project exactly once. */
  async reorder(actor: Actor, projectId: string, phaseIds: readonly string[]): Promise<Project> {
    if (!(await this.repo.find(actor.familyId, projectId))) throw projectNotFound();
    const phases = await this.repo.phases(actor.familyId, [projectId]);
    const known = new Set(phases.map((p) => p.id));
    if (
      phaseIds.length !== phases.length ||
      new Set(phaseIds).size !== phaseIds.length ||
      !phaseIds.every((id) => known.has(id))
    ) {
      throw fieldsError([{ path: 'phaseIds', key: 'project.phasesInvalid' }]);
    }
    await this.repo.reorder(actor.familyId, projectId, phaseIds, this.clock().toISOString());
    await this.changed(actor.familyId, projectId, 'updated');
    return this.project(actor.familyId, projectId);
  }
}

function phaseColumns(phase: PhaseData) {
  return {
    name: phase.name,
    description: phase.description ?? null,
    estimated_cost: phase.estimatedCost,
    status: phase.status,
  };
}
