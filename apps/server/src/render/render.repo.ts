import { and, eq, sql } from 'drizzle-orm';
import type { Layout } from '@otto/shared/project';
import type { Db } from '../db/database';
import { messages, projects } from '../db/schema';

export type RenderFormat = 'mp4' | 'prores_caption';

/**
 * The project and message updates a render makes. Each is one statement that changes only its
 * own keys, so renders and other exports finishing at the same time never undo each other.
 */
export function createRenderRepo(db: Db) {
  return {
    /** Marks the layout's format as exporting and the project as 'exporting'. */
    async startExport(projectId: string, layout: Layout, format: RenderFormat): Promise<void> {
      await db
        .update(projects)
        .set({
          exportingStatus: sql`jsonb_set(${projects.exportingStatus}, ARRAY[${layout}]::text[], coalesce(${projects.exportingStatus} -> ${layout}, '{}'::jsonb) || jsonb_build_object(${format}::text, true))`,
          status: 'exporting',
        })
        .where(eq(projects.id, projectId));
    },

    /** Clears the flag; the project returns to 'success' once no layout has an export running. */
    async endExport(projectId: string, layout: Layout, format: RenderFormat): Promise<void> {
      await db
        .update(projects)
        .set({
          exportingStatus: sql`jsonb_set(${projects.exportingStatus}, ARRAY[${layout}]::text[], coalesce(${projects.exportingStatus} -> ${layout}, '{}'::jsonb) || jsonb_build_object(${format}::text, false))`,
        })
        .where(eq(projects.id, projectId));
      await db
        .update(projects)
        .set({ status: 'success' })
        .where(
          and(
            eq(projects.id, projectId),
            eq(projects.status, 'exporting'),
            sql`not jsonb_path_exists(${projects.exportingStatus}, '$.*.* ? (@ == true)')`,
          ),
        );
    },

    /** Shallow-merges keys into a message's data; `remove` drops keys first (a stale error). */
    async patchMessageData(
      projectId: string,
      messageId: string,
      patch: Record<string, unknown>,
      remove: string[] = [],
    ): Promise<void> {
      const without = remove.reduce((expr, key) => sql`(${expr}) - ${key}::text`, sql`${messages.data}`);
      await db
        .update(messages)
        .set({ data: sql`${without} || ${JSON.stringify(patch)}::jsonb` })
        .where(and(eq(messages.projectId, projectId), eq(messages.id, messageId)));
    },

    /** Records an export job on its message (spec: exportJobs maps job id to format, layout, key). */
    async addExportJob(
      projectId: string,
      messageId: string,
      jobId: string,
      job: { format: RenderFormat; layout: Layout; s3Key: string },
    ): Promise<void> {
      await db
        .update(messages)
        .set({
          data: sql`jsonb_set(${messages.data}, '{exportJobs}', coalesce(${messages.data} -> 'exportJobs', '{}'::jsonb) || jsonb_build_object(${jobId}::text, ${JSON.stringify(job)}::jsonb))`,
        })
        .where(and(eq(messages.projectId, projectId), eq(messages.id, messageId)));
    },

    /**
     * The after-MP4 suggestion is offered once per project: only when no earlier MP4 export
     * succeeded (the success messages are the record of that).
     */
    async flagAfterMp4Suggestion(projectId: string): Promise<void> {
      await db
        .update(projects)
        .set({ shouldShowAfterMp4ExportSuggestion: true })
        .where(
          and(
            eq(projects.id, projectId),
            sql`(select count(*) from ${messages} where ${messages.projectId} = ${projectId} and ${messages.type} = 'export_success_message' and ${messages.data} ->> 'format' = 'mp4') <= 1`,
          ),
        );
    },
  };
}
export type RenderRepo = ReturnType<typeof createRenderRepo>;
