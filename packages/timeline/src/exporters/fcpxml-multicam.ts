import { fileStem } from '../media-url';
import { fcpxmlTime, formatFcpxmlTime, framesToFraction, rescaleFrames, secondsToFrames } from '../rational-time';
import { timecodeFormat } from '../timecode';
import { isClip, mediaDropFrame, timelineDuration, type Clip, type MulticamTimeline, type Timeline } from '../timeline';
import type { XmlElement } from '../xml';

const MAIN_ANGLE = 'main-audio';
const angleId = (camera: number) => `camera-${camera}`;

/**
 * A multicam edit in FCPXML, twice: the project named after the edit is the flattened cut (the
 * main audio on the storyline, each camera's picture connected above it at its synced range), and
 * "<name> (Multicam)" cuts a multicam clip — an angle per camera plus the main audio's angle — so
 * an editor can re-switch it in the angle viewer. The multicam clip also sits in the event.
 */
export function writeMulticam(
  resources: XmlElement,
  spine: XmlElement,
  timeline: Timeline,
  multicam: MulticamTimeline,
  assets: ReadonlyMap<string, { id: string }>,
  formatId: string,
  nextId: () => string,
): void {
  const { rate } = timeline;
  const sounds = (timeline.audioTracks[0]?.items ?? []).filter(isClip);
  const pictures = (timeline.videoTracks[0]?.items ?? []).filter(isClip);
  const { mainAudio } = multicam;
  const mediaTime = (clip: Clip, extraRecord = 0) =>
    formatFcpxmlTime(
      framesToFraction(
        clip.media.startTimecode + clip.sourceRange.start + rescaleFrames(extraRecord, rate, clip.media.rate),
        clip.media.rate,
      ),
      clip.media.rate.num,
    );

  // Flattened: the main audio carries the storyline; the cameras' pictures ride above it.
  for (const sound of sounds) {
    const element = spine.ele('asset-clip', {
      ref: assets.get(mainAudio.sourceId)!.id,
      offset: fcpxmlTime(timeline.startTimecode + sound.recordRange.start, rate),
      name: fileStem(mainAudio.name),
      start: mediaTime(sound),
      duration: fcpxmlTime(sound.recordRange.duration, rate),
      tcFormat: timecodeFormat(mainAudio.rate, mediaDropFrame(mainAudio)),
    });
    const soundEnd = sound.recordRange.start + sound.recordRange.duration;
    for (const picture of pictures) {
      if (picture.recordRange.start < sound.recordRange.start || picture.recordRange.start >= soundEnd) continue;
      element.ele('asset-clip', {
        ref: assets.get(picture.media.sourceId)!.id,
        lane: '1',
        offset: mediaTime(sound, picture.recordRange.start - sound.recordRange.start),
        name: fileStem(picture.name),
        start: formatFcpxmlTime(
          framesToFraction(picture.media.startTimecode + picture.sourceRange.start, picture.media.rate),
          picture.media.rate.num,
        ),
        duration: fcpxmlTime(picture.recordRange.duration, rate),
        srcEnable: 'video',
        tcFormat: timecodeFormat(picture.media.rate, mediaDropFrame(picture.media)),
      });
    }
  }

  // The multicam clip's own timeline: main-audio time, moved so that no angle starts before 0.
  const origin = Math.min(0, ...multicam.angles.map((a) => a.offsetSec));
  const at = (mainSec: number) => secondsToFrames(mainSec - origin, rate);
  const angleEnd = (offsetSec: number, frames: number, mediaRate: Clip['media']['rate']) =>
    at(offsetSec) + rescaleFrames(frames, mediaRate, rate);
  const length = Math.max(
    angleEnd(0, mainAudio.duration, mainAudio.rate),
    ...multicam.angles.map((a) => angleEnd(a.offsetSec, a.media.duration, a.media.rate)),
  );
  const mediaId = nextId();
  const mcName = `${timeline.name} Multicam`;
  const mc = resources
    .ele('media', { id: mediaId, name: mcName })
    .ele('multicam', { format: formatId, tcStart: '0s', tcFormat: timecodeFormat(rate, timeline.dropFrame) });
  const angle = (name: string, id: string, media: Clip['media'], offsetSec: number) =>
    mc.ele('mc-angle', { name, angleID: id }).ele('asset-clip', {
      ref: assets.get(media.sourceId)!.id,
      offset: fcpxmlTime(at(offsetSec), rate),
      name: fileStem(media.name),
      start: fcpxmlTime(media.startTimecode, media.rate),
      duration: fcpxmlTime(media.duration, media.rate),
      tcFormat: timecodeFormat(media.rate, mediaDropFrame(media)),
    });
  for (const a of multicam.angles) angle(a.name, angleId(a.camera), a.media, a.offsetSec);
  angle('Main audio', MAIN_ANGLE, mainAudio, 0);

  // spine → sequence → project → event.
  const event = spine.up().up().up();
  event.ele('mc-clip', { ref: mediaId, name: mcName, start: '0s', duration: fcpxmlTime(length, rate) });

  // The same cut as multicam edits: each shot names its angle for picture and the main audio for sound.
  const mcSpine = event
    .ele('project', { name: `${timeline.name} (Multicam)` })
    .ele('sequence', {
      format: formatId,
      duration: fcpxmlTime(timelineDuration(timeline), rate),
      tcStart: fcpxmlTime(timeline.startTimecode, rate),
      tcFormat: timecodeFormat(rate, timeline.dropFrame),
      audioLayout: 'stereo',
    })
    .ele('spine');
  const mainSecondsAt = (sound: Clip, record: number) =>
    sound.sourceRange.start / (mainAudio.rate.num / mainAudio.rate.den) +
    (record - sound.recordRange.start) / (rate.num / rate.den);
  for (const sound of sounds) {
    const soundEnd = sound.recordRange.start + sound.recordRange.duration;
    const shots = pictures.filter(
      (p) => p.recordRange.start >= sound.recordRange.start && p.recordRange.start < soundEnd,
    );
    // Stretches without a camera keep the main audio alone.
    const pieces: { start: number; duration: number; camera?: number }[] = [];
    let cursor = sound.recordRange.start;
    for (const shot of shots) {
      if (shot.recordRange.start > cursor) pieces.push({ start: cursor, duration: shot.recordRange.start - cursor });
      const camera = multicam.angles.find((a) => a.media.sourceId === shot.media.sourceId)?.camera;
      pieces.push({
        start: shot.recordRange.start,
        duration: shot.recordRange.duration,
        ...(camera ? { camera } : {}),
      });
      cursor = shot.recordRange.start + shot.recordRange.duration;
    }
    if (cursor < soundEnd) pieces.push({ start: cursor, duration: soundEnd - cursor });
    for (const piece of pieces) {
      const clip = mcSpine.ele('mc-clip', {
        ref: mediaId,
        offset: fcpxmlTime(timeline.startTimecode + piece.start, rate),
        name: piece.camera ? `Camera ${piece.camera}` : 'Main audio',
        start: fcpxmlTime(at(mainSecondsAt(sound, piece.start)), rate),
        duration: fcpxmlTime(piece.duration, rate),
      });
      if (piece.camera) clip.ele('mc-source', { angleID: angleId(piece.camera), srcEnable: 'video' });
      clip.ele('mc-source', { angleID: MAIN_ANGLE, srcEnable: 'audio' });
    }
  }
}
