import type { CreateSourceBody } from '@otto/shared/api/ingest';
import { parseS3ImportRows, type S3ImportRow } from '@otto/shared/cloud-import';
import { importLimits } from '@otto/shared/constants';
import type { Project } from '@otto/shared/project';
import { sourceTypeForFilename, type Source } from '@otto/shared/source';
import { ApiError, type ApiClient } from '../../api/client';

/** The modal's rows as it opens: 5 empty URI + filename pairs (spec import §2, §10). */
export const emptyS3Rows = (): S3ImportRow[] =>
  Array.from({ length: importLimits.s3ImportRows }, () => ({ uri: '', filename: '' }));

export type AddS3FilesOutcome = { ok: true; sources: Source[] } | { ok: false; message: string; sources: Source[] };

/**
 * 'Import files': rows whose URI starts with the server's prefix become S3 URI sources (state none)
 * that Import then copies (POST /files/copy); empty and other rows are left out, and nothing valid
 * at all is the spec's parse error. A row the server refuses (an unsupported file type) stops there
 * with its message; the rows added before it stay added.
 */
export async function addS3Files(
  client: Pick<ApiClient, 'post'>,
  project: Pick<Project, 'id' | 'category'>,
  rows: readonly S3ImportRow[],
  prefix: string,
): Promise<AddS3FilesOutcome> {
  const parsed = parseS3ImportRows(rows, prefix);
  if (!parsed.ok) return { ok: false, message: parsed.error, sources: [] };
  const sources: Source[] = [];
  for (const file of parsed.files) {
    const body: CreateSourceBody = {
      filename: file.filename,
      filesize: 0,
      type: sourceTypeForFilename(file.filename),
      importType: 's3_uri',
      originalFileUri: file.uri,
      category: project.category,
    };
    try {
      const { source } = await client.post<{ source: Source }>(`/projects/${project.id}/sources`, body);
      sources.push(source);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : `Could not add ${file.filename}.`;
      return { ok: false, message, sources };
    }
  }
  return { ok: true, sources };
}
