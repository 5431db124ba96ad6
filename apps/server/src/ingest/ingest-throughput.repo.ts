import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ingestThroughput } from '../db/schema';

/** How much a new import moves the average: recent imports count most (machine load, upgrades). */
const WEIGHT_OF_LATEST = 0.3;
/** Shorter files are dominated by fixed costs (start-up, model load) and would skew the rate. */
export const MIN_MEDIA_SECONDS_TO_LEARN = 5;

/** This server's measured ingest speed per transcription engine (see the table's comment). */
export function createIngestThroughputRepo(db: Db) {
  return {
    /** Expected ingest time for `mediaSeconds` of media, or undefined before any measurement. */
    async expectedSeconds(engine: string, mediaSeconds: number): Promise<number | undefined> {
      const [row] = await db.select().from(ingestThroughput).where(eq(ingestThroughput.engine, engine));
      return row ? row.secondsPerMediaSecond * mediaSeconds : undefined;
    },

    /** Folds one finished import into the engine's running average. */
    async record(engine: string, ingestSeconds: number, mediaSeconds: number, now: Date): Promise<void> {
      if (!(mediaSeconds >= MIN_MEDIA_SECONDS_TO_LEARN) || !(ingestSeconds > 0)) return;
      const ratio = ingestSeconds / mediaSeconds;
      const [row] = await db.select().from(ingestThroughput).where(eq(ingestThroughput.engine, engine));
      const next = row ? row.secondsPerMediaSecond + WEIGHT_OF_LATEST * (ratio - row.secondsPerMediaSecond) : ratio;
      await db
        .insert(ingestThroughput)
        .values({ engine, secondsPerMediaSecond: next, samples: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: ingestThroughput.engine,
          set: { secondsPerMediaSecond: next, samples: (row?.samples ?? 0) + 1, updatedAt: now },
        });
    },
  };
}
export type IngestThroughputRepo = ReturnType<typeof createIngestThroughputRepo>;
