import { eq, sql } from 'drizzle-orm';
import type { Transcript, Word } from '@otto/shared/transcript';
import type { Db } from '../db/database';
import { transcripts } from '../db/schema';

export function createTranscriptsRepo(db: Db) {
  return {
    async save(t: { sourceId: string; language: string; engine: string; words: Word[]; confidence: number | null }): Promise<void> {
      await db
        .insert(transcripts)
        .values(t)
        .onConflictDoUpdate({ target: transcripts.sourceId, set: { language: t.language, engine: t.engine, words: t.words, confidence: t.confidence } });
    },
    /** Replaces the words only (multicam speaker analysis re-labels who says each word). */
    async setWords(sourceId: string, words: Word[]): Promise<void> {
      await db.update(transcripts).set({ words }).where(eq(transcripts.sourceId, sourceId));
    },
    async get(sourceId: string): Promise<Transcript | undefined> {
      const [row] = await db.select().from(transcripts).where(eq(transcripts.sourceId, sourceId));
      return row && { sourceId: row.sourceId, language: row.language, engine: row.engine, words: row.words as Word[] };
    },
    /**
     * How many words a transcript holds and where its last one ends, read without the words: an
     * hour's words are megabytes of JSON, too much to read on every prompt just to see nothing changed.
     */
    async extent(sourceId: string): Promise<{ wordCount: number; lastEnd: number } | undefined> {
      const [row] = await db
        .select({
          wordCount: sql<number>`jsonb_array_length(${transcripts.words})`.mapWith(Number),
          lastEnd: sql<number | null>`(${transcripts.words} -> -1 ->> 'end')::float8`,
        })
        .from(transcripts)
        .where(eq(transcripts.sourceId, sourceId));
      return row && { wordCount: row.wordCount, lastEnd: row.lastEnd === null ? 0 : Number(row.lastEnd) };
    },
  };
}
export type TranscriptsRepo = ReturnType<typeof createTranscriptsRepo>;
