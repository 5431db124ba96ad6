import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDecodable } from './decode-check';
import { inspectSourceMedia, prepareSourceMedia } from './media.pipeline';
import { MAX_DURATION_MESSAGE, MediaError, type MediaKind } from './media.types';
import { createTestRunner, mediaPath } from './media.test-support';

const runner = createTestRunner();

/**
 * Every file of ../shared/media/reject/ and the code it ends in (MANIFEST.md, 'notes').
 * Labels (spec §8): moov_atom_not_found = 'Video processing error' (corrupted or incomplete);
 * empty_file, not_media, max_duration_exceeded = 'Processing error' (the catalogue's fallback).
 */
const REJECTS: { file: string; kind: MediaKind; code: string | null }[] = [
  { file: 'empty_0_bytes.mp4', kind: 'video', code: 'empty_file' },
  { file: 'not_media.mp4', kind: 'video', code: 'not_media' },
  { file: 'truncated_no_moov.mp4', kind: 'video', code: 'moov_atom_not_found' },
  { file: 'truncated_mdat_cut.mp4', kind: 'video', code: 'moov_atom_not_found' },
  { file: 'unsupported_codec_aprn.mov', kind: 'video', code: 'codec_not_supported__pro_res_raw' },
  { file: 'no_audio_stream.mp4', kind: 'video', code: 'no_audio_stream' },
  { file: 'no_video_stream.mp4', kind: 'video', code: 'no_video_stream' },
  { file: 'no_video_stream.m4a', kind: 'audio', code: null },
  { file: 'over_4h_14500s.mp4', kind: 'video', code: 'max_duration_exceeded' },
];

async function codeOf(file: string, kind: MediaKind): Promise<string | null> {
  try {
    await inspectSourceMedia(mediaPath(`reject/${file}`), { kind, runner });
    return null;
  } catch (err) {
    if (err instanceof MediaError) return err.code;
    throw err;
  }
}

describe('reject set', () => {
  it('covers every media file in the folder', async () => {
    const files = (await readdir(mediaPath('reject'))).filter((f) => !f.endsWith('.sh'));
    expect(files.sort()).toEqual(REJECTS.map((r) => r.file).sort());
  });

  it.each(REJECTS)('$file as $kind → $code', async ({ file, kind, code }) => {
    expect(await codeOf(file, kind)).toBe(code);
  });

  it('an audio-only MP4 imported as audio is fine', async () => {
    expect(await codeOf('no_video_stream.mp4', 'audio')).toBeNull();
  });

  it('the cut MP4 is reported with how much of it can be read', async () => {
    const info = await runner.probe(mediaPath('reject/truncated_mdat_cut.mp4'));
    if (!info.ok) throw new Error('the cut file still probes');
    const check = await checkDecodable(mediaPath('reject/truncated_mdat_cut.mp4'), info.info, {
      ffprobe: runner.ffprobe,
    });
    expect(check.complete).toBe(false);
    // MANIFEST: only about the first 20 s of the declared 42.45 s decode.
    expect(check.readableSec).toBeGreaterThan(15);
    expect(check.readableSec).toBeLessThan(26);
  });

  it('whole files pass the partial-file check', async () => {
    for (const file of [
      'video/auto-editor_example.mp4',
      'reject/over_4h_14500s.mp4',
      'multicam/same_recording_formats/p001.ogg',
    ]) {
      const info = await runner.probe(mediaPath(file));
      if (!info.ok) throw new Error(file);
      expect((await checkDecodable(mediaPath(file), info.info, { ffprobe: runner.ffprobe })).complete, file).toBe(true);
    }
  });

  it('the over-4-hours code carries the spec message', () => {
    expect(MAX_DURATION_MESSAGE).toBe(
      'Sorry, the maximum file duration supported today is 4 hours. Please import a shorter file.',
    );
  });
});

describe('prepareSourceMedia on rejects', () => {
  let workDir: string;
  beforeEach(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'otto-reject-'));
  });
  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it.each(REJECTS.filter((r) => r.code))(
    '$file fails with $code and leaves the work folder empty',
    async ({ file, kind, code }) => {
      const run = prepareSourceMedia({ input: mediaPath(`reject/${file}`), workDir, kind, runner });
      await expect(run).rejects.toMatchObject({ name: 'MediaError', code });
      expect(await readdir(workDir)).toEqual([]);
    },
  );
});
