import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shares } from '../db/schema';
import type { ShareSnapshot } from './share.snapshot';

export type ShareRow = Omit<typeof shares.$inferSelect, 'snapshot'> & { snapshot: ShareSnapshot };

export function createSharesRepo(db: Db) {
  return {
    async insert(values: {
      id: string;
      projectId: string;
      ownerId: string;
      snapshot: ShareSnapshot;
      now: Date;
    }): Promise<ShareRow> {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(shares)
        .values({ ...rest, createdAt: now, updatedAt: now })
        .returning();
      return row as ShareRow;
    },
    /** A share anyone with the link may open: it exists and was not turned off. */
    async findLive(id: string): Promise<ShareRow | undefined> {
      const [row] = await db
        .select()
        .from(shares)
        .where(and(eq(shares.id, id), isNull(shares.revokedAt)));
      return row as ShareRow | undefined;
    },
    async findOwned(ownerId: string, id: string): Promise<ShareRow | undefined> {
      const [row] = await db
        .select()
        .from(shares)
        .where(and(eq(shares.id, id), eq(shares.ownerId, ownerId)));
      return row as ShareRow | undefined;
    },
    /** The project's link that is still on, newest first (a project has at most one in practice). */
    async findLiveForProject(projectId: string): Promise<ShareRow | undefined> {
      const [row] = await db
        .select()
        .from(shares)
        .where(and(eq(shares.projectId, projectId), isNull(shares.revokedAt)))
        .orderBy(desc(shares.updatedAt))
        .limit(1);
      return row as ShareRow | undefined;
    },
    async replaceSnapshot(id: string, snapshot: ShareSnapshot, now: Date): Promise<ShareRow> {
      const [row] = await db.update(shares).set({ snapshot, updatedAt: now }).where(eq(shares.id, id)).returning();
      if (!row) throw new Error(`share ${id} vanished during update`);
      return row as ShareRow;
    },
    async revoke(id: string, now: Date): Promise<void> {
      await db.update(shares).set({ revokedAt: now }).where(eq(shares.id, id));
    },
    /** Every live share for the sitemap: id and when it last changed, newest first. */
    listLive(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: shares.id, updatedAt: shares.updatedAt })
        .from(shares)
        .where(isNull(shares.revokedAt))
        .orderBy(desc(shares.updatedAt));
    },
  };
}
export type SharesRepo = ReturnType<typeof createSharesRepo>;
