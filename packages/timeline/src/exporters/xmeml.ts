import { localhostFileUrl } from '../media-url';
import { displaySize, type FieldDominance, type StoredPicture } from '../picture';
import { rangeEnd, rescaleFrames, xmemlRate, type Rate } from '../rational-time';
import { formatTimecode, timecodeFormat } from '../timecode';
import {
  fillScale,
  mediaDropFrame,
  timelineCuts,
  timelineDuration,
  trackClips,
  type Clip,
  type MediaReference,
  type Timeline,
  type Track,
} from '../timeline';
import { serializeXml, XmlElement } from '../xml';

/**
 * FCP7 XML ("xmeml"), the interchange Premiere Pro and DaVinci Resolve both import.
 * Frame counts: <start>/<end> are record frames, <in>/<out> media frames from the file's first frame,
 * all exclusive ends at the clipitem's <rate> (the sequence rate).
 * Premiere gets its stereo-track hints (exploded track pairs) and a Basic Motion scale for reframing;
 * Resolve gets plain FCP7 tracks and reframes by its own mismatched-resolution setting.
 */
export type XmemlFlavour = 'premiere' | 'resolve';

const AUDIO_DEPTH = 16;

export function addRate(parent: XmlElement, rate: Rate): void {
  const { timebase, ntsc } = xmemlRate(rate);
  parent
    .ele('rate')
    .ele('timebase')
    .txt(String(timebase))
    .up()
    .ele('ntsc')
    .txt(ntsc ? 'TRUE' : 'FALSE');
}

export function addTimecode(parent: XmlElement, frames: number, rate: Rate, dropFrame: boolean): void {
  const tc = parent.ele('timecode');
  addRate(tc, rate);
  tc.ele('string').txt(formatTimecode(frames, rate, dropFrame));
  tc.ele('frame').txt(String(frames));
  tc.ele('displayformat').txt(timecodeFormat(rate, dropFrame));
}

/** A picture as FCP7 XML describes it; see xmemlPixels. */
export interface XmemlPicture extends StoredPicture {
  readonly fields?: FieldDominance;
}

/**
 * FCP7 XML names pixel shapes rather than giving them as numbers: square, the two SD standards
 * (NTSC-601, PAL-601; anamorphic TRUE for their 16:9 variants) and the anamorphic HD sizes. A
 * shape it has no name for is described at the size it is shown, in square pixels, which is
 * how it looks in the edit either way.
 */
export function xmemlPixels(picture: StoredPicture): {
  width: number;
  height: number;
  pixelAspectRatio: string;
  anamorphic: boolean;
} {
  const { width, height } = picture;
  const square = { ...displaySize(picture), pixelAspectRatio: 'square', anamorphic: false };
  if (!picture.pixelAspect) return square;
  const shown = displaySize(picture);
  const wide = shown.width / shown.height > 1.55;
  const named = (pixelAspectRatio: string, anamorphic = false) => ({ width, height, pixelAspectRatio, anamorphic });
  if (width === 1440 && height === 1080) return named('HD-(1440x1080)');
  if (width === 1280 && height === 1080) return named('HD-(1280x1080)');
  if (width === 960 && height === 720) return named('HD-(960x720)');
  if ((width === 720 || width === 704) && (height === 480 || height === 486)) return named('NTSC-601', wide);
  if ((width === 720 || width === 704) && height === 576) return named('PAL-601', wide);
  return square;
}

export function addVideoCharacteristics(parent: XmlElement, rate: Rate, picture: XmemlPicture): XmlElement {
  const pixels = xmemlPixels(picture);
  const sc = parent.ele('samplecharacteristics');
  addRate(sc, rate);
  sc.ele('width').txt(String(pixels.width));
  sc.ele('height').txt(String(pixels.height));
  sc.ele('anamorphic').txt(pixels.anamorphic ? 'TRUE' : 'FALSE');
  sc.ele('pixelaspectratio').txt(pixels.pixelAspectRatio);
  sc.ele('fielddominance').txt(picture.fields ?? 'none');
  return sc;
}

export function addAudioCharacteristics(parent: XmlElement, sampleRate: number): void {
  parent
    .ele('samplecharacteristics')
    .ele('depth')
    .txt(String(AUDIO_DEPTH))
    .up()
    .ele('samplerate')
    .txt(String(sampleRate));
}

