import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { frameioConnections } from '../db/schema';

export type FrameioConnectionRow = typeof frameioConnections.$inferSelect;
type Patch = Partial<Omit<typeof frameioConnections.$inferInsert, 'userId' | 'createdAt'>>;

export function createFrameioConnectionsRepo(db: Db) {
  return {
    async get(userId: string): Promise<FrameioConnectionRow | undefined> {
      const [row] = await db.select().from(frameioConnections).where(eq(frameioConnections.userId, userId));
      return row;
    },
    async upsert(userId: string, patch: Patch): Promise<void> {
      await db
        .insert(frameioConnections)
        .values({ userId, ...patch })
        .onConflictDoUpdate({ target: frameioConnections.userId, set: { ...patch, updatedAt: new Date() } });
    },
  };
}
export type FrameioConnectionsRepo = ReturnType<typeof createFrameioConnectionsRepo>;
