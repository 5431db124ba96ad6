import type { Project } from '@otto/shared/project';
import { canStartImport, isSourceBusy, type Source } from '@otto/shared/source';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { settingsStore } from '../settings/settings';
import { SourceRow } from '../sources/source-row';
import { useProjectSources, useSourcesSync } from '../sources/sources.queries';
import { useQueuedUploadCount } from '../uploads/uploads.store';
import { ImportCard } from './import-card';
import { cancelUpload, removeSource, repickSource, resumeInterruptedUploads, retrySource } from './import.actions';
import { LanguagePicker } from './language-picker';
import { MulticamImportView } from './multicam-import-view';
import { useLeaveGuard } from './leave-guard';

export interface ImportPanelProps {
  project: Project | null;
  signedIn: boolean;
  /** False until the session is known, so a signed-in user never sees the visitor's card flash. */
  ready: boolean;
}

/**
 * The import part of a chat: the import card while files can be added, and a status row per
 * imported file (uploading, processing, imported or failed).
 */
export function ImportPanel({ project, signedIn, ready }: ImportPanelProps) {
  const projectId = project?.id;
  const queryClient = useQueryClient();
  const sync = useSourcesSync(projectId);
  const sources = useProjectSources(projectId);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  useLeaveGuard(useQueuedUploadCount() > 0);

  // Uploads a reload interrupted continue once the server's list is in.
  const loaded = sync.isSuccess;
  useEffect(() => {
    if (loaded && projectId) void resumeInterruptedUploads(queryClient, projectId, sync.data);
  }, [loaded, projectId, queryClient, sync.data]);

  const tracked = sources.filter((s) => s.state !== 'none');
  const accepting =
    !project || (canStartImport(project.multicamImportStage) && !tracked.some((s) => isSourceBusy(s.state)));
  const whileBusy = (source: Source, work: () => Promise<void>) => {
    setBusyIds((ids) => new Set(ids).add(source.id));
    void work().finally(() =>
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(source.id);
        return next;
      }),
    );
  };

  if (!ready) return null;
  // A podcast is always multicam; a rough cut is when its Multicam segment is chosen.
  if (project && (project.category === 'multicam' || project.mode === 'podcast')) {
    return <MulticamImportView project={project} signedIn={signedIn} sources={sources} />;
  }
  return (
    <div data-tour="import-status" className="flex flex-col gap-3">
      {project && tracked.length > 0 && (
        <section
          data-testid="source-list"
          aria-label="Imported files"
          className="rounded-xl border border-line bg-panel"
        >
          <ul className="flex flex-col divide-y divide-line">
            {tracked.map((source) => (
              <SourceRow
                key={source.id}
                source={source}
                language={project.transcriptionLanguage}
                mode={project.mode}
                busy={busyIds.has(source.id)}
                onRetry={(s) =>
                  whileBusy(s, () =>
                    retrySource(queryClient, project, s, settingsStore.getState().settings.transcriptionLanguage),
                  )
                }
                onRemove={(s) => whileBusy(s, () => removeSource(queryClient, project, s))}
                onRepick={(s, file) => repickSource(queryClient, s, file)}
                onCancel={(s) => whileBusy(s, () => cancelUpload(queryClient, project, s))}
              />
            ))}
          </ul>
        </section>
      )}
      {/* Below the rows, so rows do not move when the card comes back after a failure. */}
      {accepting && <ImportCard project={project} signedIn={signedIn} sources={sources} />}
      {/* Some files imported, some failed: the card stays away, but Retry may need another language. */}
      {!accepting && tracked.some((s) => s.state === 'error') && (
        <div data-testid="retry-language" className="flex items-center justify-end gap-3 px-1 text-xs text-muted">
          <span>Retry uses this language:</span>
          <LanguagePicker />
        </div>
      )}
    </div>
  );
}
