import { stringify } from 'csv-stringify/sync';
import { fcpxmlTime, secondsToFrames } from '../rational-time';
import { formatTimecode, timecodeFormat } from '../timecode';
import { mediaDropFrame, type MediaReference } from '../timeline';
import { serializeXml, XmlElement } from '../xml';
import { addAsset, formatAttributes } from './fcpxml';
import { addAudioCharacteristics, addFileHead, addRate, addVideoCharacteristics } from './xmeml';

/**
 * Logged footage as bins instead of a sequence: one bin per group, each shot a clip over its
 * range of the original, named by its description and marked with its tags. Premiere and
 * Resolve read FCP7 XML bins; Final Cut reads one event per bin.
 */
export interface BinShot {
  media: MediaReference;
  /** Source seconds, half-open. */
  start: number;
  end: number;
  name: string;
  tags: readonly string[];
}

export interface ShotBin {
  name: string;
  shots: readonly BinShot[];
}

export interface ShotBins {
  /** The top bin (Premiere, Resolve) or library's name. */
  name: string;
  bins: readonly ShotBin[];
}

/** A shot's range in its media's frames, at least one frame long and inside the media. */
function frameRange(shot: BinShot): { start: number; end: number } {
  const { media } = shot;
  const start = Math.min(Math.max(0, secondsToFrames(shot.start, media.rate)), Math.max(0, media.duration - 1));
  const end = Math.min(media.duration, Math.max(start + 1, secondsToFrames(shot.end, media.rate)));
  return { start, end };
}

/** FCP7 XML bins of clips, each clip's in/out the shot and a marker over it carrying the tags. */
export function toBinsXmeml(log: ShotBins, flavour: 'premiere' | 'resolve'): string {
  const root = new XmlElement('xmeml', { version: flavour === 'premiere' ? '4' : '5' });
  const top = root.ele('bin');
  top.ele('name').txt(log.name);
  const children = top.ele('children');
  const fileIds = new Map<string, string>();
  let nextClip = 1;
  for (const bin of log.bins) {
    const el = children.ele('bin');
    el.ele('name').txt(bin.name);
    const clips = el.ele('children');
    for (const shot of bin.shots) {
      const { media } = shot;
      const range = frameRange(shot);
      const n = nextClip++;
      const clip = clips.ele('clip', { id: `clip-${n}` });
      clip.ele('name').txt(shot.name);
      clip.ele('duration').txt(String(media.duration));
      addRate(clip, media.rate);
      clip.ele('in').txt(String(range.start));
      clip.ele('out').txt(String(range.end));
      clip.ele('ismasterclip').txt('FALSE');
      const track = clip
        .ele('media')
        .ele(media.hasVideo ? 'video' : 'audio')
        .ele('track');
      const item = track.ele('clipitem', { id: `clipitem-${n}` });
      item.ele('name').txt(shot.name);
      item.ele('duration').txt(String(media.duration));
      addRate(item, media.rate);
      item.ele('in').txt(String(range.start));
      item.ele('out').txt(String(range.end));
      let fileId = fileIds.get(media.sourceId);
      const defined = fileId !== undefined;
      if (!fileId) fileIds.set(media.sourceId, (fileId = `file-${fileIds.size + 1}`));
      const file = item.ele('file', { id: fileId });
      if (!defined) {
        const fileMedia = addFileHead(file, media);
        if (media.hasVideo) addVideoCharacteristics(fileMedia.ele('video'), media.rate, media);
        if (media.hasAudio) {
          const audio = fileMedia.ele('audio');
          addAudioCharacteristics(audio, media.audioRate);
          audio.ele('channelcount').txt(String(media.audioChannels));
        }
      }
      const marker = clip.ele('marker');
      marker.ele('comment').txt(shot.tags.join(', '));
      marker.ele('name').txt(shot.name);
      marker.ele('in').txt(String(range.start));
      marker.ele('out').txt(String(range.end));
    }
  }
  return serializeXml(root, { doctype: true });
}

/** FCPXML: one event per bin, each shot a browser clip over its range with its tags as keywords. */
export function toBinsFcpxml(log: ShotBins, version: '1.10' | '1.11'): string {
  const root = new XmlElement('fcpxml', { version });
  const resources = root.ele('resources');
  let nextId = 1;
  const formats = new Map<string, string>();
  const assets = new Map<string, string>();
  const assetFor = (media: MediaReference): string => {
    const known = assets.get(media.sourceId);
    if (known) return known;
    let format: string | undefined;
    if (media.hasVideo) {
      const { fields, pixelAspect } = media;
      const key = `${media.width}x${media.height}@${media.rate.num}/${media.rate.den} ${fields} ${pixelAspect?.h}:${pixelAspect?.v}`;
      format = formats.get(key);
      if (!format) {
        format = `r${nextId++}`;
        formats.set(key, format);
        resources.ele('format', formatAttributes(format, media.width, media.height, media.rate, media));
      }
    }
    const id = `r${nextId++}`;
    assets.set(media.sourceId, id);
    addAsset(resources, id, media, format);
    return id;
  };
  // Resources first: the DTD wants every asset declared before the library uses it.
  for (const bin of log.bins) for (const shot of bin.shots) assetFor(shot.media);
  const library = root.ele('library');
  for (const bin of log.bins) {
    const event = library.ele('event', { name: bin.name });
    for (const shot of bin.shots) {
      const { media } = shot;
      const range = frameRange(shot);
      const clip = event.ele('asset-clip', {
        ref: assetFor(media),
        offset: '0s',
        name: shot.name,
        start: fcpxmlTime(media.startTimecode + range.start, media.rate),
        duration: fcpxmlTime(range.end - range.start, media.rate),
        tcFormat: timecodeFormat(media.rate, mediaDropFrame(media)),
      });
      if (shot.tags.length) {
        clip.ele('keyword', {
          start: fcpxmlTime(media.startTimecode + range.start, media.rate),
          duration: fcpxmlTime(range.end - range.start, media.rate),
          value: shot.tags.join(', '),
        });
      }
    }
  }
  return serializeXml(root, { doctype: true });
}

export const SHOT_LOG_HEADER = [
  'Bin',
  'Source File',
  'Shot',
  'Source In',
  'Source Out',
  'Duration',
  'Description',
  'Tags',
] as const;

/** The shot log for spreadsheets: one row per shot, times in the media's own timecode. */
export function toShotLogCsv(log: ShotBins): string {
  const rows = log.bins.flatMap((bin) =>
    bin.shots.map((shot, i) => {
      const { media } = shot;
      const range = frameRange(shot);
      const tc = (frames: number) => formatTimecode(media.startTimecode + frames, media.rate, mediaDropFrame(media));
      return [
        bin.name,
        media.name,
        i + 1,
        tc(range.start),
        tc(range.end),
        formatTimecode(range.end - range.start, media.rate, mediaDropFrame(media)),
        shot.name,
        shot.tags.join(', '),
      ];
    }),
  );
  return stringify([[...SHOT_LOG_HEADER], ...rows]);
}
