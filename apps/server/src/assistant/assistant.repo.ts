import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages, projects } from '../db/schema';

export type ProjectPatch = Partial<Omit<typeof projects.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

/** The writes the assistant makes beyond adding messages: rating, story picks, project flags. */
export function createAssistantRepo(db: Db) {
  return {
    async updateProject(projectId: string, patch: ProjectPatch, now: Date): Promise<void> {
      await db
        .update(projects)
        .set({ ...patch, updatedAt: now })
        .where(eq(projects.id, projectId));
    },
    async getProject(projectId: string) {
      const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
      return row;
    },
    async getMessage(messageId: string) {
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
      return row;
    },
    async updateMessage(messageId: string, patch: { rate?: string; data?: Record<string, unknown> }): Promise<void> {
      await db.update(messages).set(patch).where(eq(messages.id, messageId));
    },
    /** The newest edit of a project (what a follow-up changes when no message is named). */
    async latestEdit(projectId: string) {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.projectId, projectId), eq(messages.type, 'edit_result')))
        .orderBy(desc(messages.createdAt))
        .limit(1);
      return row;
    },
    /** A project's newest edits, newest first. */
    async recentEdits(projectId: string, limit: number) {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.projectId, projectId), eq(messages.type, 'edit_result')))
        .orderBy(desc(messages.createdAt))
        .limit(limit);
    },
    /** The newest edit or rough-cut outline (a bot message with a story card) of a project. */
    async latestEditOrOutline(projectId: string) {
      const [row] = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.projectId, projectId),
            or(
              eq(messages.type, 'edit_result'),
              and(eq(messages.type, 'bot_message'), isNotNull(sql`${messages.data} -> 'storyCard'`)),
            ),
          ),
        )
        .orderBy(desc(messages.createdAt))
        .limit(1);
      return row;
    },
  };
}
export type AssistantRepo = ReturnType<typeof createAssistantRepo>;
