import { fileStem } from '../media-url';
import type { FieldDominance, PixelAspect } from '../picture';
import {
  addFractions,
  fcpxmlTime,
  formatFcpxmlTime,
  framesToFraction,
  nominalFps,
  ratesEqual,
  type Rate,
} from '../rational-time';
import { timecodeFormat } from '../timecode';
import {
  aspectDiffers,
  mediaDropFrame,
  timelineCuts,
  timelineDuration,
  timelineMedia,
  type Cut,
  type MediaReference,
  type Timeline,
} from '../timeline';
import { serializeXml, XmlElement } from '../xml';
import { writeMulticam } from './fcpxml-multicam';

/**
 * FCPXML for Final Cut Pro (1.11) and DaVinci Resolve (1.10), validated against Apple's DTDs in tests.
 * Times are rational seconds; spine offsets count from the sequence's tcStart, clip `start`s are media
 * time (the asset's `start` is the media's first timecode). Every cut is one asset-clip carrying its
 * picture and all its audio channels.
 */
export type FcpxmlVersion = '1.10' | '1.11';

export interface FcpxmlOptions {
  readonly version: FcpxmlVersion;
  /** The event the project lands in; defaults to the timeline name. */
  readonly eventName?: string;
}

const AUDIO_HZ: Record<number, string> = {
  32000: '32k',
  44100: '44.1k',
  48000: '48k',
  88200: '88.2k',
  96000: '96k',
  176400: '176.4k',
  192000: '192k',
};

const NAMED_SIZES: Record<string, string> = { '1920x1080': '1080p', '1280x720': '720p', '3840x2160': '3840x2160p' };

/** An asset for a media file, with its original media; `format` names its video format resource. */
export function addAsset(resources: XmlElement, id: string, media: MediaReference, format?: string): void {
  resources
    .ele('asset', {
      id,
      name: fileStem(media.name),
      start: fcpxmlTime(media.startTimecode, media.rate),
      duration: fcpxmlTime(media.duration, media.rate),
      hasVideo: media.hasVideo ? '1' : '0',
      ...(format ? { format, videoSources: '1' } : {}),
      hasAudio: media.hasAudio ? '1' : '0',
      ...(media.hasAudio
        ? { audioSources: '1', audioChannels: String(media.audioChannels), audioRate: String(media.audioRate) }
        : {}),
    })
    .ele('media-rep', { kind: 'original-media', src: media.url, suggestedFilename: media.name });
}

/** Final Cut's own names for the common formats ("FFVideoFormat1080p2997"); others are described by attributes alone. */
function formatName(width: number, height: number, rate: Rate): string | undefined {
  const size = NAMED_SIZES[`${width}x${height}`];
  if (!size) return undefined;
  const fps = nominalFps(rate);
  const token =
    rate.den === 1001 ? String(Math.round((rate.num / rate.den) * 100)) : rate.den === 1 ? String(fps) : undefined;
  return token ? `FFVideoFormat${size}${token}` : undefined;
}

/** How a picture is stored beyond its size and rate: its first field and its pixels' shape. */
export interface PictureFormat {
  readonly fields?: FieldDominance;
  readonly pixelAspect?: PixelAspect;
}

export interface VideoFormat extends PictureFormat {
  id: string;
  width: number;
  height: number;
  rate: Rate;
}

/**
 * A format resource's attributes. Final Cut's names ("FFVideoFormat1080p25") are given only to
 * progressive, square-pixel formats; an interlaced or anamorphic one is described by its
 * attributes alone (fieldOrder, paspH/paspV), so no name can contradict them.
 */
export function formatAttributes(id: string, width: number, height: number, rate: Rate, picture: PictureFormat) {
  const name = picture.fields || picture.pixelAspect ? undefined : formatName(width, height, rate);
  return {
    id,
    ...(name ? { name } : {}),
    frameDuration: fcpxmlTime(1, rate),
    ...(picture.fields ? { fieldOrder: `${picture.fields} first` } : {}),
    width: String(width),
    height: String(height),
    ...(picture.pixelAspect ? { paspH: String(picture.pixelAspect.h), paspV: String(picture.pixelAspect.v) } : {}),
  };
}

const samePicture = (a: PictureFormat, b: PictureFormat): boolean =>
  a.fields === b.fields && a.pixelAspect?.h === b.pixelAspect?.h && a.pixelAspect?.v === b.pixelAspect?.v;

