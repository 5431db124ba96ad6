import type { FrameioAccount, FrameioConnection } from '@otto/shared/api/cloud-links';
import { parseFrameioAssetUrl } from '@otto/shared/cloud-import';
import { cloudImportText } from '@otto/shared/constants';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { ApiError, type ApiClient } from '../../api/client';

type Client = Pick<ApiClient, 'get'>;

export const frameioConnection = (client: Client) => client.get<FrameioConnection>('/frameio-v4/connection');

/** The accounts for the dropdown; a failure is the spec's accounts message (or the server's own). */
export async function frameioAccounts(client: Client): Promise<FrameioAccount[]> {
  try {
    return (await client.get<{ data: FrameioAccount[] }>('/frameio-v4/accounts')).data;
  } catch (error) {
    const known = error instanceof ApiError && error.code !== `http_${error.status}`;
    throw new Error(known ? error.message : cloudImportText.frameioAccountsFailed, { cause: error });
  }
}

export type FrameioAddOutcome = { ok: true; sources: Source[] } | { ok: false; message: string; sources: Source[] };

/**
 * Continue: every link must name an asset (/view/{id}); each is read from the account and joins the
 * project. The first bad link stops before anything is added; a file Frame.io can't give stops there.
 */
export async function addFrameioFiles(
  client: Client,
  project: Pick<Project, 'id' | 'category'>,
  accountId: string,
  links: readonly string[],
): Promise<FrameioAddOutcome> {
  const ids: string[] = [];
  for (const link of links) {
    const parsed = parseFrameioAssetUrl(link);
    if (!parsed.ok) return { ok: false, message: parsed.error, sources: [] };
    ids.push(parsed.assetId);
  }
  const sources: Source[] = [];
  for (const fileId of ids) {
    const q = new URLSearchParams({ accountId, fileId, project_id: project.id, category: project.category });
    try {
      sources.push((await client.get<{ source: Source }>(`/frameio-v4/get-file?${q}`)).source);
    } catch (error) {
      const known = error instanceof ApiError && error.code !== `http_${error.status}` && error.code !== 'frameio_file_not_found';
      return { ok: false, message: known ? error.message : cloudImportText.frameioVideoNotFound, sources };
    }
  }
  return { ok: true, sources };
}
