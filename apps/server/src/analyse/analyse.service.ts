/**
 * Project analysis on demand: reads the completed sources' transcripts, asks what their clauses
 * mean (sentence-meaning.ts, remembered by text), analyses them (pure, fast — see
 * bench/planner.bench.ts) and keeps the result in memory until a transcript changes.
 * At import completion each source's slice is also written next to its media as analysis.json.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { createProjectsRepo } from '../projects/projects.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { mediaKeys } from '../storage/storage.keys';
import type { ObjectStorage } from '../storage/storage';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { analyseWithMeaning } from './analyse-with-meaning';
import type { Analysis, SourceInput } from './analyse.types';

const defaultRate = { num: 30, den: 1 };
/**
 * Projects whose analysis stays in memory, least recently prompted dropped first. A 1-hour
 * transcript takes seconds to analyse on a busy machine and blocks the API meanwhile, so the
 * cache must hold every project being worked on (bench/load.bench.ts: 50 users, 50 projects).
 */
const cacheLimit = 64;

function frameRate(mediaInfo: unknown): { num: number; den: number } {
  const rate = (mediaInfo as { video?: { rate?: { num?: unknown; den?: unknown } } } | null)?.video?.rate;
  return typeof rate?.num === 'number' && typeof rate.den === 'number' && rate.num > 0 && rate.den > 0
    ? { num: rate.num, den: rate.den }
    : defaultRate;
}

export function createAnalysisService(deps: {
  db: Db;
  storage: Pick<ObjectStorage, 'put'>;
  logger: Pick<Logger, 'warn'>;
}) {
  const sources = createSourcesRepo(deps.db);
  const transcripts = createTranscriptsRepo(deps.db);
  const projects = createProjectsRepo(deps.db);
  const cache = new Map<string, { signature: string; analysis: Analysis }>();

  /**
   * The sources edits are cut from: all completed ones, except in a multicam project, where the
   * cameras' own sound repeats the main audio's words and only the main audio is cut.
   */
  async function usedSources(projectId: string) {
    const [all, mainAudio] = await Promise.all([
      sources.listByProject(projectId),
      projects.multicamMainAudio(projectId),
    ]);
    return all.filter((s) => s.state === 'completed' && (mainAudio === null || s.id === mainAudio));
  }

  async function inputs(projectId: string): Promise<SourceInput[]> {
    const ready = await usedSources(projectId);
    const out: SourceInput[] = [];
    for (const s of ready) {
      const t = await transcripts.get(s.id);
      if (!t) continue;
      const lastEnd = t.words.at(-1)?.end ?? 0;
      out.push({
        sourceId: s.id,
        filename: s.filename,
        words: t.words,
        durationSec: Math.max(lastEnd, (s.durationMs ?? 0) / 1000),
        rate: frameRate(s.mediaInfo),
      });
    }
    return out;
  }

  /**
   * What the analysis depends on, from the sources and their transcripts' extents (no words read):
   * a changed transcript or source changes it.
   */
  async function signatureOf(projectId: string): Promise<string> {
    const ready = await usedSources(projectId);
    const parts: string[] = [];
    for (const s of ready) {
      const extent = await transcripts.extent(s.id);
      if (!extent) continue;
      const durationSec = Math.max(extent.lastEnd, (s.durationMs ?? 0) / 1000);
      const rate = frameRate(s.mediaInfo);
      parts.push(`${s.id}:${s.filename}:${extent.wordCount}:${extent.lastEnd}:${durationSec}:${rate.num}/${rate.den}`);
    }
    return parts.join('|');
  }

  return {
    async forProject(projectId: string): Promise<Analysis> {
      // Speaker names change while transcripts do not: they are read on every call, beside the cache.
      const [speakerNames, signature] = await Promise.all([projects.speakerNames(projectId), signatureOf(projectId)]);
      const hit = cache.get(projectId);
      if (hit && hit.signature === signature) {
        // Most recently used last: eviction takes the first key.
        cache.delete(projectId);
        cache.set(projectId, hit);
        return { ...hit.analysis, speakerNames };
      }
      const analysis = await analyseWithMeaning(await inputs(projectId), deps.logger);
      cache.delete(projectId);
      cache.set(projectId, { signature, analysis });
      if (cache.size > cacheLimit) cache.delete(cache.keys().next().value!);
      return { ...analysis, speakerNames };
    },
    /** Writes each source's units, silences and fillers beside its media (for tools and debugging). */
    async persist(projectId: string, analysis: Analysis): Promise<void> {
      for (const source of analysis.sources) {
        const slice = {
          sourceId: source.sourceId,
          units: analysis.units.filter((u) => u.sourceId === source.sourceId),
          silences: analysis.silences.filter((s) => s.sourceId === source.sourceId),
          fillers: analysis.fillers.filter((f) => f.sourceId === source.sourceId),
          topics: analysis.topics.map(({ index, label, keyPhrases }) => ({ index, label, keyPhrases })),
        };
        const key = mediaKeys.sourcePrefix(projectId, source.sourceId);
        await deps.storage
          .put(key.bucket, `${key.key}analysis.json`, Buffer.from(JSON.stringify(slice)), 'application/json')
          .catch((err: unknown) =>
            deps.logger.warn({ err, projectId, sourceId: source.sourceId }, 'could not store analysis.json'),
          );
      }
    },
  };
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