export function toFcpxml(timeline: Timeline, options: FcpxmlOptions): string {
  const { rate } = timeline;
  const root = new XmlElement('fcpxml', { version: options.version });
  const resources = root.ele('resources');
  let nextId = 1;
  const formats: VideoFormat[] = [];

  const formatFor = (width: number, height: number, formatRate: Rate, picture: PictureFormat): VideoFormat => {
    const existing = formats.find(
      (f) => f.width === width && f.height === height && ratesEqual(f.rate, formatRate) && samePicture(f, picture),
    );
    if (existing) return existing;
    const format: VideoFormat = { id: `r${nextId++}`, width, height, rate: formatRate, ...picture };
    formats.push(format);
    resources.ele('format', formatAttributes(format.id, width, height, formatRate, picture));
    return format;
  };

  const sequenceFormat = formatFor(
    timeline.width,
    timeline.height,
    rate,
    timeline.fields ? { fields: timeline.fields } : {},
  );
  const assets = new Map<string, { id: string; format?: VideoFormat }>();
  const allMedia = timeline.multicam
    ? [...timeline.multicam.angles.map((a) => a.media), timeline.multicam.mainAudio]
    : timelineMedia(timeline);
  for (const media of allMedia) {
    if (assets.has(media.sourceId)) continue;
    const format = media.hasVideo ? formatFor(media.width, media.height, media.rate, media) : undefined;
    const id = `r${nextId++}`;
    assets.set(media.sourceId, { id, ...(format ? { format } : {}) });
    addAsset(resources, id, media, format?.id);
  }

  const sequence = root
    .ele('library')
    .ele('event', { name: options.eventName ?? timeline.name })
    .ele('project', { name: timeline.name })
    .ele('sequence', {
      format: sequenceFormat.id,
      duration: fcpxmlTime(timelineDuration(timeline), rate),
      tcStart: fcpxmlTime(timeline.startTimecode, rate),
      tcFormat: timecodeFormat(rate, timeline.dropFrame),
      audioLayout: 'stereo',
      audioRate: AUDIO_HZ[timeline.audioRate] ?? '48k',
    });
  const spine = sequence.ele('spine');
  if (timeline.multicam) {
    writeMulticam(resources, spine, timeline, timeline.multicam, assets, sequenceFormat.id, () => `r${nextId++}`);
    return serializeXml(root, { doctype: true });
  }

  let cursor = 0;
  for (const cut of timelineCuts(timeline)) {
    if (cut.recordRange.start > cursor) {
      spine.ele('gap', {
        name: 'Gap',
        offset: fcpxmlTime(timeline.startTimecode + cursor, rate),
        duration: fcpxmlTime(cut.recordRange.start - cursor, rate),
      });
    }
    const asset = assets.get(cut.primary.media.sourceId) as { id: string; format?: VideoFormat };
    addAssetClip(spine, timeline, cut, asset);
    cursor = cut.recordRange.start + cut.recordRange.duration;
  }
  return serializeXml(root, { doctype: true });
}

function addAssetClip(
  spine: XmlElement,
  timeline: Timeline,
  cut: Cut,
  asset: { id: string; format?: VideoFormat },
): void {
  const { rate } = timeline;
  const clip = cut.primary;
  const media: MediaReference = clip.media;
  const mediaStart = framesToFraction(media.startTimecode + clip.sourceRange.start, media.rate);
  const element = spine.ele('asset-clip', {
    ref: asset.id,
    offset: fcpxmlTime(timeline.startTimecode + cut.recordRange.start, rate),
    name: fileStem(clip.name),
    start: formatFcpxmlTime(mediaStart, media.rate.num),
    duration: fcpxmlTime(cut.recordRange.duration, rate),
    ...(asset.format ? { format: asset.format.id } : {}),
    tcFormat: timecodeFormat(media.rate, mediaDropFrame(media)),
  });
  // Final Cut fits a differently shaped picture by default; a vertical edit wants it to fill, centred.
  if (media.hasVideo && aspectDiffers(media, timeline.width, timeline.height)) {
    element.ele('adjust-conform', { type: 'fill' });
  }
  // Markers live inside clips in FCPXML, at the clip's media time.
  for (const marker of timeline.markers) {
    const offset = marker.recordRange.start - cut.recordRange.start;
    if (offset < 0 || offset >= cut.recordRange.duration) continue;
    element.ele(marker.chapter ? 'chapter-marker' : 'marker', {
      start: formatFcpxmlTime(addFractions(mediaStart, framesToFraction(offset, rate)), media.rate.num),
      duration: fcpxmlTime(1, rate),
      value: marker.name,
      ...(marker.comment ? { note: marker.comment } : {}),
    });
  }
}
