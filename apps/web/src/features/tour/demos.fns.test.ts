import { describe, expect, it } from 'vitest';
import { embedDemo, tourDemo, type DemoSummary } from './demos.fns';

const demo = (projectId: string, category: DemoSummary['category'], ready: boolean): DemoSummary => ({
  projectId,
  name: projectId,
  thumbnailUrl: `/demo/${projectId}.jpg`,
  assetLinks: [],
  shareId: `share-${projectId}`,
  category,
  ready,
});

describe('which demo opens', () => {
  const demos = [demo('multicam', 'multicam', true), demo('seeding', 'others', false), demo('talk', 'others', true)];

  it('tours the first ready single-camera demo', () => {
    expect(tourDemo(demos)?.projectId).toBe('talk');
    expect(tourDemo([demo('multicam', 'multicam', true), demo('seeding', 'others', false)])).toBeUndefined();
    expect(tourDemo([])).toBeUndefined();
  });

  it('embeds a single-camera demo first, else any ready one', () => {
    expect(embedDemo(demos)?.projectId).toBe('talk');
    expect(embedDemo([demo('seeding', 'others', false), demo('multicam', 'multicam', true)])?.projectId).toBe('multicam');
    expect(embedDemo([demo('seeding', 'others', false)])).toBeUndefined();
  });
});
