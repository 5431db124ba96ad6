import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { waitlist } from '../db/schema';

export function createWaitlistRepo(db: Db) {
  return {
    /** Joining twice is not an error: the card just stays 'Added'. */
    async add(userId: string, feature: string): Promise<void> {
      await db.insert(waitlist).values({ userId, feature }).onConflictDoNothing();
    },
    async features(userId: string): Promise<string[]> {
      const rows = await db
        .select({ feature: waitlist.feature })
        .from(waitlist)
        .where(eq(waitlist.userId, userId))
        .orderBy(asc(waitlist.createdAt));
      return rows.map((r) => r.feature);
    },
  };
}
