import { toastDurationsMs, toastText } from '@otto/shared/constants';
import { exportFailureMessage, type ExportOption } from '@otto/shared/export-menu';
import type { Project } from '@otto/shared/project';
import { appendLastExportOption } from '@otto/shared/settings';
import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { ApiError, api } from '../../api/client';
import { subscribeJobEvents } from '../../api/job-events';
import { modalsStore } from '../../app/modals.store';
import { track } from '../../lib/analytics';
import { documentStore } from '../../store/document.store';
import { showToast } from '../../ui/toast/toast';
import { useCurrentUser } from '../auth/auth.queries';
import { projectKeys } from '../projects/projects.queries';
import { settingsStore } from '../settings/settings';
import { describeError, openSupportChat } from '../support/support-chat.store';
import { exportActivityStore } from './export-activity.store';
import {
  convertRequestBody,
  downloadName,
  endpointFor,
  exportRouteFor,
  proresBody,
  srtBody,
  timelineRequest,
  videoBody,
  type EditData,
  type ExportContext,
} from './export-requests';
import { downloadText, ExportJobError, runExportJob, triggerDownload } from './export-runner';
import { exportRefusal } from './export-refusal.fns';
import { guideEditorFor, isGuideHidden, type GuideEditor, type GuideStatus } from './guide.fns';

export interface GuideState {
  editor: GuideEditor;
  status: GuideStatus;
  open: boolean;
}

export interface ExportActionInput {
  project: Project;
  message: { id: string; data: EditData };
  onGuide: Dispatch<SetStateAction<GuideState | null>>;
}

/**
 * What a click on an export entry does: visitors are asked to sign in; otherwise the export starts,
 * its job is followed to the download, and failures reach the user as the spec says (§8).
 */
export function useExportAction({ project, message, onGuide }: ExportActionInput) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const activity = exportActivityStore.getState();

  return async (option: ExportOption): Promise<void> => {
    if (!user) {
      modalsStore.getState().openSignIn('export');
      return;
    }
    const ctx: ExportContext = { project, messageId: message.id, data: message.data, user };
    const route = exportRouteFor(option);
    const editor = guideEditorFor(option.format);
    if (editor && !isGuideHidden(document.cookie, editor)) onGuide({ editor, status: 'inProgress', open: true });
    activity.set(message.id, option.id, { state: 'exporting' });
    markExporting(project, option);
    const exportProps = { format: option.format, layout: option.layout };
    track('export_started', exportProps, project.id);

    try {
      // Fire-and-forget (spec §7): sent alongside every export; the export does not wait on it.
      api
        .post('/eddie/convert', convertRequestBody(ctx, option))
        .catch((error: unknown) => console.warn('convert check failed', error));
      if (route === 'srt') {
        const text = await api.post<string>('/export/srt', srtBody(ctx, option));
        downloadText(String(text), downloadName(ctx, option));
      } else {
        const settings = settingsStore.getState().settings;
        const { endpoint, body } =
          route === 'timeline'
            ? timelineRequest(ctx, option)
            : {
                endpoint: endpointFor[route],
                body: route === 'video' ? videoBody(ctx, option, settings) : proresBody(ctx, option, settings),
              };
        const deps = { api, subscribe: subscribeJobEvents };
        const result = await runExportJob(deps, endpoint, body, project.id, (jobId) =>
          activity.set(message.id, option.id, { state: 'exporting', jobId }),
        );
        triggerDownload(result.downloadUrl, result.filename);
      }
      activity.set(message.id, option.id, { state: 'done' });
      track('export_succeeded', exportProps, project.id);
      const current = settingsStore.getState().settings.lastExportOptions;
      settingsStore.getState().update({ lastExportOptions: appendLastExportOption(current, option.id) });
      if (editor) onGuide((g) => (g && g.editor === editor ? { ...g, status: 'success' } : g));
    } catch (error) {
      const refusal = error instanceof ApiError ? exportRefusal(error) : null;
      if (refusal) {
        activity.set(message.id, option.id, { state: 'done' });
        onGuide((g) => (g ? { ...g, open: false } : g));
        if (refusal === 'upgrade') {
          // Spec §8: counted as out_of_credits.
          track('export_failed', { ...exportProps, errorCode: 'out_of_credits' }, project.id);
          modalsStore.getState().openUpgrade('export_limit');
        } else modalsStore.getState().openSignIn('export');
        return;
      }
      if (isOutOfCredits(error)) {
        // Spec §8: re-thrown without the generic message; the out-of-credit flow opens.
        activity.set(message.id, option.id, { state: 'done' });
        onGuide((g) => (g ? { ...g, open: false } : g));
        track('export_failed', { ...exportProps, errorCode: 'out_of_credits' }, project.id);
        modalsStore.getState().openOutOfCredit();
        return;
      }
      console.error('Export failed', error);
      track('export_failed', { ...exportProps, errorCode: errorCodeOf(error) }, project.id);
      const text =
        error instanceof ExportJobError && error.code === 'export_failed'
          ? error.message
          : exportFailureMessage(option.format);
      activity.set(message.id, option.id, { state: 'failed', error: text });
      // Spec §8 'Other export failure': the support chat opens.
      openSupportChat({ projectId: project.id, error: `${option.format} export: ${describeError(error)}` });
      showToast({
        message: toastText.exportFailed,
        kind: 'error',
        position: 'bottom-left',
        durationMs: toastDurationsMs.exportFailure,
      });
      if (editor) onGuide({ editor, status: 'failed', open: true });
    } finally {
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(project.id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.messages(project.id) });
    }
  };
}

const errorCodeOf = (error: unknown) =>
  error instanceof ApiError || error instanceof ExportJobError ? error.code : 'unknown';
const isOutOfCredits = (error: unknown) => errorCodeOf(error) === 'out_of_credits';

/** The project shows its export at once (spec §4), before the server's copy catches up. */
function markExporting(project: Project, option: ExportOption) {
  if (option.format === 'otio') return;
  const current = documentStore.getState().projects[project.id] ?? project;
  documentStore.getState().patchProject(project.id, {
    status: 'exporting',
    exportingStatus: {
      ...current.exportingStatus,
      [option.layout]: { ...current.exportingStatus[option.layout], [option.format]: true },
    },
  });
}
