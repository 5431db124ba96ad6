import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages } from '../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export function createMessagesRepo(db: Db) {
  return {
    async add(
      projectId: string,
      type: string,
      data: Record<string, unknown>,
      parentMessageId?: string,
    ): Promise<MessageRow> {
      const [row] = await db.insert(messages).values({ projectId, type, data, parentMessageId }).returning();
      return row!;
    },
    /**
     * Adds a message unless the project already has one with the same `data.notice`: a notice the
     * chat shows once per project, however many of its files run into it side by side.
     */
    async addNoticeOnce(projectId: string, type: string, notice: string, data: Record<string, unknown>): Promise<void> {
      const payload = JSON.stringify({ ...data, notice });
      await db.execute(sql`
        insert into ${messages} (project_id, type, data)
        select ${projectId}, ${type}, ${payload}::jsonb
        where not exists (select 1 from ${messages} where project_id = ${projectId} and data->>'notice' = ${notice})`);
    },
    list(projectId: string): Promise<MessageRow[]> {
      return db.select().from(messages).where(eq(messages.projectId, projectId)).orderBy(asc(messages.createdAt));
    },
    /** Replaces a message's payload (a scripted story after another take was chosen). */
    async updateData(projectId: string, messageId: string, data: Record<string, unknown>): Promise<void> {
      await db
        .update(messages)
        .set({ data })
        .where(and(eq(messages.projectId, projectId), eq(messages.id, messageId)));
    },
    async get(projectId: string, messageId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.projectId, projectId), eq(messages.id, messageId)));
      return row;
    },
  };
}
export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
