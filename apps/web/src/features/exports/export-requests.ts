/** The bodies of the export calls (spec chat §7), built from the edit, the project and the user's settings. */
import type { ExportArollsBody, ExportXmlBody, TimelineExportFormat } from '@otto/shared/api/exports';
import type { ExportProresCaptionsBody, ExportVideoBody } from '@otto/shared/api/render';
import { exportFilename, type ExportOption } from '@otto/shared/export-menu';
import type { MessageData } from '@otto/shared/message';
import type { Project } from '@otto/shared/project';
import { freeLogoCorner, resolvedCaptionColours, type UserSettings } from '@otto/shared/settings';
import type { User } from '@otto/shared/user';

export type EditData = MessageData<'edit_result'>;

export interface ExportContext {
  project: Pick<Project, 'id' | 'name' | 'mode' | 'category'>;
  messageId: string;
  data: EditData;
  user: Pick<User, 'email' | 'subscriptionTier'> | null;
}

/** How an option is exported: a timeline file job, captions as text, or a render job. */
export type ExportRoute = 'timeline' | 'srt' | 'video' | 'prores';

export function exportRouteFor(option: Pick<ExportOption, 'format'>): ExportRoute {
  if (option.format === 'srt') return 'srt';
  if (option.format === 'mp4') return 'video';
  if (option.format === 'prores_caption') return 'prores';
  return 'timeline';
}

export const endpointFor: Record<Exclude<ExportRoute, 'srt'>, string> = {
  timeline: '/export/xml',
  video: '/export/video',
  prores: '/export/prores-captions',
};

/** The story the message shows; its segments are what every export cuts. */
export function shownStory(data: EditData) {
  return data.container.stories.find((s) => s.index === data.storyIndex) ?? data.container.stories[0];
}

const storyIndexes = (data: EditData): number[] => [shownStory(data)?.index ?? data.storyIndex];

export function downloadName(ctx: ExportContext, option: Pick<ExportOption, 'format' | 'layout'>): string {
  return exportFilename({
    projectName: ctx.project.name,
    mode: ctx.project.mode,
    format: option.format,
    layout: option.layout,
    storyTitle: shownStory(ctx.data)?.title ?? null,
  });
}

export function timelineBody(ctx: ExportContext, option: Pick<ExportOption, 'format' | 'layout'>): ExportXmlBody {
  return {
    project_id: ctx.project.id,
    project_name: ctx.project.name,
    project_mode: ctx.project.mode,
    multicam: ctx.project.category === 'multicam',
    prompt: ctx.data.prompt,
    user: ctx.user?.email,
    format: option.format as TimelineExportFormat,
    media_name: downloadName(ctx, option),
    story_indexes: storyIndexes(ctx.data),
    layout: option.layout,
    container: ctx.data.container,
    message_id: ctx.messageId,
    subscription_tier: ctx.user?.subscriptionTier,
  };
}

/**
 * POST /export/xml-arolls: the whole A-roll log of the message (spec chat §7); its container
 * holds one story per sound bite.
 */
export function arollsBody(ctx: ExportContext, option: Pick<ExportOption, 'format' | 'layout'>): ExportArollsBody {
  return {
    project_id: ctx.project.id,
    project_name: ctx.project.name,
    email: ctx.user?.email,
    format: option.format as ExportArollsBody['format'],
    aroll: { message_id: ctx.messageId },
    subscription_tier: ctx.user?.subscriptionTier,
  };
}

/** Where an editing-app or document export goes: A-roll logs and scripted stories have calls of their own. */
export function timelineRequest(
  ctx: ExportContext,
  option: Pick<ExportOption, 'format' | 'layout'>,
): { endpoint: string; body: ExportXmlBody | ExportArollsBody } {
  if (ctx.project.mode === 'a_roll') return { endpoint: '/export/xml-arolls', body: arollsBody(ctx, option) };
  const endpoint = ctx.project.mode === 'scripted_story' ? '/export/xml-scripted' : endpointFor.timeline;
  return { endpoint, body: timelineBody(ctx, option) };
}

/** The SRT call takes the timeline body without a format. */
export function srtBody(
  ctx: ExportContext,
  option: Pick<ExportOption, 'format' | 'layout'>,
): Omit<ExportXmlBody, 'format'> {
  const { format: _format, ...body } = timelineBody(ctx, option);
  return body;
}

/** Sent alongside editing-app exports (spec §7): the server checks the conversion of the same edit. */
export function convertRequestBody(ctx: ExportContext, option: Pick<ExportOption, 'format' | 'layout'>) {
  return {
    container: ctx.data.container,
    format: { type: option.format, layout: option.layout },
    user: ctx.user?.email,
    story_indexes: storyIndexes(ctx.data),
  };
}

const usable = (asset: { status: string | null; uri: string | null }): string | null =>
  asset.status === 'success' && asset.uri ? asset.uri : null;

const isVertical = (layout: ExportOption['layout']) => layout === 'vertical' || layout === 'vertical_no_captions';

/**
 * POST /export/video: the story's segments, the layout, caption colours and branding from settings.
 * Free users' logo choice is ignored: the server forces its watermark at the top-left.
 */
export function videoBody(
  ctx: ExportContext,
  option: Pick<ExportOption, 'format' | 'layout'>,
  settings: UserSettings,
): ExportVideoBody {
  const story = shownStory(ctx.data);
  const vertical = isVertical(option.layout);
  const free = !ctx.user || ctx.user.subscriptionTier === 'free';
  const colours = resolvedCaptionColours(settings.captionSettings);
  const overlay = vertical ? settings.overlays.overlay_video_vertical : settings.overlays.overlay_video;
  return {
    project_id: ctx.project.id,
    project_name: ctx.project.name,
    project_mode: ctx.project.mode,
    email: ctx.user?.email,
    layout: option.layout,
    export_filename: downloadName(ctx, option),
    segments: story?.segments ?? [],
    message_id: ctx.messageId,
    container: ctx.data.container,
    story_index: story?.index ?? ctx.data.storyIndex,
    multicam: ctx.project.category === 'multicam',
    prompt: ctx.data.prompt,
    logo: free ? null : usable(settings.logo),
    corner: free ? freeLogoCorner : settings.logo.corner,
    intro: usable(vertical ? settings.branding.vertical_intro : settings.branding.horizontal_intro),
    outro: usable(vertical ? settings.branding.vertical_outro : settings.branding.horizontal_outro),
    animated_waveform: settings.animatedWaveformEnabled,
    overlay_video: usable(overlay),
    overlay_starttime: overlay.startTime,
    outline_color: colours.outlineColor,
    active_color: colours.activeColor,
    inactive_color: colours.inactiveColor,
  };
}

/** POST /export/prores-captions: as video, without logo, branding and overlays. */
export function proresBody(
  ctx: ExportContext,
  option: Pick<ExportOption, 'format' | 'layout'>,
  settings: UserSettings,
): ExportProresCaptionsBody {
  const {
    logo: _l,
    corner: _c,
    intro: _i,
    outro: _o,
    overlay_video: _v,
    overlay_starttime: _s,
    ...body
  } = videoBody(ctx, option, settings);
  return body;
}
