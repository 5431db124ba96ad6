import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { editVersions, messages, projects } from '../db/schema';

export type EditVersionRow = typeof editVersions.$inferSelect;

/** The versions of edit results (edit by transcript). */
export function createEditsRepo(db: Db) {
  return {
    list(messageId: string): Promise<EditVersionRow[]> {
      return db
        .select()
        .from(editVersions)
        .where(eq(editVersions.messageId, messageId))
        .orderBy(asc(editVersions.version));
    },
    async get(messageId: string, version: number): Promise<EditVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(editVersions)
        .where(and(eq(editVersions.messageId, messageId), eq(editVersions.version, version)));
      return row;
    },
    /**
     * Stores `data` as version `version` of the message, if the message still shows `version - 1`
     * (false when another save got there first). The AI's version is kept as version 0 on the first save.
     */
    async save(input: {
      messageId: string;
      projectId: string;
      version: number;
      /** 'ai' when the version is the AI's result back (Revert to AI version). */
      source: 'ai' | 'user';
      data: Record<string, unknown> & { container: { id: string } };
      previous: { containerId: string; container: unknown };
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(messages)
          .set({ data: input.data })
          .where(
            and(
              eq(messages.id, input.messageId),
              sql`coalesce((${messages.data}->>'editVersion')::int, 0) = ${input.version - 1}`,
            ),
          )
          .returning({ id: messages.id });
        if (updated.length === 0) return false;
        if (input.version === 1)
          await tx
            .insert(editVersions)
            .values({ messageId: input.messageId, version: 0, container: input.previous.container, source: 'ai' })
            .onConflictDoNothing();
        await tx.insert(editVersions).values({
          messageId: input.messageId,
          version: input.version,
          container: input.data.container,
          source: input.source,
        });
        // The project's newest container follows its edit, so follow-ups and exports find it.
        await tx
          .update(projects)
          .set({ mostRecentContainerId: input.data.container.id })
          .where(and(eq(projects.id, input.projectId), eq(projects.mostRecentContainerId, input.previous.containerId)));
        return true;
      });
    },
  };
}
export type EditsRepo = ReturnType<typeof createEditsRepo>;
