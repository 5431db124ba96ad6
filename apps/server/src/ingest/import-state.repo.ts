import { eq } from 'drizzle-orm';
import type { MulticamImportError, MulticamImportStage, ProjectStatus } from '@otto/shared/project';
import type { Db } from '../db/database';
import { projects } from '../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

/** The project-side half of the import state machine (spec import §4). */
export function createImportStateRepo(db: Db) {
  return {
    async get(projectId: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
      return row;
    },
    async update(
      projectId: string,
      patch: Partial<{
        status: ProjectStatus;
        multicamImportStage: MulticamImportStage;
        name: string;
        transcriptionLanguage: string;
        promptSuggestions: string[];
        shouldShowTopicSuggestion: boolean;
        category: 'singlecam' | 'multicam';
        mainAudioId: string | null;
        multicamImportErrors: MulticamImportError[];
        /** Multicam speaker analysis (multicam/speaker-turns.fns SpeakerTurns). */
        speakerTurns: unknown;
      }>,
    ): Promise<void> {
      await db
        .update(projects)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(projects.id, projectId));
    },
  };
}
export type ImportStateRepo = ReturnType<typeof createImportStateRepo>;
