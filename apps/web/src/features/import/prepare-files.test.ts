import { readFile } from 'node:fs/promises';
import { botText, toastDurationsMs, toastText } from '@otto/shared/constants';
import { describe, expect, it } from 'vitest';
import { readFileHead } from './media-duration';
import { prepareLocalFiles } from './prepare-files';

const media = (path: string) => new URL(`../../../../../../shared/media/${path}`, import.meta.url);
const MB = 1024 * 1024;

/** A browser-like File from the test media, optionally renamed or reported larger than it is. */
async function fileFrom(path: string, name = path.split('/').pop()!, size?: number) {
  const bytes = await readFile(media(path));
  const file = new File([bytes], name);
  return size === undefined ? file : Object.defineProperty(file, 'size', { value: size });
}

const readHead = async (file: File) => new Uint8Array(await file.slice(0, 100).arrayBuffer());
const opts = { unlockLargeFiles: false, maxClips: 10 };

describe('preparing local files for a standard import', () => {
  it('keeps real video, typed from its first bytes, with its duration', async () => {
    const clip = await fileFrom('video/auto-editor_example.mp4');
    const out = await prepareLocalFiles([], [clip], opts, { readHead, probeDurationSec: async () => 42.45 });
    expect(out.files).toEqual([{ file: clip, type: 'video', durationMs: 42_450 }]);
    expect(out.notices).toEqual([]);
    expect(out.largeFiles).toBe('ok');
  });

  it('refuses a text file dressed as .mp4 and leaves audio out with a warning', async () => {
    const fake = await fileFrom('reject/not_media.mp4');
    const audioInMp4 = await fileFrom('reject/no_video_stream.m4a');
    const clip = await fileFrom('video/auto-editor_example.mp4');
    const out = await prepareLocalFiles([], [fake, audioInMp4, clip], opts, {
      readHead,
      probeDurationSec: async () => 10,
    });
    expect(out.files.map((f) => f.file.name)).toEqual(['auto-editor_example.mp4']);
    expect(out.notices.map((n) => n.message)).toEqual([
      "Otto can't import not_media.mp4: choose video or audio files.",
      'An audio-only file was left out: this import takes video files only.',
    ]);
  });

  it('drops a file already chosen with the 2-second duplicates toast', async () => {
    const clip = await fileFrom('video/auto-editor_example.mp4');
    const out = await prepareLocalFiles([{ name: clip.name, size: clip.size }], [clip], opts, {
      readHead,
      probeDurationSec: async () => 42,
    });
    expect(out.files).toEqual([]);
    expect(out.notices).toEqual([{ message: toastText.filesAlreadyExist, kind: 'warning', durationMs: 2000 }]);
  });

  it('rejects a file over 4 hours with the bot message, and warns when all together pass 5 hours', async () => {
    const long = await fileFrom('reject/over_4h_14500s.mp4');
    const clip = await fileFrom('video/auto-editor_example.mp4');
    const durations = new Map([
      [long, 14_500],
      [clip, 42],
    ]);
    const out = await prepareLocalFiles(
      [{ name: 'earlier.mp4', size: MB, durationMs: 4 * 3600_000 }],
      [long, clip],
      opts,
      {
        readHead,
        probeDurationSec: async (f) => durations.get(f) ?? 0,
      },
    );
    expect(out.files.map((f) => f.file.name)).toEqual(['auto-editor_example.mp4']);
    expect(out.botMessages).toEqual([botText.maxDurationExceeded]);
    // The refusal is tracked as well as shown (spec import §5: 'the event is tracked and reported').
    expect(out.trackedErrors).toEqual(['max_duration_exceeded']);
    expect(out.notices.map((n) => n.message)).toContain(
      'Heads up: we support up to 4 hours per file and 5 hours in total. Longer imports may not finish processing.',
    );
  });

  it('suggests the desktop app from 500 MB and requires it at 2 GB', async () => {
    const big = await fileFrom('video/auto-editor_example.mp4', 'big.mp4', 600 * MB);
    const huge = await fileFrom('video/auto-editor_example.mp4', 'huge.mp4', 2100 * MB);
    const probe = { readHead, probeDurationSec: async () => 60 };
    expect((await prepareLocalFiles([], [big], opts, probe)).largeFiles).toBe('suggest_desktop');
    expect((await prepareLocalFiles([], [huge], opts, probe)).largeFiles).toBe('force_desktop');
    expect((await prepareLocalFiles([], [huge], { ...opts, unlockLargeFiles: true }, probe)).largeFiles).toBe(
      'suggest_desktop',
    );
  });

  it('blocks the import when a chosen file cannot be read, naming it in the 8-second toast', async () => {
    const clip = await fileFrom('video/auto-editor_example.mp4');
    // What Android Chrome hands back for a content URI it can no longer open.
    const lost = new File([new Uint8Array(10)], 'VID_20240101.mp4');
    Object.defineProperty(lost, 'slice', {
      value: () => ({
        arrayBuffer: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')),
      }),
    });
    const out = await prepareLocalFiles<File>([], [clip, lost], opts, {
      readHead: readFileHead,
      probeDurationSec: async () => 42,
    });
    expect(out.files).toEqual([]);
    expect(out.notices).toEqual([
      {
        message: toastText.unreadableFiles(['VID_20240101.mp4']),
        kind: 'error',
        durationMs: toastDurationsMs.unreadableFiles,
      },
    ]);
    expect(out.notices[0]?.message).toBe(
      'We are unable to access the following files: VID_20240101.mp4. Please remove and add them again.',
    );
    expect(out.notices[0]?.durationMs).toBe(8000);
  });

  it('says a 0-byte file is empty and imports the others', async () => {
    const clip = await fileFrom('video/auto-editor_example.mp4');
    const empty = new File([], 'empty.mp4');
    const out = await prepareLocalFiles<File>([], [clip, empty], opts, {
      readHead: readFileHead,
      probeDurationSec: async () => 42,
    });
    expect(out.files.map((f) => f.file.name)).toEqual([clip.name]);
    expect(out.notices.map((n) => n.message)).toEqual([
      'empty.mp4 is empty (0 bytes): nothing was recorded or copied into it. Import the file again from where it was recorded.',
    ]);
  });

  it('counts a duration the browser could not read as 0 rather than failing', async () => {
    const clip = await fileFrom('video/auto-editor_example.mp4');
    const out = await prepareLocalFiles([], [clip], opts, {
      readHead,
      probeDurationSec: () => Promise.reject(new Error('no decoder')),
    });
    expect(out.files).toEqual([{ file: clip, type: 'video', durationMs: 0 }]);
  });
});
