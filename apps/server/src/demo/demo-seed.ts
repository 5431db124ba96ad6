import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { AppDeps } from '../infrastructure/deps';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { ingestServiceFromDeps } from '../ingest/ingest.service-deps';
import { handOverStoredFile } from '../ingest/stored-file-hand-over';
import { createSourcesRepo, type SourceRow } from '../sources/sources.repo';
import { formatObjectUri, projectPrefixes, sourceOriginalKey } from '../storage/storage.keys';
import { demoAccount, demoCatalogue, demoMediaDir, type DemoDefinition } from './demo.catalogue';
import { createDemosRepo } from './demos.repo';

type SeedDeps = AppDeps;

/**
 * Seeds the demo projects on start (unless DEMO_SEED=false): each demo in the catalogue that does not
 * exist yet becomes a project of the demo account whose files go through the normal import, exactly as
 * an upload would (ingest, transcription, analysis, multicam sync). When the import is ready the
 * demo.finish job asks the planner for the example edits and shares the project (demo-finish.handler.ts).
 * Safe to run from several processes at once, and again on every start: a demo is created once, and
 * one whose files were never handed to ingest (the process stopped halfway) is handed over again.
 */
export async function seedDemos(deps: SeedDeps, catalogue: readonly DemoDefinition[] = demoCatalogue): Promise<void> {
  const chosen = deps.config.DEMO_SEED;
  const demos = catalogue.filter((d) => chosen === true || (Array.isArray(chosen) && chosen.includes(d.slug)));
  if (demos.length === 0) return;
  const repo = createDemosRepo(deps.database.db);
  const userId = await repo.demoUserId(demoAccount);
  for (const demo of demos) {
    let existing = await repo.find(demo.slug);
    if (existing && !existing.readyAt && (await failed(deps, existing.projectId))) {
      deps.logger.warn({ demo: demo.slug, projectId: existing.projectId }, 'demo import had failed: seeding it again');
      await repo.discard(existing.projectId);
      for (const prefix of projectPrefixes(existing.projectId))
        await deps.storage.deletePrefix(prefix.bucket, prefix.key);
      existing = undefined;
    }
    const projectId = existing?.projectId ?? (await create(deps, userId, demo));
    if (projectId && !existing?.readyAt) await handOver(deps, projectId, demo);
  }
}

/** The demo's import ended in failure (e.g. the process stopped mid-ingest and the recovery failed it). */
async function failed(deps: SeedDeps, projectId: string): Promise<boolean> {
  const project = await createImportStateRepo(deps.database.db).get(projectId);
  return project?.status === 'failed' || project?.multicamImportStage === 'error';
}

/** The demo's project and sources, or null when another process created them first. */
async function create(deps: SeedDeps, userId: string, demo: DemoDefinition): Promise<string | null> {
  const projectId = randomUUID();
  const rows = demo.files.map((file, position) => ({
    id: randomUUID(),
    projectId,
    filename: file.filename,
    type: file.type,
    importType: 'local',
    state: 'uploading',
    category: demo.category,
    position,
  }));
  const mainAudioId = rows.find((r) => r.filename === demo.mainAudio)?.id ?? null;
  const claimed = await createDemosRepo(deps.database.db).claim(
    demo.slug,
    {
      id: projectId,
      userId,
      name: demo.name,
      mode: demo.mode,
      category: demo.category,
      type: 'mock',
      status: 'processing',
      multicamImportStage: 'uploading_files',
      mainAudioId,
      transcriptionLanguage: 'en',
    },
    rows,
  );
  if (claimed) deps.logger.info({ demo: demo.slug, projectId }, 'demo project seeded: importing its files');
  return claimed ? projectId : null;
}

/** Puts each file not yet handed to ingest where an upload would, and queues its ingest (idempotent per source). */
async function handOver(deps: SeedDeps, projectId: string, demo: DemoDefinition): Promise<void> {
  const sources = createSourcesRepo(deps.database.db);
  const waiting = (await sources.listByProject(projectId)).filter((s: SourceRow) => s.state === 'uploading');
  if (waiting.length === 0) return;
  const ingest = ingestServiceFromDeps(deps);
  for (const source of waiting) {
    if (!demo.files.some((f) => f.filename === source.filename)) continue;
    const original = sourceOriginalKey(projectId, source.id, source.filename);
    await deps.storage.upload(original.bucket, original.key, join(demoMediaDir, source.filename));
  }
  for (const source of waiting) {
    const project = await createImportStateRepo(deps.database.db).get(projectId);
    if (!project) return;
    const original = sourceOriginalKey(projectId, source.id, source.filename);
    await handOverStoredFile(ingest, project, source, formatObjectUri(original.bucket, original.key));
  }
}
