import { randomUUID } from 'node:crypto';
import {
  brandingImageContentTypes,
  overlayVideoContentType,
  type BrandingUploadBody,
  type ExportVideoBody,
} from '@otto/shared/api/render';
import { brandingObjectKey, freeLogoCorner, type BrandingImageKey, type OverlayKey } from '@otto/shared/branding';
import { containerSchema } from '@otto/shared/container';
import { chatText } from '@otto/shared/ui-text';
import { exportFilename, sanitizeFilename } from '@otto/shared/export-menu';
import { isVerticalLayout } from '@otto/timeline';
import { resolvedCaptionColours, type UserSettings } from '@otto/shared/settings';
import { subscriptionTierSchema } from '@otto/shared/user';
import type { ProjectMode } from '@otto/shared/modes';
import { badRequest, notFound } from '../http/http-error';
import type { SessionUser } from '../auth/require-user';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import type { MessagesRepo } from '../messages/messages.repo';
import { loadOwnedProject } from '../projects/project-access';
import type { SourcesRepo } from '../sources/sources.repo';
import { numberedCameras } from '../multicam/multicam-cameras';
import type { ObjectStorage } from '../storage/storage';
import { exportKey, formatObjectUri, parseObjectUri } from '../storage/storage.keys';
import { renderVideoJob } from './render.jobs';
import { isValidKey } from '../storage/storage.validation';
import type { RenderFormat, RenderRepo } from './render.repo';
import type { RenderJobPayload, RenderLogo } from './render.schemas';

/** Branding PUT URLs are for an upload starting now: an hour is plenty and keeps leaked links short-lived. */
const BRANDING_PUT_TTL_SECONDS = 3600;

/**
 * The switched cut of a multicam edit: the camera blocks of the story whose segments are the ones
 * rendered, and the synced cameras. Undefined (the main audio's own picture, if any) when the
 * segments were changed since the edit was made.
 */
async function multicamCut(
  deps: Pick<RenderRequestsDeps, 'sources'>,
  projectId: string,
  data: unknown,
  segments: readonly { sourceId: string; start: number; end: number }[],
): Promise<RenderJobPayload['multicam']> {
  const container = containerSchema.safeParse((data as { container?: unknown } | null)?.container);
  if (!container.success) return undefined;
  const same = (a: { sourceId: string; start: number; end: number }, b: typeof a) =>
    a.sourceId === b.sourceId && Math.abs(a.start - b.start) < 1e-3 && Math.abs(a.end - b.end) < 1e-3;
  const story = container.data.stories.find(
    (s) =>
      s.textBlocks?.length === segments.length &&
      s.segments.length === segments.length &&
      s.segments.every((g, i) => same(g, segments[i]!)),
  );
  if (!story?.textBlocks) return undefined;
  const cameras = numberedCameras(await deps.sources.listByProject(projectId)).flatMap(({ camera, source }) =>
    source.syncOffsetSec === null ? [] : [{ camera, sourceId: source.id, offsetSec: source.syncOffsetSec }],
  );
  return { camBlocks: story.textBlocks.map((b) => b.camBlocks), cameras };
}

export interface RenderRequestsDeps {
  db: Db;
  storage: Pick<ObjectStorage, 'signPut'>;
  queue: Pick<JobQueue, 'send'>;
  messages: Pick<MessagesRepo, 'get'>;
  sources: Pick<SourcesRepo, 'getInProject' | 'listByProject'>;
  settings: { get(userId: string): Promise<UserSettings> };
  repo: Pick<RenderRepo, 'startExport' | 'endExport' | 'addExportJob'>;
}

type StartBody = Omit<ExportVideoBody, 'logo' | 'corner' | 'intro' | 'outro' | 'overlay_video' | 'overlay_starttime'> &
  Partial<Pick<ExportVideoBody, 'logo' | 'corner' | 'intro' | 'outro' | 'overlay_video' | 'overlay_starttime'>>;

/** A uri the user may put in their own export: in 'branding', under their own id, nowhere else. */
function ownBrandingUri(userId: string, uri: string | null | undefined): string | null {
  if (!uri) return null;
  const loc = parseObjectUri(uri);
  // `{userId}/../{otherUser}/logo.png` starts with the user's id too: the key rules refuse it.
  if (!loc || loc.bucket !== 'branding' || !loc.key.startsWith(`${userId}/`) || !isValidKey(loc.key)) {
    throw badRequest('Branding files must be your own uploads.', 'invalid_branding_uri');
  }
  return uri;
}

const uploaded = (asset: { status: string | null; uri: string | null }): string | null =>
  asset.status === 'success' ? asset.uri : null;

/** Tiers the server does not know read as free, as they do everywhere else. */
const isFreeTier = (tier: string): boolean => {
  const parsed = subscriptionTierSchema.safeParse(tier);
  return !parsed.success || parsed.data === 'free';
};

