import type { AddVideoLinkBody, VideoMetadataResponse } from '@otto/shared/api/cloud-links';
import { checkVideoSiteDuration, normaliseVideoLink } from '@otto/shared/cloud-import';
import { cloudImportText } from '@otto/shared/constants';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { ApiError, type ApiClient } from '../../api/client';

/** Refusals the server explains itself (no yt-dlp, a link it may not reach); other failures get the spec's text. */
const explainedByServer = new Set(['yt_dlp_missing', 'link_refused', 'max_duration_exceeded']);

const messageOf = (error: unknown): string =>
  error instanceof ApiError && explainedByServer.has(error.code) ? error.message : cloudImportText.youtubeMetadataFailed;

export type AddVideoLinkOutcome = { ok: true; source: Source } | { ok: false; message: string };

/**
 * 'Add Video': the link is checked, its metadata read (the duration limit applies before anything
 * downloads), then it joins the project's chosen files like a picked file.
 */
export async function addVideoLink(
  client: Pick<ApiClient, 'post'>,
  project: Pick<Project, 'id' | 'category'>,
  text: string,
): Promise<AddVideoLinkOutcome> {
  const url = normaliseVideoLink(text);
  if (!url) return { ok: false, message: cloudImportText.invalidYoutubeUrl };
  let info: VideoMetadataResponse;
  try {
    info = await client.post<VideoMetadataResponse>('/youtube/get-metadata', { url });
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
  const tooLong = info.duration === null ? null : checkVideoSiteDuration(info.duration);
  if (tooLong) return { ok: false, message: tooLong };
  try {
    const body: AddVideoLinkBody = { project_id: project.id, url, category: project.category };
    const { source } = await client.post<{ source: Source }>('/youtube/add', body);
    return { ok: true, source };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}
