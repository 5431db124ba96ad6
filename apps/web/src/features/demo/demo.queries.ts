import type { DemoProjectResponse, DemosResponse } from '@otto/shared/api/demos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { projectKeys } from '../projects/projects.queries';
import { sourceKeys } from '../sources/sources.queries';

export const demoKeys = { all: ['demos'] as const };

/** The seeded demos (public); asked again every few seconds while one is still being prepared. */
export function useDemos(enabled = true) {
  return useQuery({
    queryKey: demoKeys.all,
    enabled,
    queryFn: ({ signal }) => api.get<DemosResponse>('/demos', { signal }),
    refetchInterval: (query) => (query.state.data?.demos.some((d) => !d.ready) ? 3000 : false),
  });
}

/** Adds a demo as a new project of the user's and opens it. */
export function useAddDemoProject() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (demoProjectId: string) => api.post<DemoProjectResponse>(`/demos/${demoProjectId}/projects`),
    onSuccess: ({ projectId }) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void navigate(`/projects/${projectId}`);
    },
  });
}

/** Puts a demo's transcribed files in the current (empty) project; the chat reloads with them. */
export function useDemoInProject(projectId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (demoProjectId: string) =>
      api.post<DemoProjectResponse>(`/projects/${projectId}/demo`, { demoProjectId }),
    onSuccess: async () => {
      if (!projectId) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.messages(projectId) }),
        queryClient.invalidateQueries({ queryKey: sourceKeys.project(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]);
    },
  });
}
