import { isStalledUpload, type SourceState } from '@otto/shared/source';
import type { EventBus } from '../events/events';
import type { SourcesRepo } from '../sources/sources.repo';
import type { AppDeps } from '../infrastructure/deps';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { finishImportIfDone } from './import-completion';
import { createImportStateRepo, type ImportStateRepo } from './import-state.repo';
import { publishImportStage } from './ingest.events';

/**
 * Uploading → processing once no file is still on its way into storage. A stalled upload waits for
 * the user, not the import: the others go on to processing without it.
 */
export async function advanceStageAfterUpload(
  deps: {
    sources: Pick<SourcesRepo, 'listByProject'>;
    projects: Pick<ImportStateRepo, 'get' | 'update'>;
    events: Pick<EventBus, 'publish'>;
  },
  projectId: string,
): Promise<void> {
  const all = await deps.sources.listByProject(projectId);
  const transferring = all.some(
    (s) =>
      (s.state === 'none' || s.state === 'uploading' || s.state === 'importing') &&
      !isStalledUpload({ state: s.state as SourceState, stale: s.stale }),
  );
  if (transferring) return;
  // A file re-picked after the others were ready does not take the finished project back.
  if ((await deps.projects.get(projectId))?.multicamImportStage === 'done') return;
  await deps.projects.update(projectId, { multicamImportStage: 'processing_files' });
  // The header's stage follows this at once, without waiting for the import to end.
  await publishImportStage(deps.events, projectId, 'processing_files');
}

/** A file left the import's way (went stale, was cancelled or removed): the rest may move on, or be done. */
export async function settleImport(deps: AppDeps, projectId: string): Promise<void> {
  const db = deps.database.db;
  const repos = {
    sources: createSourcesRepo(db),
    projects: createImportStateRepo(db),
    messages: createMessagesRepo(db),
  };
  // Only an import still uploading moves on; a failed one is not revived by a file leaving it.
  if ((await repos.projects.get(projectId))?.multicamImportStage === 'uploading_files') {
    await advanceStageAfterUpload({ ...repos, events: deps.events }, projectId);
  }
  await finishImportIfDone({ ...deps, ...repos }, projectId);
}
