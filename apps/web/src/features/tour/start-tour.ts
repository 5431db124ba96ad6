import type { Project } from '@otto/shared/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { showToast } from '../../ui/toast/toast';
import { projectKeys } from '../projects/projects.queries';
import { tourDemo, type DemosResponse } from './demos.fns';
import { forgetTour } from './tour-memory';
import { tourParam } from './tour.fns';

export const startTourText = {
  noDemo: "The demo project isn't available on this server, so the tour runs on a new project: import a video to follow along.",
  failed: "The tour couldn't start. Check your connection and try again.",
} as const;

/**
 * A project to tour: a copy of the demo project in the user's account, or, when this server has no ready
 * demo (or copying it fails), a new empty project, so the tour never ends in a dead end.
 */
async function tourProject(): Promise<{ projectId: string; fromDemo: boolean }> {
  try {
    const demo = tourDemo((await api.get<DemosResponse>('/demos')).demos);
    if (demo) {
      const copy = await api.post<{ projectId: string }>(`/demos/${encodeURIComponent(demo.projectId)}/projects`);
      return { projectId: copy.projectId, fromDemo: true };
    }
  } catch {
    // No demos here (an older server, or seeding failed): the fresh project below still gives a tour.
  }
  const { project } = await api.post<{ project: Project }>('/projects', { mode: 'standard' });
  return { projectId: project.id, fromDemo: false };
}

/** 'Take a guided tour' and the first sign-in's /?demo=start: open a project to tour and start the tour on it. */
export function useStartGuidedTour() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tourProject,
    onSuccess: ({ projectId, fromDemo }) => {
      // Asked for on purpose: it runs even when an earlier tour was finished or skipped.
      forgetTour();
      void queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
      void navigate(`/projects/${projectId}?${tourParam}=1`);
      if (!fromDemo) showToast({ message: startTourText.noDemo, kind: 'info', durationMs: 10_000 });
    },
    onError: () => showToast({ message: startTourText.failed, kind: 'error' }),
  });
}