/** A file's name, location, rate, length and start timecode; returns its <media> for the streams. */
export function addFileHead(file: XmlElement, media: MediaReference): XmlElement {
  file.ele('name').txt(media.name);
  file.ele('pathurl').txt(localhostFileUrl(media.url));
  addRate(file, media.rate);
  file.ele('duration').txt(String(media.duration));
  addTimecode(file, media.startTimecode, media.rate, mediaDropFrame(media));
  return file.ele('media');
}

interface ItemRef {
  id: string;
  mediatype: 'video' | 'audio';
  trackIndex: number;
  clipIndex: number;
}

export function toXmeml(timeline: Timeline, flavour: XmemlFlavour): string {
  const premiere = flavour === 'premiere';
  const { rate } = timeline;
  const audioMedia = timelineCuts(timeline).flatMap((cut) => (cut.audio.length ? [cut.primary.media] : []));
  // Premiere shows two exploded mono tracks as one stereo track only when every source is stereo.
  const stereoPairs = premiere && timeline.audioTracks.length === 2 && audioMedia.every((m) => m.audioChannels === 2);

  const refs = new Map<Clip, ItemRef>();
  let nextItem = 1;
  const register = (tracks: readonly Track[], mediatype: ItemRef['mediatype']) =>
    tracks.forEach((track, t) =>
      trackClips(track).forEach((clip, c) =>
        refs.set(clip, { id: `clipitem-${nextItem++}`, mediatype, trackIndex: t + 1, clipIndex: c + 1 }),
      ),
    );
  register(timeline.videoTracks, 'video');
  register(timeline.audioTracks, 'audio');

  const linked = new Map<Clip, Clip[]>();
  for (const cut of timelineCuts(timeline)) {
    const members = [...(cut.video ? [cut.video] : []), ...cut.audio];
    for (const clip of members) linked.set(clip, members);
  }

  const fileIds = new Map<string, string>();
  const defined = new Set<string>();
  const fileId = (media: MediaReference): string => {
    let id = fileIds.get(media.sourceId);
    if (!id) fileIds.set(media.sourceId, (id = `file-${fileIds.size + 1}`));
    return id;
  };

  const addFile = (parent: XmlElement, media: MediaReference): void => {
    const id = fileId(media);
    const file = parent.ele('file', { id });
    // The first reference defines the file; later ones point at it by id.
    if (defined.has(id)) return;
    defined.add(id);
    const fileMedia = addFileHead(file, media);
    if (media.hasVideo) addVideoCharacteristics(fileMedia.ele('video'), media.rate, media);
    if (media.hasAudio) {
      const audio = fileMedia.ele('audio');
      addAudioCharacteristics(audio, media.audioRate);
      audio.ele('channelcount').txt(String(media.audioChannels));
    }
  };

  const addBasicMotion = (item: XmlElement, media: MediaReference): void => {
    const scale = fillScale(media, timeline.width, timeline.height) * 100;
    if (scale === 100) return;
    const effect = item.ele('filter').ele('effect');
    effect.ele('name').txt('Basic Motion').up().ele('effectid').txt('basic').up();
    effect.ele('effectcategory').txt('motion').up().ele('effecttype').txt('motion').up();
    effect.ele('mediatype').txt('video');
    effect
      .ele('parameter', { authoringApp: 'PremierePro' })
      .ele('parameterid')
      .txt('scale')
      .up()
      .ele('name')
      .txt('Scale')
      .up()
      .ele('valuemin')
      .txt('0')
      .up()
      .ele('valuemax')
      .txt('1000')
      .up()
      .ele('value')
      .txt(String(Math.round(scale * 10000) / 10000));
    const center = effect.ele('parameter', { authoringApp: 'PremierePro' });
    center.ele('parameterid').txt('center').up().ele('name').txt('Center');
    center.ele('value').ele('horiz').txt('0').up().ele('vert').txt('0');
  };

  const addClipItem = (track: XmlElement, clip: Clip): void => {
    const ref = refs.get(clip) as ItemRef;
    const { media } = clip;
    const attrs: Record<string, string> = { id: ref.id };
    if (premiere && ref.mediatype === 'audio') attrs.premiereChannelType = stereoPairs ? 'stereo' : 'mono';
    const item = track.ele('clipitem', attrs);
    if (premiere) item.ele('masterclipid').txt(`masterclip-${fileId(media).slice('file-'.length)}`);
    item.ele('name').txt(clip.name);
    item.ele('enabled').txt('TRUE');
    item.ele('duration').txt(String(rescaleFrames(media.duration, media.rate, rate)));
    addRate(item, rate);
    const inFrame = rescaleFrames(clip.sourceRange.start, media.rate, rate);
    item.ele('start').txt(String(clip.recordRange.start));
    item.ele('end').txt(String(rangeEnd(clip.recordRange)));
    item.ele('in').txt(String(inFrame));
    item.ele('out').txt(String(inFrame + clip.recordRange.duration));
    if (ref.mediatype === 'video') {
      const pixels = xmemlPixels(media);
      item.ele('alphatype').txt('none');
      item.ele('pixelaspectratio').txt(pixels.pixelAspectRatio);
      item.ele('anamorphic').txt(pixels.anamorphic ? 'TRUE' : 'FALSE');
    }
    addFile(item, media);
    if (ref.mediatype === 'audio') {
      item
        .ele('sourcetrack')
        .ele('mediatype')
        .txt('audio')
        .up()
        .ele('trackindex')
        .txt(String(clip.channel ?? 1));
    }
    if (premiere && ref.mediatype === 'video') addBasicMotion(item, media);
    for (const member of linked.get(clip) ?? []) {
      const other = refs.get(member) as ItemRef;
      const link = item.ele('link');
      link.ele('linkclipref').txt(other.id);
      link.ele('mediatype').txt(other.mediatype);
      link.ele('trackindex').txt(String(other.trackIndex));
      link.ele('clipindex').txt(String(other.clipIndex));
      if (other.mediatype === 'audio') link.ele('groupindex').txt('1');
    }
  };

  const root = new XmlElement('xmeml', { version: premiere ? '4' : '5' });
  const sequence = root.ele('sequence', { id: 'sequence-1', ...(stereoPairs ? { explodedTracks: 'true' } : {}) });
  sequence.ele('name').txt(timeline.name);
  sequence.ele('duration').txt(String(timelineDuration(timeline)));
  addRate(sequence, rate);
  addTimecode(sequence, timeline.startTimecode, rate, timeline.dropFrame);
  sequence.ele('in').txt('-1').up().ele('out').txt('-1');
  const media = sequence.ele('media');

  const video = media.ele('video');
  addVideoCharacteristics(video.ele('format'), rate, timeline).ele('colordepth').txt('24');
  for (const track of timeline.videoTracks) {
    const el = video.ele('track');
    for (const clip of trackClips(track)) addClipItem(el, clip);
    el.ele('enabled').txt('TRUE').up().ele('locked').txt('FALSE');
  }

  const audio = media.ele('audio');
  if (premiere) audio.ele('numOutputChannels').txt('2');
  addAudioCharacteristics(audio.ele('format'), timeline.audioRate);
  if (premiere) {
    const outputs = audio.ele('outputs');
    for (const index of [1, 2]) {
      const group = outputs.ele('group');
      group.ele('index').txt(String(index)).up().ele('numchannels').txt('1').up().ele('downmix').txt('0');
      group.ele('channel').ele('index').txt(String(index));
    }
  }
  timeline.audioTracks.forEach((track, t) => {
    const attrs: Record<string, string> = {};
    if (premiere) {
      attrs.premiereTrackType = stereoPairs ? 'Stereo' : 'Mono';
      if (stereoPairs) Object.assign(attrs, { currentExplodedTrackIndex: String(t), totalExplodedTrackCount: '2' });
    }
    const el = audio.ele('track', attrs);
    for (const clip of trackClips(track)) addClipItem(el, clip);
    el.ele('enabled').txt('TRUE').up().ele('locked').txt('FALSE');
    if (stereoPairs) el.ele('outputchannelindex').txt(String(t + 1));
  });

  for (const marker of timeline.markers) {
    const el = sequence.ele('marker');
    el.ele('comment').txt(marker.comment ?? '');
    el.ele('name').txt(marker.name);
    el.ele('in').txt(String(marker.recordRange.start));
    el.ele('out').txt(marker.recordRange.duration > 0 ? String(rangeEnd(marker.recordRange)) : '-1');
  }

  return serializeXml(root, { doctype: true });
}
