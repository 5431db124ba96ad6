import { describe, expect, it } from 'vitest';
import { exportFormats, exportTimeline, exporters } from './exporters';
import { multicamStoriesToTimeline } from './from-multicam-edit';
import { RATE_25, RATE_30, type Rate } from './rational-time';
import { isClip, type Clip } from './timeline';
import { mediaAt, segment } from './test/fixtures';
import { parseEdl, parseFcpxml, parseOtio, parseSrt, parseXmeml } from './test/test-parsers';
import { checkWellFormed, FCPXML_DTD, validateWithDtd } from './test/tools';

const cam1 = mediaAt('/shoot/cam A.mp4', {
  sourceId: 'cam1',
  rate: RATE_30,
  duration: 30 * 60,
  width: 1280,
  height: 720,
});
const cam2 = mediaAt('/shoot/cam B.mp4', {
  sourceId: 'cam2',
  rate: RATE_25,
  duration: 25 * 50,
  width: 1280,
  height: 720,
});
const main = mediaAt('/shoot/main.wav', {
  sourceId: 'main',
  rate: RATE_30,
  duration: 30 * 62,
  hasVideo: false,
  width: 0,
  height: 0,
  audioChannels: 2,
});

// Camera 1 rolled 1.5 s after the main recorder, camera 2 2 s before it.
const cameras = [
  { camera: 1, sourceId: 'cam1', offsetSec: 1.5 },
  { camera: 2, sourceId: 'cam2', offsetSec: -2 },
];
const story = {
  index: 0,
  title: 'Podcast',
  segments: [segment('main', 10, 16, 'first answer'), segment('main', 20, 24, 'second answer')],
  textBlocks: [
    {
      camBlocks: [
        { camera: 1, start: 10, end: 13 },
        { camera: 2, start: 13, end: 16 },
      ],
    },
    { camBlocks: [{ camera: 2, start: 20, end: 24 }] },
  ],
};
const timeline = () =>
  multicamStoriesToTimeline({
    stories: [story],
    media: { cam1, cam2, main },
    cameras,
    mainAudioId: 'main',
    name: 'Episode 12',
  });
const seconds = (frames: number, rate: Rate) => (frames * rate.den) / rate.num;

describe('multicamStoriesToTimeline', () => {
  it('puts the chosen cameras on V1 at their synced ranges and the main audio under them', () => {
    const t = timeline();
    const pictures = t.videoTracks[0]!.items.filter(isClip);
    expect(pictures.map((c) => [c.media.sourceId, seconds(c.sourceRange.start, c.media.rate), c.recordRange])).toEqual([
      ['cam1', 8.5, { start: 0, duration: 90 }],
      ['cam2', 15, { start: 90, duration: 90 }],
      ['cam2', 22, { start: 180, duration: 120 }],
    ]);
    expect(pictures[1]!.sourceRange.duration).toBe(75); // 3 s at 25 fps
    expect(t.audioTracks).toHaveLength(2);
    const sound = t.audioTracks[0]!.items.filter(isClip);
    expect(sound.map((c) => [c.media.sourceId, c.sourceRange, c.recordRange])).toEqual([
      ['main', { start: 300, duration: 180 }, { start: 0, duration: 180 }],
      ['main', { start: 600, duration: 120 }, { start: 180, duration: 120 }],
    ]);
    expect(t.multicam?.angles.map((a) => a.name)).toEqual(['Camera 1', 'Camera 2']);
  });

  it('falls back to a camera that was rolling where the chosen one was not', () => {
    const early = {
      ...story,
      segments: [segment('main', 0.5, 3, 'before camera 1')],
      textBlocks: [{ camBlocks: [{ camera: 1, start: 0.5, end: 3 }] }],
    };
    const t = multicamStoriesToTimeline({
      stories: [early],
      media: { cam1, cam2, main },
      cameras,
      mainAudioId: 'main',
      name: 'x',
    });
    expect(t.videoTracks[0]!.items.filter(isClip).map((c: Clip) => c.media.sourceId)).toEqual(['cam2']);
  });
});

