import { describe, expect, it } from 'vitest';
import type { MediaInfo } from './media.types';
import { validateMedia } from './media.validate';

const video = {
  codec: 'h264',
  codecTag: 'avc1',
  width: 1280,
  height: 720,
  rate: { num: 30, den: 1 },
  pixFmt: 'yuv420p',
  rotation: 0,
};
const audio = { codec: 'aac', channels: 2, sampleRate: 48000, channelLayout: 'stereo' };

function info(over: Partial<MediaInfo>): MediaInfo {
  return {
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    durationSec: 60,
    sizeBytes: 1000,
    bitRate: 1,
    video,
    audio,
    audioStreamCount: 1,
    startTimeSec: 0,
    ...over,
  };
}

describe('validateMedia', () => {
  it.each([
    { name: 'a normal video', media: info({}), kind: 'video' as const, codes: [] },
    {
      name: 'audio-only file imported as video',
      media: info({ video: undefined }),
      kind: 'video' as const,
      codes: ['no_video_stream'],
    },
    { name: 'audio-only file imported as audio', media: info({ video: undefined }), kind: 'audio' as const, codes: [] },
    {
      name: 'video without audio',
      media: info({ audio: undefined, audioStreamCount: 0 }),
      kind: 'video' as const,
      codes: ['no_audio_stream'],
    },
    {
      name: 'ProRes RAW (no decoder)',
      media: info({ video: { ...video, codec: 'none', codecTag: 'aprh' } }),
      kind: 'video' as const,
      codes: ['codec_not_supported__pro_res_raw'],
    },
    { name: 'exactly 4 hours', media: info({ durationSec: 4 * 3600 }), kind: 'video' as const, codes: [] },
    {
      name: 'over 4 hours',
      media: info({ durationSec: 14500 }),
      kind: 'video' as const,
      codes: ['max_duration_exceeded'],
    },
    {
      name: 'over 4 hours of audio',
      media: info({ durationSec: 14500, video: undefined }),
      kind: 'audio' as const,
      codes: ['max_duration_exceeded'],
    },
    {
      name: 'raw codec, no audio, too long: the most actionable first',
      media: info({ video: { ...video, codec: 'none', codecTag: 'aprn' }, audio: undefined, durationSec: 20000 }),
      kind: 'video' as const,
      codes: ['codec_not_supported__pro_res_raw', 'no_audio_stream', 'max_duration_exceeded'],
    },
  ])('$name → $codes', ({ media, kind, codes }) => {
    expect(validateMedia(media, { kind }).map((p) => p.code)).toEqual(codes);
  });

  it('flags files over the size limit when one is given', () => {
    const media = info({ sizeBytes: 3_000_000_000 });
    expect(validateMedia(media, { kind: 'video' })).toEqual([]);
    expect(validateMedia(media, { kind: 'video', maxFileSizeBytes: 2_000_000_000 })[0]?.code).toBe(
      'max_file_size_exceeded',
    );
  });

  it('says how long the file is in the detail', () => {
    expect(validateMedia(info({ durationSec: 14500 }), { kind: 'video' })[0]?.detail).toContain('4:01:40');
  });
});
