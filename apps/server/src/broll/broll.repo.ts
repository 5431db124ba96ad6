import { eq } from 'drizzle-orm';
import { brollGroupsSchema, type BrollGroups } from '@otto/shared/broll';
import type { Db } from '../db/database';
import { projects } from '../db/schema';

export function createBrollRepo(db: Db) {
  return {
    async groups(projectId: string): Promise<BrollGroups | null> {
      const [row] = await db
        .select({ brollGroups: projects.brollGroups })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row?.brollGroups ? brollGroupsSchema.parse(row.brollGroups) : null;
    },
    async saveGroups(projectId: string, groups: BrollGroups): Promise<void> {
      await db.update(projects).set({ brollGroups: groups, updatedAt: new Date() }).where(eq(projects.id, projectId));
    },
  };
}
export type BrollRepo = ReturnType<typeof createBrollRepo>;
