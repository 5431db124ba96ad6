import { describe, expect, it } from 'vitest';
import { storiesToTimeline } from '../from-edit';
import { RATE_25 } from '../rational-time';
import { broll, dvWidescreen, hdvTape, interview, mediaAt, segment, threeClipTimeline } from '../test/fixtures';
import { parseXmeml } from '../test/test-parsers';
import { checkWellFormed } from '../test/tools';
import { toXmeml, xmemlPixels } from './xmeml';

describe('FCP7 XML (Premiere, Resolve)', () => {
  it.each(['premiere', 'resolve'] as const)(
    '%s: well-formed, with each file defined once and referenced after',
    (flavour) => {
      const xml = toXmeml(threeClipTimeline(), flavour);
      expect(checkWellFormed(xml)).toEqual({ ok: true, errors: '' });
      expect(xml.match(/<file id="file-1">/g)).toHaveLength(1);
      expect(xml.match(/<file id="file-1"\/>/g)!.length).toBeGreaterThan(0);
      const doc = parseXmeml(xml);
      expect(doc.clipitems.every((c) => doc.files.has(c.fileId))).toBe(true);
    },
  );

  it('describes the original media: encoded path, name, duration, timecode, rate, size, channels', () => {
    const doc = parseXmeml(toXmeml(threeClipTimeline(), 'premiere'));
    expect(doc.files.get('file-1')).toEqual({
      id: 'file-1',
      name: 'Interview – Día 1.mp4',
      pathurl: 'file://localhost/Users/ana/Footage/D%C3%ADa%201%20%232/Interview%20%E2%80%93%20D%C3%ADa%201.mp4',
      rate: interview.rate,
      duration: 54000,
      timecode: { string: '01:00:00;00', frame: 107892, displayformat: 'DF' },
      width: 1920,
      height: 1080,
      channelcount: 2,
      samplerate: 48000,
    });
  });

  it('links each picture clip to its audio channels, and the channels to their source tracks', () => {
    const doc = parseXmeml(toXmeml(threeClipTimeline(), 'premiere'));
    const video = doc.clipitems.filter((c) => c.mediatype === 'video');
    const audio = doc.clipitems.filter((c) => c.mediatype === 'audio');
    expect(video).toHaveLength(3);
    expect(audio.map((a) => [a.trackIndex, a.sourceTrack])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [2, 2],
      [2, 2],
      [2, 2],
    ]);
    for (const clip of video) {
      const partners = audio.filter((a) => a.start === clip.start);
      expect(clip.links.sort()).toEqual([clip.id, ...partners.map((p) => p.id)].sort());
      for (const partner of partners) expect(partner.links.sort()).toEqual(clip.links.sort());
    }
  });

  it('gives Premiere a stereo track pair for stereo sources and mono tracks otherwise', () => {
    const stereo = toXmeml(threeClipTimeline(), 'premiere');
    expect(stereo).toContain('<sequence id="sequence-1" explodedTracks="true">');
    expect(stereo).toContain(
      '<track premiereTrackType="Stereo" currentExplodedTrackIndex="1" totalExplodedTrackCount="2">',
    );
    const mono = mediaAt('/m/mono.mov', { sourceId: 'mono', audioChannels: 1 });
    const monoXml = toXmeml(
      storiesToTimeline({
        stories: [{ index: 0, title: 't', segments: [segment('mono', 1, 3, 'hi')] }],
        media: { mono },
        name: 'm',
      }),
      'premiere',
    );
    expect(monoXml).not.toContain('explodedTracks');
    expect(parseXmeml(monoXml).audioTrackCount).toBe(1);
    expect(monoXml).toContain('<track premiereTrackType="Mono">');
  });

  it('keeps Premiere-only hints out of the Resolve flavour', () => {
    const xml = toXmeml(threeClipTimeline({ layout: 'vertical' }), 'resolve');
    expect(xml).toContain('<xmeml version="5">');
    expect(xml).not.toMatch(/premiere|explodedTracks|masterclipid|<filter>/i);
  });

  it('reframes for a vertical sequence with a Basic Motion scale that fills 1080×1920', () => {
    const doc = parseXmeml(toXmeml(threeClipTimeline({ layout: 'vertical' }), 'premiere'));
    expect([doc.width, doc.height]).toEqual([1080, 1920]);
    const video = doc.clipitems.filter((c) => c.mediatype === 'video');
    expect(video.map((c) => c.scale)).toEqual([177.7778, 177.7778, 177.7778]);
    expect(parseXmeml(toXmeml(threeClipTimeline(), 'premiere')).clipitems.some((c) => c.scale !== undefined)).toBe(
      false,
    );
  });

  it('writes story markers on the sequence', () => {
    const timeline = storiesToTimeline({
      stories: [
        { index: 0, title: 'Intro', segments: [segment('src-broll', 0, 2, 'a')] },
        { index: 1, title: 'Outro', segments: [segment('src-broll', 4, 5, 'b')] },
      ],
      media: { [broll.sourceId]: broll },
      name: 'two',
    });
    expect(parseXmeml(toXmeml(timeline, 'premiere')).markers).toEqual([
      { name: 'Intro', in: 0, out: 60 },
      { name: 'Outro', in: 60, out: 90 },
    ]);
  });

  it('counts clipitems at the sequence rate when a source has another rate', () => {
    const pal = mediaAt('/m/pal.mov', { sourceId: 'pal', rate: RATE_25 });
    const timeline = storiesToTimeline({
      stories: [{ index: 0, title: 't', segments: [segment('src-broll', 1, 2, 'a'), segment('pal', 2, 4, 'b')] }],
      media: { pal, [broll.sourceId]: broll },
      name: 'mixed',
    });
    const doc = parseXmeml(toXmeml(timeline, 'premiere'));
    const palItem = doc.clipitems.find((c) => c.fileId === 'file-2' && c.mediatype === 'video')!;
    expect(palItem).toMatchObject({ start: 30, end: 90, in: 60, out: 120 });
    expect(doc.files.get('file-2')?.rate).toEqual(RATE_25);
  });

  it('describes audio-only sources without a picture', () => {
    const wav = mediaAt('/m/host mic.wav', { sourceId: 'wav', hasVideo: false, width: 0, height: 0, audioChannels: 1 });
    const timeline = storiesToTimeline({
      stories: [{ index: 0, title: 't', segments: [segment('wav', 1, 2, 'a')] }],
      media: { wav },
      name: 'pod',
    });
    const doc = parseXmeml(toXmeml(timeline, 'resolve'));
    expect(doc.clipitems.map((c) => c.mediatype)).toEqual(['audio']);
    expect(doc.files.get('file-1')).toMatchObject({ pathurl: 'file://localhost/m/host%20mic.wav', channelcount: 1 });
    expect(doc.files.get('file-1')?.width).toBeUndefined();
  });

  describe('camcorder footage: interlaced, anamorphic', () => {
    const tapes = storiesToTimeline({
      stories: [{ index: 0, title: 'Tapes', segments: [segment('hdv', 1, 3, 'a'), segment('dv', 2, 4, 'b')] }],
      media: { hdv: hdvTape, dv: dvWidescreen },
      name: 'Tapes',
    });

    it.each(['premiere', 'resolve'] as const)(
      '%s: each file by its stored size, pixel shape and first field',
      (flavour) => {
        const doc = parseXmeml(toXmeml(tapes, flavour));
        expect([...doc.pictures.values()]).toEqual([
          {
            width: 1440,
            height: 1080,
            anamorphic: 'FALSE',
            pixelaspectratio: 'HD-(1440x1080)',
            fielddominance: 'upper',
          },
          { width: 720, height: 576, anamorphic: 'TRUE', pixelaspectratio: 'PAL-601', fielddominance: 'lower' },
        ]);
        // The sequence is the first tape as shown: square pixels, 1920×1080, upper field first.
        expect(doc.picture).toEqual({
          width: 1920,
          height: 1080,
          anamorphic: 'FALSE',
          pixelaspectratio: 'square',
          fielddominance: 'upper',
        });
      },
    );

    it('scales for Premiere by the size each tape is shown, not stored', () => {
      const doc = parseXmeml(toXmeml(tapes, 'premiere'));
      // HDV fills 1920×1080 as it is; DV, shown 1024×576, needs 1920 / 1024 (not 1920 / 720).
      expect(doc.clipitems.filter((c) => c.mediatype === 'video').map((c) => c.scale)).toEqual([undefined, 187.5]);
    });

    it('describes a pixel shape FCP7 XML has no name for at the size it is shown, in square pixels', () => {
      expect(xmemlPixels({ width: 1000, height: 1000, pixelAspect: { h: 2, v: 1 } })).toEqual({
        width: 2000,
        height: 1000,
        pixelAspectRatio: 'square',
        anamorphic: false,
      });
      expect(xmemlPixels({ width: 720, height: 480, pixelAspect: { h: 8, v: 9 } })).toMatchObject({
        pixelAspectRatio: 'NTSC-601',
        anamorphic: false,
      });
    });
  });
});
