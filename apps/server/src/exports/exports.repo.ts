import type { ExportFormatFlag, ExportJob, Layout } from '@otto/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages, projects } from '../db/schema';

/**
 * Export bookkeeping on existing rows, each change one atomic UPDATE so concurrent exports of one
 * project (several workers) never lose each other's flags.
 */
export function createExportsRepo(db: Db) {
  return {
    /**
     * Raises or lowers exportingStatus[layout][format] and derives the project status in the same
     * statement: 'exporting' while any flag is up; back to 'success' when the last one drops.
     */
    async setExporting(projectId: string, layout: Layout, format: ExportFormatFlag, active: boolean, now: Date) {
      const next = sql`jsonb_set(coalesce(${projects.exportingStatus}, '{}'::jsonb), array[${layout}::text],
        coalesce(${projects.exportingStatus} -> ${layout}::text, '{}'::jsonb) || jsonb_build_object(${format}::text, ${active}::boolean))`;
      const [row] = await db
        .update(projects)
        .set({
          exportingStatus: next,
          status: sql`case when jsonb_path_exists(${next}, '$.*.* ? (@ == true)') then 'exporting'
            when ${projects.status} = 'exporting' then 'success' else ${projects.status} end`,
          updatedAt: now,
        })
        .where(eq(projects.id, projectId))
        .returning({ status: projects.status, exportingStatus: projects.exportingStatus });
      return row;
    },

    /** A new export attempt clears the failure shown under the edit. */
    async clearExportError(projectId: string, messageId: string): Promise<void> {
      await db
        .update(messages)
        .set({ data: sql`${messages.data} - 'exportErrorMessage'` })
        .where(and(eq(messages.id, messageId), eq(messages.projectId, projectId)));
    },

    /** Records a started export on its message: data.exportJobs[jobId] = {format, layout, s3Key}. */
    async addExportJob(projectId: string, messageId: string, jobId: string, job: ExportJob): Promise<void> {
      await db
        .update(messages)
        .set({
          data: sql`jsonb_set(${messages.data}, '{exportJobs}',
            coalesce(${messages.data} -> 'exportJobs', '{}'::jsonb) || jsonb_build_object(${jobId}::text, ${JSON.stringify(job)}::jsonb))`,
        })
        .where(and(eq(messages.id, messageId), eq(messages.projectId, projectId)));
    },

    /** The failure text shown under the edit (spec §8: stored on the message as exportErrorMessage). */
    async setExportError(projectId: string, messageId: string, text: string): Promise<void> {
      await db
        .update(messages)
        .set({ data: sql`${messages.data} || jsonb_build_object('exportErrorMessage', ${text}::text)` })
        .where(and(eq(messages.id, messageId), eq(messages.projectId, projectId)));
    },
  };
}
export type ExportsRepo = ReturnType<typeof createExportsRepo>;
