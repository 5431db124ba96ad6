import type { MulticamStartBody } from '@otto/shared/api/multicam';
import type { UpdateProjectBody } from '@otto/shared/api/projects';
import { importText, toastDurationsMs } from '@otto/shared/constants';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import type { QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../api/client';
import { modalsStore } from '../../app/modals.store';
import { track } from '../../lib/analytics';
import { documentStore } from '../../store/document.store';
import { showToast } from '../../ui/toast/toast';
import { projectKeys } from '../projects/projects.queries';
import { patchStoredSource, sourceKeys } from '../sources/sources.queries';
import { removeSource, uploadSource } from './import.actions';
import { localFilesStore } from './local-files.store';
import { queueProjectSave } from './project-saves';
import { sourcesToStart } from './start-import.fns';

const refresh = (queryClient: QueryClient, projectId: string) => {
  void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId), exact: true });
  void queryClient.invalidateQueries({ queryKey: sourceKeys.project(projectId), exact: true });
};

/** Saves a project field the import card edits (type, main audio); the server refuses once importing started. */
export function updateProject(project: Project, body: UpdateProjectBody): Promise<boolean> {
  const store = documentStore.getState();
  const current = store.projects[project.id] ?? project;
  const patch = body as Partial<Project>;
  const previous = Object.fromEntries(
    Object.keys(patch).map((k) => [k, current[k as keyof Project]]),
  ) as Partial<Project>;
  store.beginProjectEdit(project.id, patch);
  const save = async (): Promise<boolean> => {
    try {
      const saved = await api.patch<{ project: Project }>(`/projects/${project.id}`, body);
      documentStore.getState().endProjectEdit(project.id, patch, { saved: saved.project });
      return true;
    } catch (error) {
      documentStore.getState().endProjectEdit(project.id, patch, { restore: previous });
      showToast({ message: error instanceof Error ? error.message : importText.unknownError, kind: 'error' });
      return false;
    }
  };
  return queueProjectSave(project.id, save);
}

/**
 * Import pressed in the multicam view: the server checks the cameras and main audio and starts the
 * project; then each used file uploads in turn and goes to the multicam ingest. A separate audio
 * file that is not the main audio is not imported (the view warned), so it is removed.
 */
export async function startMulticamImport(
  queryClient: QueryClient,
  project: Project,
  used: Source[],
  unused: Source[],
  opts: { mainAudioId: string; email?: string },
): Promise<void> {
  const local = localFilesStore.getState().bySource;
  const { ready, missingNotice } = sourcesToStart(used, (id) => Boolean(local[id]));
  if (missingNotice) {
    showToast({ message: missingNotice, kind: 'warning', durationMs: toastDurationsMs.unreadableFiles });
    return;
  }
  const body: MulticamStartBody = {
    project_id: project.id,
    email: opts.email,
    main_audio_id: opts.mainAudioId,
    files: ready.map((s) => ({ file_id: s.id, media_type: s.type })),
  };
  let started: { started: boolean; name?: string };
  try {
    started = await api.post<{ started: boolean; name?: string }>('/multicam/start-project', body);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'out_of_credits') {
      modalsStore.getState().openOutOfCredit();
      return;
    }
    console.error('Multicam import start failed', error);
    showToast({
      message: error instanceof Error && error.message ? error.message : importText.unknownError,
      kind: 'error',
    });
    return;
  }
  if (!started.started) return refresh(queryClient, project.id);
  track('import_started', { files: ready.length, mode: project.mode, category: 'multicam' }, project.id);
  documentStore.getState().patchProject(project.id, {
    status: 'processing',
    category: 'multicam',
    mainAudioId: opts.mainAudioId,
    multicamImportStage: 'uploading_files',
    multicamImportErrors: [],
    ...(started.name ? { name: started.name } : {}),
  });
  for (const s of ready)
    patchStoredSource(s.id, { state: 'uploading', category: 'multicam', errorCode: null, errorType: null });
  for (const s of unused) await removeSource(queryClient, project, s);
  refresh(queryClient, project.id);
  void queryClient.invalidateQueries({ queryKey: projectKeys.all, exact: true });
  await Promise.all(ready.map((s) => uploadSource(queryClient, { ...s, category: 'multicam' }, local[s.id]!)));
}
