import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages } from '../db/schema';

export type MessageRow = typeof messages.$inferSelect;

export function createMessagesRepo(db: Db) {
  return {
    async add(projectId: string, type: string, data: Record<string, unknown>, parentMessageId?: string): Promise<MessageRow> {
      const [row] = await db.insert(messages).values({ projectId, type, data, parentMessageId }).returning();
      return row!;
    },
    list(projectId: string): Promise<MessageRow[]> {
      return db.select().from(messages).where(eq(messages.projectId, projectId)).orderBy(asc(messages.createdAt));
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
