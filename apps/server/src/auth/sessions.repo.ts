import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import type { UserRow } from './users.repo';

export function createSessionsRepo(db: Db) {
  return {
    async insert(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },
    async findWithUser(tokenHash: string): Promise<{ expiresAt: Date; user: UserRow } | undefined> {
      const [row] = await db
        .select({ expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash));
      return row;
    },
    async extend(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },
    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Expired rows of one user are swept when they sign in, so the table does not grow without bound. */
    async deleteExpired(userId: string, now: Date): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
