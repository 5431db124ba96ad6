import { and, asc, eq, inArray, isNotNull, min } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demos, messages, projects, sources, transcripts, users } from '../db/schema';

export type DemoRow = typeof demos.$inferSelect;
type NewProject = typeof projects.$inferInsert;
type NewSource = typeof sources.$inferInsert;

/** Thrown inside the claim transaction when another process created the demo first: nothing of ours stays. */
class AlreadySeeded extends Error {}

export function createDemosRepo(db: Db) {
  return {
    /** The demo account's id, made on first need. Concurrent callers all get the one row (email is unique). */
    async demoUserId(account: { email: string; name: string }): Promise<string> {
      await db
        .insert(users)
        .values({ email: account.email, name: account.name, subscriptionTier: 'ultra' })
        .onConflictDoNothing({ target: users.email });
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (!row) throw new Error('the demo account vanished');
      return row.id;
    },

    async find(slug: string): Promise<DemoRow | undefined> {
      const [row] = await db.select().from(demos).where(eq(demos.slug, slug));
      return row;
    },

    /**
     * Creates the demo's project and sources and its row, in one transaction, unless the demo exists.
     * On PostgreSQL a second process inserting the same slug waits for the first to commit, then
     * inserts nothing and rolls its project back: each demo is made once however many processes start.
     */
    async claim(slug: string, project: NewProject, rows: NewSource[]): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(projects).values(project);
          if (rows.length > 0) await tx.insert(sources).values(rows);
          const claimed = await tx
            .insert(demos)
            .values({ slug, projectId: project.id! })
            .onConflictDoNothing({ target: demos.slug })
            .returning({ slug: demos.slug });
          if (claimed.length === 0) throw new AlreadySeeded();
        });
        return true;
      } catch (error) {
        if (error instanceof AlreadySeeded) return false;
        throw error;
      }
    },

    /** A demo whose import failed: its project goes (the demo row with it) so the next start seeds it again. */
    async discard(projectId: string): Promise<void> {
      await db.delete(projects).where(eq(projects.id, projectId));
    },

    async findByProject(projectId: string): Promise<DemoRow | undefined> {
      const [row] = await db.select().from(demos).where(eq(demos.projectId, projectId));
      return row;
    },

    /** Every demo with its project's name and category, in catalogue-independent slug order. */
    list() {
      return db
        .select({
          slug: demos.slug,
          projectId: demos.projectId,
          shareId: demos.shareId,
          readyAt: demos.readyAt,
          name: projects.name,
          category: projects.category,
        })
        .from(demos)
        .innerJoin(projects, eq(projects.id, demos.projectId))
        .orderBy(asc(demos.slug));
    },

    /** The demo's finished sources in import order: what the tiles and the demo_start message show. */
    sourcesOf(projectIds: string[]) {
      if (projectIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(sources)
        .where(and(inArray(sources.projectId, projectIds), eq(sources.state, 'completed')))
        .orderBy(asc(sources.position), asc(sources.createdAt));
    },

    async markReady(slug: string, shareId: string, now: Date): Promise<void> {
      await db.update(demos).set({ shareId, readyAt: now }).where(eq(demos.slug, slug));
    },

    /** Copies a demo's sources (pointing at the same objects) and their transcripts into a user's project. */
    async copySources(rows: NewSource[], transcriptOf: Map<string, string>): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.insert(sources).values(rows);
        const words = await tx
          .select()
          .from(transcripts)
          .where(inArray(transcripts.sourceId, [...transcriptOf.keys()]));
        if (words.length > 0) {
          await tx
            .insert(transcripts)
            .values(words.map((t) => ({ ...t, sourceId: transcriptOf.get(t.sourceId)!, createdAt: new Date() })));
        }
      });
    },

    /** A demo_start message at the top of the chat: before the earliest message the project has. */
    async addDemoStart(projectId: string, data: Record<string, unknown>, now: Date): Promise<void> {
      const [first] = await db
        .select({ at: min(messages.createdAt) })
        .from(messages)
        .where(and(eq(messages.projectId, projectId), isNotNull(messages.createdAt)));
      const at = first?.at ? new Date(new Date(first.at).getTime() - 1000) : now;
      await db.insert(messages).values({ projectId, type: 'demo_start', data, createdAt: at });
    },
  };
}
export type DemosRepo = ReturnType<typeof createDemosRepo>;
