import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { multipartUploads, projects, sources } from '../db/schema';

export function createUploadLimitsRepo(db: Db) {
  return {
    /**
     * Bytes a user's uploads take: the size of every source whose original reached storage, plus the
     * declared size of a source's upload still under way (its current upload only, so an abandoned
     * earlier attempt or a deleted source no longer counts). One query over the user's sources.
     */
    async storageUsed(userId: string, exceptSourceId?: string): Promise<number> {
      const [row] = await db
        .select({
          used: sql<number>`coalesce(sum(case when ${sources.originalFileUri} is not null then ${sources.filesize} else ${multipartUploads.declaredSize} end), 0)::float8`,
        })
        .from(sources)
        .innerJoin(projects, eq(projects.id, sources.projectId))
        .leftJoin(
          multipartUploads,
          and(eq(multipartUploads.uploadId, sources.uploadJobId), eq(multipartUploads.userId, userId)),
        )
        .where(and(eq(projects.userId, userId), exceptSourceId ? ne(sources.id, exceptSourceId) : undefined));
      return Number(row?.used ?? 0);
    },
  };
}
export type UploadLimitsRepo = ReturnType<typeof createUploadLimitsRepo>;
