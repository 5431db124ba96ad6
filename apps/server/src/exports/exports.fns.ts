/** Pure rules of timeline exports: media references from probed sources, layouts, file names. */
import { exportFilename, type ExportFormatFlag, type Layout, type ProjectMode } from '@otto/shared';
import type { TimelineExportFormat } from '@otto/shared/api/exports';
import { exportExtension, mediaReferenceFromProbe, type MediaReference } from '@otto/timeline';
import type { MediaInfo } from '../media/media.types';
import { uprightSize } from '../media/upright-size';

export interface ExportableSource {
  id: string;
  /** The original file's name as the editor had it: editing apps relink by it. */
  filename: string;
  mediaInfo: unknown;
}

const isMediaInfo = (value: unknown): value is MediaInfo =>
  typeof value === 'object' && value !== null && typeof (value as MediaInfo).durationSec === 'number';

/**
 * The ORIGINAL media as ffprobe saw it at ingest (never the proxy): name, duration, rate,
 * timecode, stored size with its pixels' shape and field order, and channel count, which is what
 * Premiere, Resolve and Final Cut relink against. A picture turned a quarter (a phone held
 * upright) is declared at its upright size, as editing apps show it.
 * Sources that were never probed have nothing to reference and are left out.
 */
export function mediaReferencesFor(sources: readonly ExportableSource[]): Record<string, MediaReference> {
  const media: Record<string, MediaReference> = {};
  for (const source of sources) {
    const info = source.mediaInfo;
    if (!isMediaInfo(info)) continue;
    const video = info.video;
    media[source.id] = mediaReferenceFromProbe({
      sourceId: source.id,
      fileName: source.filename,
      durationSeconds: info.durationSec,
      ...(video
        ? {
            frameRate: `${video.rate.num}/${video.rate.den}`,
            ...storedPicture(video),
            ...(video.fieldOrder ? { fieldOrder: video.fieldOrder } : {}),
            ...(video.startTimecode ? { timecode: video.startTimecode } : {}),
          }
        : {}),
      audioChannels: info.audio?.channels ?? 0,
      ...(info.audio ? { audioRate: info.audio.sampleRate } : {}),
    });
  }
  return media;
}

function storedPicture(video: NonNullable<MediaInfo['video']>) {
  const turned = video.rotation === 90 || video.rotation === 270;
  if (turned) return uprightSize(video);
  return {
    width: video.width,
    height: video.height,
    ...(video.sampleAspect ? { sampleAspect: video.sampleAspect } : {}),
  };
}

export const isVerticalLayout = (layout: Layout): boolean => layout === 'vertical' || layout === 'vertical_no_captions';

const editingAppFormats: readonly TimelineExportFormat[] = [
  'premiere',
  'davinci_xml',
  'davinci_fcpxml',
  'fcpxml',
  'edl',
  'otio',
];

/** Vertical editing-app timelines exist only in social media mode (spec chat §2). */
export function layoutAllowed(format: TimelineExportFormat, layout: Layout, mode: ProjectMode): boolean {
  return !(editingAppFormats.includes(format) && isVerticalLayout(layout) && mode !== 'social_media');
}

/** The flag this export raises in project.exportingStatus; OpenTimelineIO has none in the spec. */
export const exportFlag = (format: TimelineExportFormat): ExportFormatFlag | null =>
  format === 'otio' ? null : format;

/** Spec §9 file names, with the exporter's own extension (.otio has no spec file kind). */
export function timelineExportFilename(input: {
  projectName: string;
  mode: ProjectMode;
  format: TimelineExportFormat;
  layout: Layout;
  storyTitle?: string | null;
}): string {
  const name = exportFilename({
    ...input,
    format: input.format === 'otio' ? 'otio' : (exportFlag(input.format) ?? 'edl'),
  });
  return `${name.slice(0, name.lastIndexOf('.'))}.${exportExtension(input.format)}`;
}

/** The title the file is named after: the one story, or the first of several. */
export const storyTitleFor = (
  stories: readonly { index: number; title: string }[],
  storyIndexes: readonly number[],
): string | null => stories.find((s) => s.index === storyIndexes[0])?.title ?? null;
