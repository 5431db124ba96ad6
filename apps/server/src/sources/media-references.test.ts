import { describe, expect, it } from 'vitest';
import { mediaRootOf, mediaRootOfUri } from './media-references';

const p = '11111111-1111-4111-8111-111111111111';
const s = '22222222-2222-4222-8222-222222222222';
const clone = { id: '33333333-3333-4333-8333-333333333333', projectId: '44444444-4444-4444-8444-444444444444' };

describe('where a source’s objects live', () => {
  it('reads the folder from an original or derived media URI, and nothing else', () => {
    expect(mediaRootOfUri(`s3://ingest/${p}/${s}/${s}.mp4`)).toEqual({ projectId: p, sourceId: s });
    expect(mediaRootOfUri(`s3://media/${p}/${s}/thumbnails/00001.jpg`)).toEqual({ projectId: p, sourceId: s });
    expect(mediaRootOfUri(`s3://exports/${p}/${s}/x.xml`)).toBeNull();
    expect(mediaRootOfUri(`s3://media/${p}/not-a-source/proxy.mp4`)).toBeNull();
    expect(mediaRootOfUri('https://example.com/x.mp4')).toBeNull();
    expect(mediaRootOfUri(null)).toBeNull();
  });

  it('is the folder of the source a clone was copied from, or the source’s own before anything is uploaded', () => {
    const copied = { ...clone, originalFileUri: `s3://ingest/${p}/${s}/${s}.mov`, transcodedFileUri: null, audioUri: null };
    expect(mediaRootOf(copied)).toEqual({ projectId: p, sourceId: s });
    const fresh = { ...clone, originalFileUri: null, transcodedFileUri: null, audioUri: null };
    expect(mediaRootOf(fresh)).toEqual({ projectId: clone.projectId, sourceId: clone.id });
  });
});
