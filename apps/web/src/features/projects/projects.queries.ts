import type { CreateProjectBody, ProjectMessage, UpdateProjectBody } from '@otto/shared/api/projects';
import type { Project } from '@otto/shared/project';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { documentStore } from '../../store/document.store';
import { projectClock } from '../../store/project-edits';
import { useCurrentUser } from '../auth/auth.queries';

export const projectKeys = {
  all: ['projects'] as const,
  one: (id: string) => ['projects', id] as const,
  messages: (id: string) => ['projects', id, 'messages'] as const,
};

/** The API wraps lists and entities ({ projects }, { project }); accept a bare value too. */
function unwrap<T>(payload: unknown, key: string): T {
  if (payload && typeof payload === 'object' && !Array.isArray(payload) && key in payload)
    return (payload as Record<string, T>)[key] as T;
  return payload as T;
}

export function useProjectsQuery() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: projectKeys.all,
    enabled: Boolean(user),
    queryFn: async ({ signal }) => {
      // An edit saved while this list was on its way is newer than the list's copy.
      const sentAt = projectClock();
      const projects = unwrap<Project[]>(await api.get('/projects', { signal }), 'projects');
      documentStore.getState().setProjects(projects, sentAt);
      return projects;
    },
  });
}

export function useProjectQuery(projectId: string | undefined) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: projectKeys.one(projectId ?? ''),
    enabled: Boolean(user && projectId),
    queryFn: async ({ signal }) => {
      const sentAt = projectClock();
      const project = unwrap<Project>(await api.get(`/projects/${projectId}`, { signal }), 'project');
      documentStore.getState().upsertProject(project, sentAt);
      return project;
    },
  });
}

export function useProjectMessagesQuery(projectId: string | undefined) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: projectKeys.messages(projectId ?? ''),
    enabled: Boolean(user && projectId),
    queryFn: async ({ signal }) => {
      const messages = unwrap<ProjectMessage[]>(
        await api.get(`/projects/${projectId}/messages`, { signal }),
        'messages',
      );
      documentStore.getState().setProjectMessages(projectId!, messages);
      return messages;
    },
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateProjectBody) => unwrap<Project>(await api.post('/projects', body), 'project'),
    onSuccess: (project) => {
      documentStore.getState().upsertProject(project);
      documentStore.getState().setProjectMessages(project.id, []);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    },
  });
}

export function useRenameProject() {
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      unwrap<Project>(await api.patch(`/projects/${id}`, { name } satisfies UpdateProjectBody), 'project'),
    // Show the new name at once (a project fetched before the save answered keeps it); put the old one back if
    // the server refuses.
    onMutate: ({ id, name }) => {
      const previous = { name: documentStore.getState().projects[id]?.name };
      documentStore.getState().beginProjectEdit(id, { name });
      return { previous };
    },
    onError: (_error, { id, name }, context) =>
      documentStore.getState().endProjectEdit(id, { name }, { restore: context?.previous ?? {} }),
    onSuccess: (project, { id, name }) => documentStore.getState().endProjectEdit(id, { name }, { saved: project }),
  });
}

/** The import card's "Names and terms", kept on the project for its transcription. */
export function useSaveVocabulary() {
  return useMutation({
    mutationFn: async ({ id, vocabulary }: { id: string; vocabulary: string[] }) =>
      unwrap<Project>(await api.patch(`/projects/${id}`, { vocabulary } satisfies UpdateProjectBody), 'project'),
    onSuccess: (project) => documentStore.getState().upsertProject(project),
  });
}

/** `onDeleted` is given here, not to `mutate`, because the deleted project's row unmounts before the answer arrives. */
export function useDeleteProject(options: { onDeleted?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/projects/${id}`),
    onSuccess: (_result, id) => {
      options.onDeleted?.(id);
      documentStore.getState().removeProject(id);
      queryClient.removeQueries({ queryKey: projectKeys.one(id) });
    },
  });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (feature: string) => api.post<{ added: true }>('/waitlist', { feature }) });
}

const modePatch = (mode: UpdateProjectBody['mode']): Partial<Project> => (mode ? { mode } : {});

/** The import card's A-Roll / B-Roll control: the same project, logged the other way. */
export function useSetProjectMode() {
  return useMutation({
    mutationFn: async ({ id, mode }: { id: string; mode: UpdateProjectBody['mode'] }) =>
      unwrap<Project>(await api.patch(`/projects/${id}`, { mode } satisfies UpdateProjectBody), 'project'),
    // As the project type: shown at once, not undone by a project fetched before the save answered.
    onMutate: ({ id, mode }) => {
      const previous = { mode: documentStore.getState().projects[id]?.mode };
      documentStore.getState().beginProjectEdit(id, modePatch(mode));
      return { previous };
    },
    onError: (_error, { id, mode }, context) =>
      documentStore.getState().endProjectEdit(id, modePatch(mode), { restore: context?.previous ?? {} }),
    onSuccess: (project, { id, mode }) =>
      documentStore.getState().endProjectEdit(id, modePatch(mode), { saved: project }),
  });
}
