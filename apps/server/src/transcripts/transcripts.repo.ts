import { eq } from 'drizzle-orm';
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
    async get(sourceId: string): Promise<Transcript | undefined> {
      const [row] = await db.select().from(transcripts).where(eq(transcripts.sourceId, sourceId));
      return row && { sourceId: row.sourceId, language: row.language, engine: row.engine, words: row.words as Word[] };
    },
  };
}
export type TranscriptsRepo = ReturnType<typeof createTranscriptsRepo>;
