import { describe, expect, it } from 'vitest';
import { checkDecodable } from './decode-check';
import { buildFfmpegArgs, type FfmpegJob } from './ffmpeg.args';
import {
  brandingImageInputOptions,
  overlayVideoInputOptions,
  ownFileInputOptions,
  USER_MEDIA_DEMUXERS,
  userMediaInputOptions,
} from './media-confinement';
import { unconfinedInputs } from './media-confinement.test-support';
import type { MediaInfo } from './media.types';
import { framingArgs } from './subject-framing';

const MOV = 'mov,mp4,m4a,3gp,3g2,mj2';
const whitelistOf = (args: readonly string[]): string[] =>
  (args[args.indexOf('-format_whitelist') + 1] ?? '').split(',');

/** Demuxers that open other files or reach beyond the one file they were given. */
const OPENERS = ['hls', 'applehttp', 'concat', 'ffconcat', 'image2', 'image2pipe', 'sdp', 'rtsp', 'rtp', 'dash', 'tee'];

describe('userMediaInputOptions', () => {
  it('accepts the spec’s containers and only the file protocol when nothing is known yet', () => {
    const args = userMediaInputOptions();
    expect(args.slice(-2)).toEqual(['-protocol_whitelist', 'file']);
    const allowed = whitelistOf(args);
    for (const name of ['mov', 'mp4', 'matroska', 'webm', 'mxf', 'avi', 'mpegts', 'mp3', 'wav', 'flac', 'ogg', 'aac'])
      expect(allowed).toContain(name);
    for (const name of OPENERS) expect(allowed).not.toContain(name);
  });

  it.each([
    ['a probed MP4/MOV', MOV, MOV],
    ['a probed MKV/WebM', 'matroska,webm', 'matroska,webm'],
    ['Otto’s own WAV', 'wav', 'wav'],
    ['a container name with an unlisted alias', 'mov,hls', 'mov'],
  ])('%s is read by that demuxer alone', (_name, container, expected) => {
    expect(whitelistOf(userMediaInputOptions(container))).toEqual(expected.split(','));
  });

  it.each([['hls'], ['concat'], ['image2'], [''], ['sdp,rtp']])(
    'an unlisted container (%j) never widens the list',
    (container) => {
      expect(userMediaInputOptions(container)).toEqual(userMediaInputOptions());
    },
  );

  it('names no demuxer twice across its families', () => {
    const names = Object.values(USER_MEDIA_DEMUXERS).flatMap((family) => family.split(','));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('branding and Otto’s own inputs', () => {
  it('stills go through the PNG and JPEG pipe demuxers only: one file, no patterns', () => {
    expect(brandingImageInputOptions()).toEqual([
      '-format_whitelist',
      'png_pipe,jpeg_pipe',
      '-protocol_whitelist',
      'file',
    ]);
  });

  it('the overlay is QuickTime only', () => {
    expect(overlayVideoInputOptions()).toEqual(['-format_whitelist', MOV, '-protocol_whitelist', 'file']);
  });

  it('a concat list of Otto’s parts may open the parts’ format and nothing else', () => {
    expect(ownFileInputOptions('concat', ['matroska'])).toEqual([
      '-format_whitelist',
      'concat,matroska',
      '-protocol_whitelist',
      'file',
    ]);
  });
});

describe('unconfinedInputs', () => {
  it.each([
    [['-i', 'a.mp4', 'o.wav'], ['a.mp4']],
    [['-format_whitelist', 'wav', '-i', 'a.wav', 'o.wav'], ['a.wav']],
    [['-protocol_whitelist', 'file', '-format_whitelist', 'mov', '-i', 'a', '-i', 'b', 'o'], ['b']],
    [['-f', 'lavfi', '-i', 'color=black', 'o.png'], []],
  ])('%j → %j', (args, expected) => {
    expect(unconfinedInputs(args)).toEqual(expected);
  });
});

const info: MediaInfo = {
  container: MOV,
  durationSec: 60,
  sizeBytes: 1,
  bitRate: 1,
  video: {
    codec: 'hevc',
    codecTag: 'hvc1',
    width: 1920,
    height: 1080,
    rate: { num: 25, den: 1 },
    pixFmt: 'yuv420p',
    rotation: 0,
  },
  audio: { codec: 'aac', channels: 2, sampleRate: 48000, channelLayout: 'stereo' },
  audioStreamCount: 1,
  startTimeSec: 0,
};

describe('every ingest run on a user’s file is confined', () => {
  const jobs: FfmpegJob[] = [
    { type: 'proxy', input: '/in/a.mp4', output: '/o.mp4', info },
    { type: 'proxy', input: '/in/a.m4a', output: '/o.m4a', info: { ...info, video: undefined } },
    { type: 'audio', input: '/in/a.mp4', output: '/o.wav' },
    { type: 'audio', input: '/in/a.mp4', output: '/o.wav', container: MOV },
    { type: 'waveform', input: '/w/audio.wav', container: 'wav' },
    { type: 'thumbnails', input: '/in/a.mp4', output: '/t.jpg', durationSec: 60, count: 6, container: MOV },
    { type: 'poster', input: '/in/a.mp4', output: '/p.jpg', durationSec: 60 },
  ];

  it.each(jobs.map((job) => [job.type, job] as const))('%s', (_type, job) => {
    const args = buildFfmpegArgs(job, { progress: true });
    expect(unconfinedInputs(args)).toEqual([]);
    const expected = 'container' in job && job.container ? job.container : job.type === 'proxy' ? MOV : undefined;
    if (expected) expect(whitelistOf(args)).toEqual(expected.split(','));
  });

  it('subject framing reads the original through its demuxer', () => {
    const args = framingArgs({ path: '/in/a.mkv', container: 'matroska,webm', start: 0, duration: 4 });
    expect(unconfinedInputs(args)).toEqual([]);
    expect(whitelistOf(args)).toEqual(['matroska', 'webm']);
  });

  it('the partial-file check seeks with the probed demuxer only', async () => {
    const calls: string[][] = [];
    await checkDecodable('/in/a.mp4', info, {
      ffprobe: (args) => {
        calls.push([...args]);
        return Promise.resolve('59.5\n');
      },
    });
    expect(calls.length).toBeGreaterThan(0);
    for (const args of calls) {
      expect(whitelistOf(args)).toEqual(MOV.split(','));
      expect(args.slice(-3)).toEqual(['-protocol_whitelist', 'file', '/in/a.mp4']);
    }
  });
});
