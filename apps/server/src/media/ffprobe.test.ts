import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyProbeFailure, parseProbeOutput, parseRational, pickFrameRate } from './ffprobe';
import type { MediaInfo } from './media.types';
import { uprightSize } from './upright-size';
import { createTestRunner, makeInterlacedClip, mediaPath } from './media.test-support';

const runner = createTestRunner();

async function probeOk(path: string): Promise<MediaInfo> {
  const result = await runner.probe(path);
  if (!result.ok) throw new Error(`probe failed: ${result.errorCode} ${result.detail}`);
  return result.info;
}

describe('probe (real files)', () => {
  it('reads the example clip: 1280x720 at 30/1, stereo AAC, 42.45 s', async () => {
    const info = await probeOk(mediaPath('video/auto-editor_example.mp4'));
    expect(info.container).toBe('mov,mp4,m4a,3gp,3g2,mj2');
    expect(info.durationSec).toBeCloseTo(42.45, 1);
    expect(info.sizeBytes).toBe(3022780);
    expect(info.video).toMatchObject({
      codec: 'h264',
      codecTag: 'avc1',
      width: 1280,
      height: 720,
      rate: { num: 30, den: 1 },
      pixFmt: 'yuv420p',
      rotation: 0,
    });
    expect(info.audio).toMatchObject({ codec: 'aac', channels: 2, sampleRate: 48000, channelLayout: 'stereo' });
    expect(info.audioStreamCount).toBe(1);
  });

  it('reads six-channel audio and 25 fps', async () => {
    const info = await probeOk(mediaPath('video/lhotse_big_buck_bunny_small.mp4'));
    expect(info.video).toMatchObject({ width: 320, height: 240, rate: { num: 25, den: 1 } });
    expect(info.audio?.channels).toBe(6);
  });

  it('reads the 25 fps multicam camera', async () => {
    const info = await probeOk(mediaPath('multicam/camB.mp4'));
    expect(info.video).toMatchObject({ width: 960, height: 540, rate: { num: 25, den: 1 } });
    expect(info.durationSec).toBeCloseTo(36, 0);
  });

  it('reads audio-only files without a video stream', async () => {
    const info = await probeOk(mediaPath('multicam/same_recording_formats/p001.mp3'));
    expect(info.video).toBeUndefined();
    expect(info.audio).toMatchObject({ codec: 'mp3', sampleRate: 44100 });
  });

  describe('generated', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'otto-probe-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('reads an NTSC rate exactly and the start timecode of a MOV', async () => {
      const out = join(dir, 'tc.mov');
      await runner.run([
        '-nostdin',
        '-y',
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=s=320x240:r=30000/1001',
        '-f',
        'lavfi',
        '-i',
        'sine',
        '-t',
        '1',
        '-timecode',
        '01:00:00;00',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        out,
      ]);
      const info = await probeOk(out);
      expect(info.video?.rate).toEqual({ num: 30000, den: 1001 });
      expect(info.video?.startTimecode).toBe('01:00:00;00');
      expect(info.majorBrand).toBe('qt');
    });

    it('reads the rotation a player applies', async () => {
      const out = join(dir, 'rot.mp4');
      await runner.run([
        '-nostdin',
        '-y',
        '-v',
        'error',
        '-i',
        mediaPath('multicam/camB.mp4'),
        '-t',
        '1',
        '-c',
        'copy',
        '-metadata:s:v:0',
        'rotate=90',
        out,
      ]);
      const info = await probeOk(out);
      // ffmpeg 5.1 writes `rotate=90` as a 90° counter-clockwise display matrix (checked by
      // decoding a marked frame): a player turns it 270° clockwise.
      expect(info.video?.rotation).toBe(270);
      expect(info.video).toMatchObject({ width: 960, height: 540 });
    });

    it('reads anamorphic pixels, and shows the picture at its display width', async () => {
      const out = join(dir, 'dv.mov');
      await runner.run([
        ...['-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=720x480:rate=30000/1001:duration=0.2'],
        ...['-vf', 'setsar=32/27', '-c:v', 'libx264', '-preset', 'ultrafast', out],
      ]);
      const info = await probeOk(out);
      expect(info.video).toMatchObject({ width: 720, height: 480, sampleAspect: { num: 32, den: 27 } });
      expect(uprightSize(info.video!)).toEqual({ width: 853, height: 480 });
      expect(uprightSize({ ...info.video!, rotation: 90 })).toEqual({ width: 480, height: 853 });
      const square = await probeOk(mediaPath('multicam/camB.mp4'));
      expect(square.video?.sampleAspect).toBeUndefined();
    });

    it('reads the field order of interlaced H.264, top or bottom field first; progressive footage has none', async () => {
      const clip = { size: '320x240', seconds: 0.2 };
      const top = await probeOk(await makeInterlacedClip(runner, join(dir, 'tff.mts'), clip));
      const bottom = await probeOk(
        await makeInterlacedClip(runner, join(dir, 'bff.mts'), { ...clip, fieldRate: 60000 / 1001, bottomFirst: true }),
      );
      expect(top.video?.fieldOrder).toBe('tt');
      expect(bottom.video?.fieldOrder).toBe('bb');
      // 50 and 59.94 fields a second are 25 and 29.97 frames.
      expect(top.video?.rate).toEqual({ num: 25, den: 1 });
      expect(bottom.video?.rate).toEqual({ num: 30000, den: 1001 });
      expect((await probeOk(mediaPath('multicam/camB.mp4'))).video?.fieldOrder).toBeUndefined();
    });
  });
});

