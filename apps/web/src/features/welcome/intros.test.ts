import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { introManifestSchema, introNames, MAX_INTRO_VIDEO_BYTES } from '@otto/shared/intros';
import { describe, expect, it } from 'vitest';
import manifestJson from '../../../public/intros/manifest.json';
import { introVideo } from './intros';

const publicFile = (name: string) => fileURLToPath(new URL(`../../../public/intros/${name}`, import.meta.url));
const manifest = introManifestSchema.parse(manifestJson);

describe('the committed intro videos', () => {
  it('has the welcome and every mode video in the manifest', () => {
    expect(manifest.intros.map((e) => e.name).sort()).toEqual([...introNames].sort());
  });

  it.each(manifest.intros.map((e) => [e.name, e] as const))(
    '%s: its video, captions and poster exist, the video is under 2 MB, and the manifest matches them',
    async (name, entry) => {
      const files = ['webm', 'vtt', 'jpg'].map((ext) => publicFile(`${name}.${ext}`));
      const [video, captions, poster] = await Promise.all(files.map((f) => readFile(f)));
      expect(video!.length).toBe(entry.videoBytes);
      expect(video!.length).toBeLessThan(MAX_INTRO_VIDEO_BYTES);
      expect(video!.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML: a WebM file
      expect(poster!.subarray(0, 3).toString('hex')).toBe('ffd8ff'); // a JPEG
      const vtt = captions!.toString('utf8');
      expect(vtt.startsWith('WEBVTT\n')).toBe(true);
      expect(vtt.match(/-->/g)).toHaveLength(entry.captions.length);
      for (const caption of entry.captions) expect(vtt).toContain(caption);
      const sizes = await Promise.all(files.map((f) => stat(f)));
      expect(sizes.reduce((sum, s) => sum + s.size, 0)).toBe(entry.bytes);
      // The version in the URLs is the files' hash: regenerated files always get new URLs.
      const hash = createHash('sha256');
      for (const file of [video!, captions!, poster!]) hash.update(file);
      expect(hash.digest('hex').startsWith(entry.version)).toBe(true);
      expect(entry.durationSec).toBeGreaterThanOrEqual(10);
      expect(entry.durationSec).toBeLessThanOrEqual(25);
    },
  );

  it('gives the web app versioned URLs for them', () => {
    const welcome = introVideo('welcome')!;
    expect(welcome.files.video).toBe(`/intros/welcome.webm?v=${welcome.version}`);
  });
});
