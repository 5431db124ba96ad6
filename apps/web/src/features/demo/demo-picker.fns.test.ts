import { describe, expect, it } from 'vitest';
import { demoTileActions, demosToShow, isObjectUri, projectDemoCategory } from './demo-picker.fns';

const demo = (category: 'multicam' | 'others') => ({
  projectId: category === 'multicam' ? '00000000-0000-4000-8000-000000000002' : '00000000-0000-4000-8000-000000000001',
  name: category,
  thumbnailUrl: null,
  assetLinks: [],
  shareId: null,
  category,
  ready: true,
});

describe('demo picker', () => {
  it('uses the demo in an empty project of its kind, and otherwise adds a new demo project', () => {
    const podcast = { category: 'singlecam' as const, mode: 'podcast' as const };
    const standard = { category: 'singlecam' as const, mode: 'standard' as const };
    expect(demoTileActions(demo('multicam'), { project: podcast, sourceCount: 0 })).toEqual(['use_here', 'add_new']);
    expect(demoTileActions(demo('others'), { project: standard, sourceCount: 0 })).toEqual(['use_here', 'add_new']);
    expect(demoTileActions(demo('others'), { project: standard, sourceCount: 1 })).toEqual(['add_new']);
    expect(demoTileActions(demo('multicam'), { project: standard, sourceCount: 0 })).toEqual(['add_new']);
    expect(demoTileActions(demo('others'), null)).toEqual(['add_new']);
  });

  it('groups a multicam or podcast project with the multicam demo', () => {
    expect(projectDemoCategory({ category: 'multicam', mode: 'rough_cut' })).toBe('multicam');
    expect(projectDemoCategory({ category: 'singlecam', mode: 'podcast' })).toBe('multicam');
    expect(projectDemoCategory({ category: 'singlecam', mode: 'social_media' })).toBe('others');
  });

  it('shows one group when opened from a view of that kind', () => {
    const all = [demo('others'), demo('multicam')];
    expect(demosToShow(all, 'multicam').map((d) => d.category)).toEqual(['multicam']);
    expect(demosToShow(all)).toHaveLength(2);
  });

  it('tells stored media references from playable URLs', () => {
    expect(isObjectUri('s3://media/p/s/proxy.mp4')).toBe(true);
    expect(isObjectUri('/api/storage/o/media/p/s/proxy.mp4?signature=x')).toBe(false);
  });
});
