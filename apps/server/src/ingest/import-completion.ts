import { isAwaitedByImport, type SourceState } from '@otto/shared/source';
import type { AppDeps } from '../infrastructure/deps';
import { createAnalysisService } from '../analyse/analyse.service';
import { analyseImport, runWaitingPrompt } from '../assistant/import-ready';
import { createArollService } from '../aroll/aroll.service';
import { createScriptedService } from '../scripted/scripted.service';
import type { MessagesRepo } from '../messages/messages.repo';
import { importCompleteMail } from '../notify/import-complete.mail';
import type { SourcesRepo } from '../sources/sources.repo';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';
import { multicamSyncJob } from '../multicam/multicam-sync.job';
import { brollLogJob } from '../broll/broll-log.job';
import { demoFinishJob } from '../demo/demo-finish.job';
import type { ImportStateRepo } from './import-state.repo';
import { publishImportStage } from './ingest.events';

/**
 * When every source of a project has finished ingesting: the project is ready (transcripts in
 * the chat, a mail to the owner) or, if nothing could be used, failed.
 */
export async function finishImportIfDone(
  deps: Pick<
    AppDeps,
    'database' | 'mailer' | 'alerts' | 'events' | 'config' | 'logger' | 'storage' | 'clock' | 'queue'
  > & {
    sources: SourcesRepo;
    projects: ImportStateRepo;
    messages: Pick<MessagesRepo, 'add'>;
  },
  projectId: string,
  /** The source whose ingest just ended, if that is what called. */
  justFinished?: string,
  /** The multicam sync (or the B-roll logging) has run: the import may now end like any other. */
  opts: { multicamSynced?: boolean; brollLogged?: boolean } = {},
): Promise<void> {
  const all = await deps.sources.listByProject(projectId);
  // A stalled upload waits for the user (Re-pick, Cancel, Remove): the files that made it are ready without it.
  if (all.length === 0 || all.some((s) => isAwaitedByImport({ state: s.state as SourceState, stale: s.stale }))) return;
  const project = await deps.projects.get(projectId);
  const ready = all.filter((s) => s.state === 'completed');
  const late = project?.multicamImportStage === 'done' ? ready.find((s) => s.id === justFinished) : undefined;
  if (late) {
    // A stale upload re-picked after the others were ready arrives on its own: its transcript joins the chat.
    await deps.messages.add(projectId, 'bot_message', {
      text: `"${late.filename}" is transcribed too. Here is the transcript.`,
      transcriptSourceIds: [late.id],
    });
    await publishOutcome(deps, projectId, 'success');
    return;
  }
  if (!project || project.multicamImportStage === 'done' || project.multicamImportStage === 'error') return;

  // Only stalled uploads and failures: the stalled ones may still come, so nothing is decided yet.
  if (ready.length === 0 && all.some((s) => s.state === 'uploading')) return;
  if (ready.length === 0) {
    await deps.projects.update(projectId, { status: 'failed', multicamImportStage: 'error' });
    await publishOutcome(deps, projectId, 'failed');
    return;
  }
  if (project.category === 'multicam' && !opts.multicamSynced) {
    await startMulticamSync(deps, projectId, project.multicamImportStage);
    return;
  }
  if (project.mode === 'b_roll' && !opts.brollLogged) {
    // No transcript to show: the files are cut into shots and described first.
    await deps.queue.send(brollLogJob, { projectId }, { singletonKey: projectId });
    return;
  }
  await deps.projects.update(projectId, { status: 'success', multicamImportStage: 'done' });
  if (project.mode === 'b_roll') {
    await publishOutcome(deps, projectId, 'success');
    await mailOwner(deps, project);
    return;
  }
  await deps.messages.add(projectId, 'bot_message', {
    text:
      ready.length === 1
        ? `"${ready[0]!.filename}" is transcribed. Here is the transcript — ask me for an edit whenever you're ready.`
        : `Your ${ready.length} files are transcribed. Here are the transcripts — ask me for an edit whenever you're ready.`,
    transcriptSourceIds: ready.map((s) => s.id),
  });
  // Analysis and topic-named suggestions first (never throws): the browsers refetch the project
  // when they hear the outcome, and must find the named chips there.
  await analyseImport(deps, projectId);
  await logForMode(deps, projectId, project.mode);
  await publishOutcome(deps, projectId, 'success');
  await runWaitingPrompt(deps, projectId);
  // A seeded demo (type mock) is owned by the system account: its example edits come next, no mail.
  if (project.type === 'mock') await deps.queue.send(demoFinishJob, { projectId }, { singletonKey: projectId });
  else await mailOwner(deps, project);
}

async function mailOwner(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'config' | 'logger'>,
  project: { id: string; userId: string; name: string },
) {
  const projectId = project.id;
  const [owner] = await deps.database.db.select({ email: users.email }).from(users).where(eq(users.id, project.userId));
  if (owner) {
    const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
    await deps.mailer
      .send(
        importCompleteMail({ to: owner.email, projectName: project.name, projectUrl: `${base}/projects/${projectId}` }),
      )
      .catch((err: unknown) => deps.logger.error({ err, projectId }, 'import-complete mail failed'));
  }
}

/**
 * The modes whose work starts by itself once the footage is transcribed: the A-roll log, and the
 * scripted story when the script came before the footage was ready. Never throws: the import
 * itself has succeeded whatever happens here.
 */
async function logForMode(
  deps: Pick<AppDeps, 'database' | 'events' | 'logger' | 'storage' | 'clock'> & { messages: Pick<MessagesRepo, 'add'> },
  projectId: string,
  mode: string,
): Promise<void> {
  if (mode !== 'a_roll' && mode !== 'scripted_story') return;
  const analysis = createAnalysisService({ db: deps.database.db, storage: deps.storage, logger: deps.logger });
  try {
    if (mode === 'a_roll') await createArollService({ messages: deps.messages, events: deps.events, analysis }).logProject(projectId);
    else
      await createScriptedService({ db: deps.database.db, events: deps.events, clock: deps.clock, analysis }).assembleAfterImport(
        projectId,
      );
  } catch (err) {
    deps.logger.error({ err, projectId, mode }, 'logging the footage after import failed');
  }
}

/** Every file of a multicam import is in: 'Analyzing multicam...' while the cameras are synced. */
async function startMulticamSync(
  deps: Pick<AppDeps, 'events' | 'queue'> & { projects: ImportStateRepo },
  projectId: string,
  stage: string,
) {
  if (stage === 'processing_multicam') return;
  await deps.projects.update(projectId, { multicamImportStage: 'processing_multicam' });
  await publishImportStage(deps.events, projectId, 'processing_multicam');
  await deps.queue.send(multicamSyncJob, { projectId }, { singletonKey: projectId });
}

/** Tells the project's browsers the import ended: the chat bar and the source rows refresh. */
function publishOutcome(deps: Pick<AppDeps, 'events'>, projectId: string, outcome: 'success' | 'failed') {
  return deps.events.publish({
    projectId,
    kind: 'project',
    status: outcome === 'success' ? 'completed' : 'failed',
    results: { status: outcome },
    at: Date.now(),
  });
}
