import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { demoCategory, demoStartData, sourceIdMap, type DemoSourceMedia } from './demo.fns';

const source = (id: string, over: Partial<DemoSourceMedia> = {}): DemoSourceMedia => ({
  id,
  filename: `${id}.mp4`,
  type: 'video',
  transcodedFileUri: `s3://media/p/${id}/proxy.mp4`,
  originalFileUri: `s3://ingest/p/${id}/${id}.mp4`,
  thumbnailsUri: `s3://media/p/${id}/thumbnail.jpg`,
  ...over,
});

describe('demo_start', () => {
  it('shows the uncut video of a single-camera demo, played from its proxy', () => {
    expect(demoStartData([source('a')], false)).toEqual({
      videoUrl: 's3://media/p/a/proxy.mp4',
      thumbnailUrl: 's3://media/p/a/thumbnail.jpg',
    });
  });

  it('offers every camera of a multicam demo, never its main audio, and the original where no proxy was made', () => {
    const data = demoStartData(
      [source('a'), source('b', { transcodedFileUri: null }), source('main', { type: 'audio', thumbnailsUri: null })],
      true,
    );
    expect(data?.videoUrl).toBe('s3://media/p/a/proxy.mp4');
    expect(data?.multicamVideos).toEqual([
      { videoUrl: 's3://media/p/a/proxy.mp4', thumbnailUrl: 's3://media/p/a/thumbnail.jpg', videoName: 'Camera 1' },
      { videoUrl: 's3://ingest/p/b/b.mp4', thumbnailUrl: 's3://media/p/b/thumbnail.jpg', videoName: 'Camera 2' },
    ]);
  });

  it('has nothing to show for a demo without a video', () => {
    expect(demoStartData([source('main', { type: 'audio' })], false)).toBeNull();
  });
});

describe('demo copies', () => {
  it("knows a copied source by its original's URI", () => {
    const copies = [
      source('x', { originalFileUri: 's3://ingest/p/b/b.mp4' }),
      source('y', { originalFileUri: 's3://ingest/p/a/a.mp4' }),
    ];
    expect(sourceIdMap([source('a'), source('b'), source('c')], copies)).toEqual(
      new Map([
        ['a', 'y'],
        ['b', 'x'],
      ]),
    );
  });

  it('groups projects as the picker does', () => {
    expect(demoCategory('multicam')).toBe('multicam');
    expect(demoCategory('singlecam')).toBe('others');
  });
});

describe('DEMO_SEED', () => {
  it('seeds every demo by default, none with false, or the named ones', () => {
    expect(loadConfig({}).DEMO_SEED).toBe(true);
    expect(loadConfig({ DEMO_SEED: 'false' }).DEMO_SEED).toBe(false);
    expect(loadConfig({ DEMO_SEED: '0' }).DEMO_SEED).toBe(false);
    expect(loadConfig({ DEMO_SEED: 'standard, multicam' }).DEMO_SEED).toEqual(['standard', 'multicam']);
  });
});
