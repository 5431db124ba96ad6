import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sources } from '../db/schema';

export type SourceRow = typeof sources.$inferSelect;
export type SourcePatch = Partial<Omit<typeof sources.$inferInsert, 'id' | 'projectId' | 'createdAt'>>;

export function createSourcesRepo(db: Db) {
  return {
    async create(values: typeof sources.$inferInsert): Promise<SourceRow> {
      const position = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sources)
        .where(eq(sources.projectId, values.projectId));
      const [row] = await db
        .insert(sources)
        .values({ ...values, position: position[0]?.n ?? 0 })
        .returning();
      return row!;
    },
    async get(sourceId: string): Promise<SourceRow | undefined> {
      const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
      return row;
    },
    async getInProject(projectId: string, sourceId: string): Promise<SourceRow | undefined> {
      const [row] = await db
        .select()
        .from(sources)
        .where(and(eq(sources.projectId, projectId), eq(sources.id, sourceId)));
      return row;
    },
    listByProject(projectId: string): Promise<SourceRow[]> {
      return db.select().from(sources).where(eq(sources.projectId, projectId)).orderBy(asc(sources.position));
    },
    /** Every project's sources in one state (start-up recovery looks for busy ones). */
    listByState(state: string): Promise<SourceRow[]> {
      return db.select().from(sources).where(eq(sources.state, state));
    },
    async update(sourceId: string, patch: SourcePatch): Promise<SourceRow | undefined> {
      const [row] = await db
        .update(sources)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(sources.id, sourceId))
        .returning();
      return row;
    },
    /**
     * Updates the row only while it is still in the state and on the job it was read with, so a
     * process that moved it on in the meantime wins. Resolves to the updated row, if any.
     */
    async updateIfUnchanged(
      seen: Pick<SourceRow, 'id' | 'state' | 'ingestJobId'>,
      patch: SourcePatch,
    ): Promise<SourceRow | undefined> {
      const [row] = await db
        .update(sources)
        .set({ ...patch, updatedAt: new Date() })
        .where(
          and(
            eq(sources.id, seen.id),
            eq(sources.state, seen.state),
            seen.ingestJobId === null ? isNull(sources.ingestJobId) : eq(sources.ingestJobId, seen.ingestJobId),
          ),
        )
        .returning();
      return row;
    },
    async remove(sourceId: string): Promise<void> {
      await db.delete(sources).where(eq(sources.id, sourceId));
    },
  };
}
export type SourcesRepo = ReturnType<typeof createSourcesRepo>;
