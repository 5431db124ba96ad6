/**
 * What the assistant does when an import finishes: analyse the footage, name the suggestions
 * after its topics, and run the prompt the user typed while the import was still processing.
 */
import { projectModeSchema } from '@otto/shared/modes';
import type { AppDeps } from '../infrastructure/deps';
import { createAnalysisService } from '../analyse/analyse.service';
import { selectAssistantEngine } from './assistant.engine';
import { createAssistantRepo } from './assistant.repo';
import { createAssistantService } from './assistant.service';
import { serverSuggestions } from './suggestions.fns';

type ReadyDeps = Pick<AppDeps, 'database' | 'storage' | 'events' | 'logger' | 'alerts' | 'clock' | 'config'>;

export function createAssistantServiceFor(deps: ReadyDeps) {
  return createAssistantService({
    db: deps.database.db,
    events: deps.events,
    logger: deps.logger,
    alerts: deps.alerts,
    clock: deps.clock,
    engine: selectAssistantEngine(deps.config, deps.logger),
    analysis: createAnalysisService({ db: deps.database.db, storage: deps.storage, logger: deps.logger }),
    supportEmail: deps.config.SUPPORT_EMAIL,
  });
}

/**
 * Analyses the finished import and names the suggestions after its topics. Runs before the
 * browsers hear that the import ended, so the chips they load are already the named ones.
 * Never throws: a failed analysis must not turn a finished import into a failed one.
 */
export async function analyseImport(deps: ReadyDeps, projectId: string): Promise<void> {
  try {
    const analysisService = createAnalysisService({ db: deps.database.db, storage: deps.storage, logger: deps.logger });
    const repo = createAssistantRepo(deps.database.db);
    const project = await repo.getProject(projectId);
    if (!project) return;
    const analysis = await analysisService.forProject(projectId);
    await analysisService.persist(projectId, analysis);
    const mode = projectModeSchema.catch('standard').parse(project.mode);
    await repo.updateProject(projectId, { promptSuggestions: serverSuggestions(analysis, mode) }, deps.clock.now());
  } catch (err) {
    deps.logger.error({ err, projectId }, 'analysis after import failed');
  }
}

/** Runs the prompt the user typed while the import was processing, if any. Never throws. */
export async function runWaitingPrompt(deps: ReadyDeps, projectId: string): Promise<void> {
  try {
    const project = await createAssistantRepo(deps.database.db).getProject(projectId);
    if (project?.initialPrompt) await createAssistantServiceFor(deps).runInitialPrompt(projectId);
  } catch (err) {
    deps.logger.error({ err, projectId }, 'waiting prompt after import failed');
  }
}
