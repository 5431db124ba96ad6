import { speakerNamesSchema, type SpeakerNames } from '@otto/shared/speakers';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages, projects, sources } from '../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type MessageRow = typeof messages.$inferSelect;

function groupIds(rows: { projectId: string; id: string }[]): Map<string, string[]> {
  const byProject = new Map<string, string[]>();
  for (const { projectId, id } of rows) {
    const ids = byProject.get(projectId) ?? [];
    ids.push(id);
    byProject.set(projectId, ids);
  }
  return byProject;
}

export function createProjectsRepo(db: Db) {
  return {
    /** Most recently active first. */
    listByUser(userId: string): Promise<ProjectRow[]> {
      return db
        .select()
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(desc(projects.updatedAt), desc(projects.createdAt));
    },
    async get(id: string): Promise<ProjectRow | undefined> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id));
      return row;
    },
    async findOwned(userId: string, id: string): Promise<ProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.userId, userId)));
      return row;
    },
    async insert(values: NewProjectRow): Promise<ProjectRow> {
      const [row] = await db.insert(projects).values(values).returning();
      if (!row) throw new Error('project insert returned nothing');
      return row;
    },
    async update(id: string, values: Partial<NewProjectRow>, now: Date): Promise<ProjectRow> {
      const [row] = await db
        .update(projects)
        .set({ ...values, updatedAt: now })
        .where(eq(projects.id, id))
        .returning();
      if (!row) throw new Error(`project ${id} vanished during update`);
      return row;
    },
    /** The names given to the project's speakers (see speakerLabel). */
    /** A multicam project's main audio, the one source its edits are cut from; null otherwise. */
    async multicamMainAudio(id: string): Promise<string | null> {
      const [row] = await db
        .select({ category: projects.category, mainAudioId: projects.mainAudioId })
        .from(projects)
        .where(eq(projects.id, id));
      return row?.category === 'multicam' ? row.mainAudioId : null;
    },
    async speakerNames(id: string): Promise<SpeakerNames> {
      const [row] = await db.select({ names: projects.speakerNames }).from(projects).where(eq(projects.id, id));
      return speakerNamesSchema.catch({}).parse(row?.names ?? {});
    },
    async delete(id: string): Promise<void> {
      await db.delete(projects).where(eq(projects.id, id));
    },
    /** Source ids per project, in their import order. */
    async sourceIds(projectIds: string[]): Promise<Map<string, string[]>> {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .select({ projectId: sources.projectId, id: sources.id })
        .from(sources)
        .where(inArray(sources.projectId, projectIds))
        .orderBy(asc(sources.position), asc(sources.createdAt), asc(sources.id));
      return groupIds(rows);
    },
    /** Message ids per project, in chat order. */
    async messageIds(projectIds: string[]): Promise<Map<string, string[]>> {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .select({ projectId: messages.projectId, id: messages.id })
        .from(messages)
        .where(inArray(messages.projectId, projectIds))
        .orderBy(asc(messages.createdAt), asc(messages.id));
      return groupIds(rows);
    },
    /** What deleting the project must know to release its media (sources/media-references.ts). */
    sourceUris(projectId: string) {
      return db
        .select({
          id: sources.id,
          projectId: sources.projectId,
          originalFileUri: sources.originalFileUri,
          transcodedFileUri: sources.transcodedFileUri,
          audioUri: sources.audioUri,
        })
        .from(sources)
        .where(eq(sources.projectId, projectId));
    },
    messages(projectId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(eq(messages.projectId, projectId))
        .orderBy(asc(messages.createdAt), asc(messages.id));
    },
  };
}
export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;
