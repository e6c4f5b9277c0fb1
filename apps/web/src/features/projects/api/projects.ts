import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ProjectSchema,
  type CreateProjectInput,
  type PhaseInput,
  type Project,
  type UpdatePhaseInput,
  type UpdateProjectInput,
} from '@usra/domain/documents/project-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { refetchAfterOwnChange } from '@/lib/live-updates';
import { topicKeys } from '@/lib/query-keys';
import { projectKeys } from './query-keys';

/** The family's construction projects, newest first, with their phases. */
export async function getProjects(): Promise<Project[]> {
  return api.get('/api/projects', z.array(ProjectSchema));
}

export function getProjectsQueryOptions() {
  return queryOptions({ queryKey: projectKeys.list(), queryFn: getProjects });
}

export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}

export const projectRequests = {
  create: (input: CreateProjectInput) => api.post('/api/projects', input, ProjectSchema),
  update: ({ id, input }: { id: string; input: UpdateProjectInput }) =>
    api.patch(`/api/projects/${id}`, input, ProjectSchema),
  remove: async (id: string) => {
    await api.delete(`/api/projects/${id}`);
    return id;
  },
  addPhase: ({ projectId, input }: { projectId: string; input: PhaseInput }) =>
    api.post(`/api/projects/${projectId}/phases`, input, ProjectSchema),
  reorderPhases: ({ projectId, phaseIds }: { projectId: string; phaseIds: string[] }) =>
    api.put(`/api/projects/${projectId}/phase-order`, { phaseIds }, ProjectSchema),
  updatePhase: ({ id, input }: { id: string; input: UpdatePhaseInput }) =>
    api.patch(`/api/project-phases/${id}`, input, ProjectSchema),
  removePhase: (id: string) => api.delete(`/api/project-phases/${id}`, ProjectSchema),
};

/** One hook for every project change: each refetches the `projects` topic once. */
export function useProjectMutation<Args, Result extends Project | string>(
  mutationFn: (args: Args) => Promise<Result>,
  action: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result: Result) => {
      const id = typeof result === 'string' ? result : result.id;
      // Deleting a project unlinks its documents.
      if (action === 'deleted')
        await queryClient.invalidateQueries({ queryKey: topicKeys.documents });
      await refetchAfterOwnChange(queryClient, { queryKey: projectKeys.all, id, action });
    },
  });
}

export const useCreateProject = () => useProjectMutation(projectRequests.create, 'created');
export const useUpdateProject = () => useProjectMutation(projectRequests.update, 'updated');
export const useDeleteProject = () => useProjectMutation(projectRequests.remove, 'deleted');
export const useAddPhase = () => useProjectMutation(projectRequests.addPhase, 'updated');
export const useReorderPhases = () => useProjectMutation(projectRequests.reorderPhases, 'updated');
export const useUpdatePhase = () => useProjectMutation(projectRequests.updatePhase, 'updated');
export const useRemovePhase = () => useProjectMutation(projectRequests.removePhase, 'updated');