describe('multicam exports', () => {
  it.each(['1.10', '1.11'] as const)(
    'FCPXML %s: valid, a flattened project and a re-switchable multicam clip',
    (version) => {
      const xml = exporters[version === '1.11' ? 'fcpxml' : 'davinci_fcpxml'].export(timeline(), {}) as string;
      expect(validateWithDtd(xml, FCPXML_DTD[version])).toEqual({ ok: true, errors: '' });
      const doc = parseFcpxml(xml);
      expect(doc.projectName).toBe('Episode 12');
      const mainAsset = [...doc.assets].find(([, a]) => a.name === 'main')![0];
      expect(doc.spine.map((c) => [c.kind, c.ref])).toEqual([
        ['asset-clip', mainAsset],
        ['asset-clip', mainAsset],
      ]);
      // Pictures ride above the main audio, picture only.
      expect(xml.match(/lane="1"[^>]*srcEnable="video"/g)).toHaveLength(3);
      expect(xml.match(/<mc-angle /g)).toHaveLength(3);
      expect(xml).toContain('<mc-angle name="Main audio" angleID="main-audio">');
      expect(xml).toContain('<project name="Episode 12 (Multicam)">');
      expect(xml.match(/<mc-source angleID="camera-\d" srcEnable="video"\/>/g)).toHaveLength(3);
      expect(xml.match(/<mc-source angleID="main-audio" srcEnable="audio"\/>/g)).toHaveLength(3);
    },
  );

  it.each(['premiere', 'resolve'] as const)(
    'FCP7 XML (%s): camera clips on V1, the main audio on A1/A2',
    async (flavour) => {
      const xml = (await exportTimeline(flavour === 'premiere' ? 'premiere' : 'davinci_xml', timeline())) as string;
      expect(checkWellFormed(xml)).toEqual({ ok: true, errors: '' });
      const doc = parseXmeml(xml);
      const name = (id: string) => doc.files.get(id)!.name;
      const video = doc.clipitems.filter((c) => c.mediatype === 'video');
      expect(video.map((c) => [name(c.fileId), c.start, c.end])).toEqual([
        ['cam A.mp4', 0, 90],
        ['cam B.mp4', 90, 180],
        ['cam B.mp4', 180, 300],
      ]);
      const audio = doc.clipitems.filter((c) => c.mediatype === 'audio');
      expect(new Set(audio.map((c) => name(c.fileId)))).toEqual(new Set(['main.wav']));
      expect(audio.map((c) => [c.start, c.end])).toContainEqual([180, 300]);
    },
  );

  it('EDL and OTIO carry the same cut', async () => {
    const t = timeline();
    const edl = parseEdl((await exportTimeline('edl', t)) as string, t.rate);
    expect(edl.events.filter((e) => e.track === 'V').map((e) => [e.recordIn, e.recordOut])).toEqual([
      [0, 90],
      [90, 180],
      [180, 300],
    ]);
    expect(edl.events.filter((e) => e.track === 'AA').map((e) => [e.recordIn, e.recordOut])).toEqual([
      [0, 180],
      [180, 300],
    ]);
    const otio = parseOtio((await exportTimeline('otio', t)) as string);
    expect(otio.tracks.map((track) => track.kind)).toEqual(['Video', 'Audio', 'Audio']);
  });

  it('captions come once, from the main audio, at its record times', async () => {
    const cues = parseSrt((await exportTimeline('srt', timeline())) as string);
    expect(cues.flatMap((c) => c.lines).join(' ')).toBe('first answer second answer');
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(10 + 1e-9);
  });

  it('every format exports it', async () => {
    for (const format of exportFormats) await expect(exportTimeline(format, timeline())).resolves.toBeTruthy();
  });
});
