import type {
  CloneShareResponse,
  ProjectShareResponse,
  ShareContainerData,
  ShareResponse,
} from '@otto/shared/api/shares';
import { toastDurationsMs, toastText } from '@otto/shared/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { documentStore } from '../../store/document.store';
import { showToast } from '../../ui/toast/toast';
import type { SharedMedia } from '../player/shared-media.context';
import { projectKeys } from '../projects/projects.queries';

export const shareKeys = {
  data: (shareId: string) => ['share', shareId] as const,
  ofProject: (projectId: string) => ['projects', projectId, 'share'] as const,
};

/**
 * A shared chat as its visitors see it. Its messages and sources go into the document store (so the
 * chat's own components render them), its transcripts into the query cache the transcript view reads;
 * the project is kept out of the sidebar's list (it is not the visitor's).
 */
export function useSharedChat(shareId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: shareKeys.data(shareId),
    retry: false,
    // Media URLs are signed for a while; a fresh copy well before they expire.
    staleTime: 30 * 60_000,
    queryFn: async ({ signal }) => {
      const data = await api.get<ShareContainerData>(`/share/container-data?share_id=${encodeURIComponent(shareId)}`, {
        signal,
      });
      const projectId = data.project.id;
      documentStore.setState((s) => ({ projects: { ...s.projects, [projectId]: data.project } }));
      documentStore.getState().upsertSources(data.sources);
      documentStore.getState().setProjectMessages(projectId, data.messages);
      for (const [sourceId, transcript] of Object.entries(data.transcripts)) {
        queryClient.setQueryData(['projects', projectId, 'sources', sourceId, 'transcript'], {
          sourceId,
          engine: 'shared',
          ...transcript,
        });
      }
      return data;
    },
  });
}

/** The playable URL of each source of a shared chat, by source id, and of each object its messages name. */
export const sharedMedia = (data: ShareContainerData): SharedMedia => ({
  playable: Object.fromEntries(
    Object.entries(data.media).flatMap(([id, m]) => (m.playable ? [[id, m.playable.url] as const] : [])),
  ),
  objects: Object.fromEntries(Object.entries(data.objects).map(([uri, m]) => [uri, m.url] as const)),
});

/** Clones a shared chat into the signed-in user's account and opens the copy; a failure is a closable 5 s toast. */
export function useCloneShare(shareId: string, email: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      api.post<CloneShareResponse>('/share/clone', {
        share_id: shareId,
        share_url: window.location.href,
        ...(email && { clone_to_user: email }),
      }),
    onSuccess: ({ project, messages }) => {
      documentStore.getState().upsertProject(project);
      documentStore.getState().setProjectMessages(project.id, Object.values(messages));
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void navigate(`/projects/${project.id}`);
    },
    onError: () =>
      showToast({
        message: toastText.cloneFailed,
        kind: 'error',
        durationMs: toastDurationsMs.cloneFailure,
        closable: true,
      }),
  });
}

/** The owner's link for a project (null when it is not shared). */
export function useProjectShare(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.ofProject(projectId),
    enabled,
    queryFn: ({ signal }) => api.get<ProjectShareResponse>(`/projects/${projectId}/share`, { signal }),
  });
}

/** Share (POST), update (PUT) or turn off (DELETE) a project's link. */
export function useShareActions(projectId: string) {
  const queryClient = useQueryClient();
  // A read of the link that left before this change landed (the dialog refetches as it opens) would
  // answer with the old link, or none, after it: it is cancelled so the change is what stays.
  const settle = async (share: ProjectShareResponse['share']) => {
    await queryClient.cancelQueries({ queryKey: shareKeys.ofProject(projectId) });
    queryClient.setQueryData<ProjectShareResponse>(shareKeys.ofProject(projectId), { share });
  };
  const fromResponse = (r: ShareResponse) => ({ share_id: r.share_id, url: r.url, lastModified: r.lastModified });
  return {
    share: useMutation({
      mutationFn: () => api.post<ShareResponse>(`/share?project_id=${encodeURIComponent(projectId)}`),
      onSuccess: (r) => settle(fromResponse(r)),
    }),
    update: useMutation({
      mutationFn: (shareId: string) => api.put<ShareResponse>(`/share?share_id=${encodeURIComponent(shareId)}`),
      onSuccess: (r) => settle(fromResponse(r)),
    }),
    revoke: useMutation({
      mutationFn: (shareId: string) => api.delete(`/share?share_id=${encodeURIComponent(shareId)}`),
      onSuccess: () => settle(null),
    }),
  };
}