describe('field order', () => {
  const video = (field_order?: string) =>
    parseProbeOutput({ streams: [{ codec_type: 'video', width: 1920, height: 1080, field_order }] }).video;
  it.each(['tt', 'bb', 'tb', 'bt'])('%s is interlaced', (order) => {
    expect(video(order)?.fieldOrder).toBe(order);
  });
  it.each(['progressive', 'unknown', '', undefined])('%s is not', (order) => {
    expect(video(order)).not.toHaveProperty('fieldOrder');
  });
});

describe('frame rates', () => {
  it.each([
    { r: '30/1', avg: '30/1', out: { num: 30, den: 1 } },
    { r: '30000/1001', avg: '30000/1001', out: { num: 30000, den: 1001 } },
    { r: '24000/1001', avg: '24000/1001', out: { num: 24000, den: 1001 } },
    // Variable-rate phone footage: the average snaps to the standard rate it approximates.
    { r: '90000/1', avg: '14985/500', out: { num: 30000, den: 1001 } },
    { r: '60/1', avg: '5994/100', out: { num: 60000, den: 1001 } },
    // Frames dropped unevenly: the average is no standard rate, the base rate is.
    { r: '60/1', avg: '6180/179', out: { num: 60, den: 1 } },
    { r: '25/1', avg: '875/71', out: { num: 25, den: 1 } },
    // ...and neither is: the standard rate nearest the average.
    { r: '90000/1', avg: '283/10', out: { num: 30000, den: 1001 } },
    { r: '1000/1', avg: '2131/100', out: { num: 24000, den: 1001 } },
    { r: '0/0', avg: '25/1', out: { num: 25, den: 1 } },
    { r: '50/2', avg: '0/0', out: { num: 25, den: 1 } },
    { r: '0/0', avg: '0/0', out: { num: 0, den: 1 } },
  ])('r=$r avg=$avg → $out.num/$out.den', ({ r, avg, out }) => {
    expect(pickFrameRate(r, avg)).toEqual(out);
  });

  it('reduces rationals and refuses zero or junk', () => {
    expect(parseRational('60000/2002')).toEqual({ num: 30000, den: 1001 });
    expect(parseRational('0/0')).toBeUndefined();
    expect(parseRational('N/A')).toBeUndefined();
  });
});

describe('classifyProbeFailure', () => {
  const moov = '[mov,mp4,m4a,3gp,3g2,mj2 @ 0x1] moov atom not found\nx.mp4: Invalid data found when processing input';
  const bmffHead = Buffer.from('000000206674797069736f6d', 'hex'); // size + 'ftyp' + 'isom'
  it.each([
    { name: 'MP4 cut before its moov', stderr: moov, size: 400000, head: bmffHead, code: 'moov_atom_not_found' },
    { name: 'zero bytes', stderr: moov, size: 0, head: Buffer.alloc(0), code: 'empty_file' },
    {
      name: 'text named .mp4 (ffprobe still says moov)',
      stderr: moov,
      size: 20,
      head: Buffer.from('this is not a video\n'),
      code: 'not_media',
    },
    {
      name: 'garbage named .wav',
      stderr: 'x.wav: Invalid data found when processing input',
      size: 9,
      head: Buffer.from('garbage!!'),
      code: 'not_media',
    },
    {
      name: 'WebM cut off after its header',
      stderr: 'x.webm: Input/output error',
      size: 600,
      head: Buffer.from('1a45dfa39f4286810142f7810142f281', 'hex'),
      code: 'moov_atom_not_found',
    },
    {
      name: 'unreadable file',
      stderr: 'x.mp4: Permission denied',
      size: 100,
      head: Buffer.alloc(0),
      code: 'processing_error',
    },
  ])('$name → $code', ({ stderr, size, head, code }) => {
    expect(classifyProbeFailure(stderr, size, head).errorCode).toBe(code);
  });
});
