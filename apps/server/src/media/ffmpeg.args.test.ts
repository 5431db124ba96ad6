import { describe, expect, it } from 'vitest';
import { buildFfmpegArgs, needsProxy, proxySize, type FfmpegJob } from './ffmpeg.args';
import { probedInfo as info } from './media.test-support';

const M2TS = 'mpegts';
const TFF = 'bwdif=mode=send_frame:parity=tff:deint=all';
const BFF = 'bwdif=mode=send_frame:parity=bff:deint=all';

/** The value following a flag, e.g. valueOf(args, '-crf') === '23'. */
function valueOf(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

describe('buildFfmpegArgs', () => {
  const cases: { name: string; job: FfmpegJob; expect: Record<string, string | undefined>; last: string }[] = [
    {
      name: 'proxy of 1080p H.264 → 1280x720 H.264 main, CRF 23, veryfast, AAC 128k stereo',
      job: {
        type: 'proxy',
        input: '/in/a.mov',
        output: '/out/proxy.mp4',
        info: info({ codec: 'prores', pixFmt: 'yuv422p10le' }),
      },
      expect: {
        '-i': '/in/a.mov',
        '-vf': 'scale=1280:720,setsar=1,format=yuv420p',
        '-c:v': 'libx264',
        '-profile:v': 'main',
        '-preset': 'veryfast',
        '-crf': '23',
        '-c:a': 'aac',
        '-b:a': '128k',
        '-ac': '2',
        '-movflags': '+faststart',
        '-f': 'mp4',
      },
      last: '/out/proxy.mp4',
    },
    {
      name: 'proxy of a phone video rotated 90° → upright 720x1280',
      job: { type: 'proxy', input: 'in.mov', output: 'p.mp4', info: info({ codec: 'hevc', rotation: 90 }) },
      expect: { '-vf': 'scale=720:1280,setsar=1,format=yuv420p' },
      last: 'p.mp4',
    },
    {
      name: 'proxy never scales a small video up',
      job: { type: 'proxy', input: 'in.mkv', output: 'p.mp4', info: info({ codec: 'mpeg4', width: 320, height: 240 }) },
      expect: { '-vf': 'scale=320:240,setsar=1,format=yuv420p' },
      last: 'p.mp4',
    },
    {
      name: 'proxy of 1080i AVCHD (top field first) → deinterlaced, then scaled to 1280x720',
      job: {
        type: 'proxy',
        input: 'in.mts',
        output: 'p.mp4',
        info: info({ fieldOrder: 'tt', rate: { num: 25, den: 1 } }, 'ac3', M2TS),
      },
      expect: { '-vf': `${TFF},scale=1280:720,setsar=1,format=yuv420p` },
      last: 'p.mp4',
    },
    {
      name: 'proxy of anamorphic DV (bottom field first) → deinterlaced, then stretched to 854x480',
      job: {
        type: 'proxy',
        input: 'in.avi',
        output: 'p.mp4',
        info: info(
          {
            codec: 'dvvideo',
            width: 720,
            height: 480,
            pixFmt: 'yuv411p',
            sampleAspect: { num: 32, den: 27 },
            fieldOrder: 'bb',
          },
          'pcm_s16le',
          'avi',
        ),
      },
      expect: { '-vf': `${BFF},scale=854:480,setsar=1,format=yuv420p` },
      last: 'p.mp4',
    },
    {
      name: 'proxy of an MXF whose field order writers disagree on (tb) → the decoder says which field is first',
      job: {
        type: 'proxy',
        input: 'in.mxf',
        output: 'p.mp4',
        info: info({ codec: 'mpeg2video', pixFmt: 'yuv422p', fieldOrder: 'tb' }, 'pcm_s24le', 'mxf'),
      },
      expect: { '-vf': 'bwdif=mode=send_frame:parity=auto:deint=all,scale=1280:720,setsar=1,format=yuv420p' },
      last: 'p.mp4',
    },
    {
      name: 'proxy of an audio-only source is AAC without video',
      job: { type: 'proxy', input: 'in.wav', output: 'p.m4a', info: info(null, 'pcm_s24le', 'wav') },
      expect: { '-map': '0:a:0', '-c:a': 'aac', '-b:a': '128k' },
      last: 'p.m4a',
    },
    {
      name: 'audio for transcription: 16 kHz mono s16le WAV',
      job: { type: 'audio', input: 'in.mp4', output: 'a.wav' },
      expect: { '-map': '0:a:0', '-ac': '1', '-ar': '16000', '-c:a': 'pcm_s16le', '-f': 'wav' },
      last: 'a.wav',
    },
    {
      name: 'waveform: 8 kHz mono raw samples on stdout',
      job: { type: 'waveform', input: 'in.mp4' },
      expect: { '-ac': '1', '-ar': '8000', '-f': 's16le' },
      last: 'pipe:1',
    },
    {
      name: 'thumbnails: 20 keyframes over 42.45 s, 90 px high, tiled 20x1 into one JPEG',
      job: { type: 'thumbnails', input: 'in.mp4', output: 't.jpg', durationSec: 42.45, count: 20 },
      expect: {
        '-skip_frame': 'nokey',
        '-vf': "fps=fps=20/42.450,scale='max(2,trunc(90*dar/2)*2)':90,setsar=1,tile=20x1",
        '-frames:v': '1',
      },
      last: 't.jpg',
    },
    {
      name: 'thumbnails from decoded frames: the fallback for clips with too few keyframes',
      job: { type: 'thumbnails', input: 'in.mp4', output: 't.jpg', durationSec: 4, count: 10, keyframesOnly: false },
      expect: {
        '-skip_frame': undefined,
        '-vf':
          "tpad=stop_mode=clone:stop_duration=4.000,fps=fps=10/4.000,scale='max(2,trunc(90*dar/2)*2)':90,setsar=1,tile=10x1",
      },
      last: 't.jpg',
    },
    {
      name: 'thumbnails of interlaced footage: deinterlaced before the frames are picked and scaled',
      job: { type: 'thumbnails', input: 'in.mts', output: 't.jpg', durationSec: 42.45, count: 20, fieldOrder: 'tt' },
      expect: {
        '-skip_frame': 'nokey',
        '-vf': `${TFF},fps=fps=20/42.450,scale='max(2,trunc(90*dar/2)*2)':90,setsar=1,tile=20x1`,
      },
      last: 't.jpg',
    },
    {
      name: 'thumbnails of interlaced footage from decoded frames: deinterlaced before the padding',
      job: {
        type: 'thumbnails',
        input: 'in.avi',
        output: 't.jpg',
        durationSec: 4,
        count: 10,
        keyframesOnly: false,
        fieldOrder: 'bb',
      },
      expect: {
        '-vf': `${BFF},tpad=stop_mode=clone:stop_duration=4.000,fps=fps=10/4.000,scale='max(2,trunc(90*dar/2)*2)':90,setsar=1,tile=10x1`,
      },
      last: 't.jpg',
    },
    {
      name: 'poster: one frame at 10 % of the duration',
      job: { type: 'poster', input: 'in.mp4', output: 'p.jpg', durationSec: 120 },
      expect: { '-ss': '12.000', '-frames:v': '1' },
      last: 'p.jpg',
    },
    {
      name: 'poster at the first frame: the fallback when 10 % in has no frame',
      job: { type: 'poster', input: 'in.mp4', output: 'p.jpg', durationSec: 120, atSec: 0 },
      expect: { '-ss': '0.000' },
      last: 'p.jpg',
    },
    {
      name: 'poster of interlaced footage: deinterlaced, then scaled',
      job: { type: 'poster', input: 'in.mts', output: 'p.jpg', durationSec: 120, fieldOrder: 'tt' },
      expect: {
        '-ss': '12.000',
        '-vf': `${TFF},scale='min(640,round(iw*sar))':'max(2,trunc(ow/dar/2)*2)',setsar=1`,
      },
      last: 'p.jpg',
    },
  ];

  it.each(cases)('$name', ({ job, expect: flags, last }) => {
    const args = buildFfmpegArgs(job);
    for (const [flag, value] of Object.entries(flags)) expect(valueOf(args, flag), flag).toBe(value);
    expect(args.at(-1)).toBe(last);
    expect(args.slice(0, 3)).toEqual(['-nostdin', '-hide_banner', '-y']);
    expect(args).not.toContain('-progress');
  });

  it.each(cases.filter(({ job }) => !JSON.stringify(job).includes('fieldOrder')))(
    '$name: progressive, so nothing is deinterlaced',
    ({ job }) => {
      expect(buildFfmpegArgs(job).join(' ')).not.toContain('bwdif');
    },
  );

  it('asks for progress on stdout, or on stderr when stdout carries samples', () => {
    expect(valueOf(buildFfmpegArgs({ type: 'audio', input: 'i', output: 'o' }, { progress: true }), '-progress')).toBe(
      'pipe:1',
    );
    expect(valueOf(buildFfmpegArgs({ type: 'waveform', input: 'i' }, { progress: true }), '-progress')).toBe('pipe:2');
  });

  it('keeps file names with spaces and shell characters as single arguments', () => {
    const input = "/tmp/my clip; rm -rf ~ $(x) 'q'.mov";
    const args = buildFfmpegArgs({ type: 'audio', input, output: '/tmp/out file.wav' });
    expect(valueOf(args, '-i')).toBe(input);
    expect(args.at(-1)).toBe('/tmp/out file.wav');
  });

  it('keeps the frame rate of the source (no -r)', () => {
    expect(buildFfmpegArgs({ type: 'proxy', input: 'i', output: 'o', info: info({ codec: 'hevc' }) })).not.toContain(
      '-r',
    );
  });

  it('refuses thumbnail counts that cannot make a strip', () => {
    expect(() => buildFfmpegArgs({ type: 'thumbnails', input: 'i', output: 'o', durationSec: 10, count: 0 })).toThrow(
      RangeError,
    );
    expect(() => buildFfmpegArgs({ type: 'thumbnails', input: 'i', output: 'o', durationSec: 0, count: 5 })).toThrow(
      RangeError,
    );
  });
});

describe('proxySize', () => {
  it.each([
    { w: 3840, h: 2160, rotation: 0, out: { width: 1280, height: 720 } },
    { w: 1920, h: 1080, rotation: 270, out: { width: 720, height: 1280 } },
    { w: 1280, h: 720, rotation: 0, out: { width: 1280, height: 720 } },
    { w: 1440, h: 1080, rotation: 0, out: { width: 1280, height: 960 } },
    { w: 853, h: 481, rotation: 0, out: { width: 854, height: 482 } },
    // Anamorphic DV widescreen and HDV: shown with square pixels.
    { w: 720, h: 480, rotation: 0, sar: { num: 32, den: 27 }, out: { width: 854, height: 480 } },
    { w: 1440, h: 1080, rotation: 0, sar: { num: 4, den: 3 }, out: { width: 1280, height: 720 } },
  ])('$w x $h rotated $rotation → $out.width x $out.height', ({ w, h, rotation, sar, out }) => {
    expect(proxySize(info({ width: w, height: h, rotation, ...(sar ? { sampleAspect: sar } : {}) }))).toEqual(out);
  });
});

describe('needsProxy', () => {
  it.each([
    { name: 'H.264 yuv420p + AAC in MP4', media: info({}), proxy: false },
    { name: 'H.264 full-range yuvj420p + AAC', media: info({ pixFmt: 'yuvj420p' }), proxy: false },
    { name: 'VP9 + Opus in WebM', media: info({ codec: 'vp9' }, 'opus', 'matroska,webm'), proxy: false },
    { name: 'AV1 + Opus in MP4', media: info({ codec: 'av1' }, 'opus'), proxy: false },
    { name: 'H.264 10-bit', media: info({ pixFmt: 'yuv420p10le' }), proxy: true },
    { name: 'H.264 4:2:2', media: info({ pixFmt: 'yuv422p' }), proxy: true },
    { name: 'ProRes in MOV', media: info({ codec: 'prores', pixFmt: 'yuv422p10le' }), proxy: true },
    { name: 'HEVC in MOV', media: info({ codec: 'hevc' }), proxy: true },
    { name: 'H.264 + PCM in MOV (camera audio)', media: info({}, 'pcm_s16le'), proxy: true },
    { name: 'H.264 + AC-3', media: info({}, 'ac3'), proxy: true },
    // Browsers show both fields at once: only the proxy is deinterlaced.
    { name: 'interlaced H.264 + AAC in MP4', media: info({ fieldOrder: 'tt' }), proxy: true },
    { name: 'H.264 in MKV', media: info({}, 'aac', 'matroska,webm'), proxy: true },
    { name: 'MXF', media: info({ codec: 'dnxhd', pixFmt: 'yuv422p' }, 'pcm_s24le', 'mxf'), proxy: true },
    { name: 'MP3 audio', media: info(null, 'mp3', 'mp3'), proxy: false },
    { name: '16-bit WAV audio', media: info(null, 'pcm_s16le', 'wav'), proxy: false },
    { name: '24-bit WAV audio', media: info(null, 'pcm_s24le', 'wav'), proxy: true },
    { name: 'AAC in M4A', media: info(null, 'aac'), proxy: false },
  ])('$name → proxy: $proxy', ({ media, proxy }) => {
    expect(needsProxy(media)).toBe(proxy);
  });
});
