import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userSettings } from '../db/schema';

/** Stores only what a user changed; defaults are applied on read, so new defaults reach everyone. */
export function createSettingsRepo(db: Db) {
  return {
    async get(userId: string): Promise<unknown> {
      const [row] = await db
        .select({ settings: userSettings.settings })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return row?.settings;
    },
    async put(userId: string, settings: Record<string, unknown>, now: Date): Promise<void> {
      await db
        .insert(userSettings)
        .values({ userId, settings, updatedAt: now })
        .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: now } });
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
