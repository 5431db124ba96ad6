import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages, projects, sources, transcripts } from '../db/schema';
import { cloneMessageData, remapIds } from './share-clone.fns';
import type { ShareSnapshot } from './share.snapshot';

/**
 * Writes a share's snapshot into a user's account as a new project: new ids everywhere, the
 * sources pointing at the same objects (no bytes copied), the transcripts copied so nothing is
 * transcribed or analysed again. Returns the new project id.
 */
export function createShareCloneRepo(db: Db) {
  return {
    async cloneInto(userId: string, snapshot: ShareSnapshot, now: Date): Promise<string> {
      const p = snapshot.project;
      const ids = new Map<string, string>([[p.id, randomUUID()]]);
      for (const s of snapshot.sources) ids.set(s.id, randomUUID());
      for (const m of snapshot.messages) ids.set(m.id, randomUUID());
      const newId = (old: string | null) => (old ? (ids.get(old) ?? null) : null);
      const projectId = ids.get(p.id)!;

      await db.insert(projects).values({
        id: projectId,
        userId,
        name: p.name,
        mode: p.mode,
        category: p.category,
        status: p.status,
        type: p.type,
        multicamImportStage: p.multicamImportStage,
        multicamImportErrors: p.multicamImportErrors,
        multicamContainerUri: p.multicamContainerUri,
        mainAudioId: newId(p.mainAudioId),
        audioOverlap: p.audioOverlap,
        speakerTurns: snapshot.speakerTurns ?? null,
        transcriptionLanguage: p.transcriptionLanguage,
        aiTasks: remapIds(p.aiTasks, ids),
        exportingStatus: {},
        numEditResponses: p.numEditResponses,
        version: p.version,
        mostRecentContainerId: p.mostRecentContainerId,
        activeEditResultMessageId: newId(p.activeEditResultMessageId),
        lastPromptMessageId: newId(p.lastPromptMessageId),
        initialPrompt: p.initialPrompt,
        promptSuggestions: p.promptSuggestions,
        shouldShowTopicSuggestion: p.shouldShowTopicSuggestion,
        shouldShowSocialMediaSuggestion: p.shouldShowSocialMediaSuggestion,
        shouldShowAfterMp4ExportSuggestion: p.shouldShowAfterMp4ExportSuggestion,
        createdAt: now,
        updatedAt: now,
      });
      try {
        if (snapshot.sources.length > 0) {
          await db.insert(sources).values(
            snapshot.sources.map(({ id, ...columns }) => ({ ...columns, id: ids.get(id)!, projectId })),
          );
          const words = await db
            .select()
            .from(transcripts)
            .where(
              inArray(
                transcripts.sourceId,
                snapshot.sources.map((s) => s.id),
              ),
            );
          if (words.length > 0) {
            await db
              .insert(transcripts)
              .values(words.map((t) => ({ ...t, sourceId: ids.get(t.sourceId)!, createdAt: now })));
          }
        }
        if (snapshot.messages.length > 0) {
          await db.insert(messages).values(
            snapshot.messages.map((m) => ({
              id: ids.get(m.id)!,
              projectId,
              type: m.type,
              data: remapIds(cloneMessageData(m.data), ids),
              rate: 'none',
              parentMessageId: newId(m.parentMessageId),
              // Chat order is creation order: the copy keeps the original's times.
              createdAt: new Date(m.createdAt),
            })),
          );
        }
      } catch (error) {
        // Half a clone is no clone: its rows go (sources, messages and transcripts cascade).
        await db.delete(projects).where(eq(projects.id, projectId));
        throw error;
      }
      return projectId;
    },
  };
}
export type ShareCloneRepo = ReturnType<typeof createShareCloneRepo>;