export function createRenderRequests(deps: RenderRequestsDeps) {
  /** What the body leaves out comes from the user's saved settings: the dialog is the source of truth. */
  function branding(user: SessionUser, format: RenderFormat, body: StartBody, settings: UserSettings) {
    const free = isFreeTier(user.subscriptionTier);
    if (format === 'prores_caption')
      return { free, logo: { kind: 'none' } as RenderLogo, intro: null, outro: null, overlay: null };
    const vertical = isVerticalLayout(body.layout);
    let logo: RenderLogo;
    if (free) logo = { kind: 'watermark', corner: freeLogoCorner };
    else {
      const uri =
        body.logo !== undefined ? ownBrandingUri(user.id, body.logo) : ownBrandingUri(user.id, uploaded(settings.logo));
      logo = uri ? { kind: 'custom', uri, corner: body.corner ?? settings.logo.corner } : { kind: 'none' };
    }
    const side = vertical ? 'vertical' : 'horizontal';
    const pick = (given: string | null | undefined, key: BrandingImageKey) =>
      ownBrandingUri(user.id, given !== undefined ? given : uploaded(settings.branding[key]));
    const overlayKey: OverlayKey = vertical ? 'overlay_video_vertical' : 'overlay_video';
    const overlayUri = ownBrandingUri(
      user.id,
      body.overlay_video !== undefined ? body.overlay_video : uploaded(settings.overlays[overlayKey]),
    );
    return {
      free,
      logo,
      intro: pick(body.intro, `${side}_intro`),
      outro: pick(body.outro, `${side}_outro`),
      overlay: overlayUri
        ? { uri: overlayUri, start: body.overlay_starttime ?? settings.overlays[overlayKey].startTime }
        : null,
    };
  }

  return {
    async start(
      user: SessionUser,
      format: RenderFormat,
      body: StartBody,
    ): Promise<{ job_id: string; export_s3_key: string }> {
      const project = await loadOwnedProject(deps.db, user.id, body.project_id);
      const message = await deps.messages.get(project.id, body.message_id);
      if (!message) throw notFound('Message not found.');
      // Spec: in multicam projects vertical and ProRes wait for the first prompt ('Available after prompting').
      if (
        project.category === 'multicam' &&
        project.numEditResponses === 0 &&
        (format === 'prores_caption' || isVerticalLayout(body.layout))
      ) {
        throw badRequest(chatText.availableAfterPrompting, 'not_available_for_multicam');
      }
      for (const sourceId of new Set(body.segments.map((s) => s.sourceId))) {
        if (!(await deps.sources.getInProject(project.id, sourceId)))
          throw badRequest('The edit uses a file that is not in this project.', 'unknown_source');
      }
      const settings = await deps.settings.get(user.id);
      const mode = (body.project_mode ?? project.mode) as ProjectMode;
      const ext = format === 'mp4' ? 'mp4' : 'mov';
      const given = body.export_filename?.trim();
      const filename = given
        ? `${sanitizeFilename(given.replace(/\.(mp4|mov)$/i, ''))}.${ext}`
        : exportFilename({
            projectName: body.project_name ?? project.name,
            mode: 'standard',
            format,
            layout: body.layout,
          });
      const colours = resolvedCaptionColours({
        ...settings.captionSettings,
        ...(body.outline_color ? { outlineColor: body.outline_color } : {}),
        ...(body.active_color ? { activeColor: body.active_color } : {}),
        ...(body.inactive_color ? { inactiveColor: body.inactive_color } : {}),
      });
      const { free, ...brand } = branding(user, format, body, settings);
      const exportId = randomUUID();
      const payload: RenderJobPayload = {
        userId: user.id,
        projectId: project.id,
        messageId: body.message_id,
        exportId,
        format,
        layout: body.layout,
        filename,
        projectMode: mode,
        segments: body.segments.map(({ sourceId, start, end, text }) => ({ sourceId, start, end, text })),
        ...(project.category === 'multicam' && {
          multicam: await multicamCut(deps, project.id, message.data, body.segments),
        }),
        colours: {
          outlineColor: colours.outlineColor,
          activeColor: colours.activeColor,
          inactiveColor: colours.inactiveColor,
        },
        ...brand,
        waveform: body.animated_waveform ?? settings.animatedWaveformEnabled,
        isFree: free,
      };
      const key = exportKey(project.id, exportId, filename);
      await deps.repo.startExport(project.id, body.layout, format);
      let jobId: string;
      try {
        jobId = await deps.queue.send(renderVideoJob, payload);
      } catch (error) {
        await deps.repo.endExport(project.id, body.layout, format);
        throw error;
      }
      const s3Key = formatObjectUri(key.bucket, key.key);
      await deps.repo.addExportJob(project.id, body.message_id, jobId, { format, layout: body.layout, s3Key });
      return { job_id: jobId, export_s3_key: s3Key };
    },

    async brandingUploadUrl(userId: string, body: BrandingUploadBody) {
      const overlay = body.category === 'overlay_video' || body.category === 'overlay_video_vertical';
      const allowed: readonly string[] = overlay ? [overlayVideoContentType] : brandingImageContentTypes;
      if (!allowed.includes(body.content_type)) {
        throw badRequest(
          overlay ? 'Overlay videos must be .mov files.' : 'Invalid file type. Please use PNG, JPG, or JPEG.',
          'invalid_content_type',
        );
      }
      const key = brandingObjectKey(userId, body.category);
      // The PUT must send the type signed for the key (image/png, video/quicktime), whatever was asked for.
      const signed = await deps.storage.signPut('branding', key, BRANDING_PUT_TTL_SECONDS);
      return {
        url: signed.url,
        expires: signed.expires,
        s3Uri: formatObjectUri('branding', key),
        contentType: signed.contentType,
      };
    },
  };
}
