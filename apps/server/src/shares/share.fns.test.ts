import { describe, expect, it } from 'vitest';
import { cloneMessageData, remapIds } from './share-clone.fns';
import type { ProjectMessage } from '@otto/shared/api/projects';
import { checkShareMedia, shareMediaUrl } from './share-media';
import { messageObjectGrants } from './share-message-media';
import type { SnapshotSource } from './share.snapshot';
import { injectShareTags, renderSitemap, shareDescription } from './share-page.fns';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';

describe('remapIds', () => {
  it('replaces ids in values and keys at any depth, and leaves everything else', () => {
    const ids = new Map([[a, b]]);
    const data = {
      container: { stories: [{ segments: [{ sourceId: a, text: `about ${a}` }] }] },
      byId: { [a]: 1 },
      n: 3,
    };
    expect(remapIds(data, ids)).toEqual({
      container: { stories: [{ segments: [{ sourceId: b, text: `about ${a}` }] }] },
      byId: { [b]: 1 },
      n: 3,
    });
  });

  it('leaves the visitor flag and the owner’s export runs out of a clone', () => {
    expect(cloneMessageData({ isShare: true, exportJobs: { j: 1 }, exportErrorMessage: 'x', storyIndex: 0 })).toEqual({
      storyIndex: 0,
    });
  });
});

describe('share media signatures', () => {
  const secret = Buffer.alloc(32, 7);
  const grant = { shareId: 'S'.repeat(32), sourceId: a, kind: 'playable' as const, expires: 2_000_000_000 };
  const signature = new URL(shareMediaUrl(secret, grant), 'http://x').searchParams.get('signature')!;

  it('holds for the share, source, file and expiry it was made for, and nothing else', () => {
    expect(checkShareMedia(secret, grant, signature, 0)).toBe('ok');
    expect(checkShareMedia(secret, { ...grant, sourceId: b }, signature, 0)).toBe('invalid');
    expect(checkShareMedia(secret, { ...grant, kind: 'thumbnail' }, signature, 0)).toBe('invalid');
    expect(checkShareMedia(secret, { ...grant, shareId: 'T'.repeat(32) }, signature, 0)).toBe('invalid');
    expect(checkShareMedia(Buffer.alloc(32, 8), grant, signature, 0)).toBe('invalid');
    expect(checkShareMedia(secret, grant, signature, grant.expires * 1000 + 1)).toBe('expired');
  });
});

describe('objects a shared chat’s messages name', () => {
  const source = (id: string, dir: string) =>
    ({
      id,
      originalFileUri: `s3://ingest/${dir}/original.mp4`,
      transcodedFileUri: `s3://media/${dir}/proxy.mp4`,
      thumbnailsUri: `s3://media/${dir}/thumbnail.jpg`,
    }) as SnapshotSource;
  const message = (type: string, data: Record<string, unknown>) =>
    ({ id: a, projectId: b, type, createdAt: '', rate: 'none', parentMessageId: null, data }) satisfies ProjectMessage;

  it('resolves a demo_start’s videos and posters to the shared source holding them, and nothing else', () => {
    const grants = messageObjectGrants(
      [
        message('demo_start', {
          videoUrl: 's3://media/p/a/proxy.mp4',
          thumbnailUrl: 's3://media/p/a/thumbnail.jpg',
          multicamVideos: [
            { videoUrl: 's3://ingest/p/b/original.mp4', thumbnailUrl: '', videoName: 'Camera 2' },
            { videoUrl: 's3://media/secret/proxy.mp4', thumbnailUrl: 'https://x/y.jpg', videoName: 'Camera 3' },
          ],
        }),
        message('bot_message', { text: 'hi', videoUrl: 's3://media/p/b/proxy.mp4' }),
      ],
      [source(a, 'p/a'), source(b, 'p/b')],
    );
    expect(Object.fromEntries(grants)).toEqual({
      's3://media/p/a/proxy.mp4': { sourceId: a, kind: 'playable' },
      's3://media/p/a/thumbnail.jpg': { sourceId: a, kind: 'thumbnail' },
      's3://ingest/p/b/original.mp4': { sourceId: b, kind: 'playable' },
    });
  });
});

describe('link previews and sitemap', () => {
  it('puts escaped preview tags in place of the app’s title', () => {
    const index =
      '<html><head><meta name="description" content="Otto app" /><title>Otto</title></head><body></body></html>';
    const html = injectShareTags(index, {
      title: 'Tom & "Jerry" · Otto',
      description: 'd',
      image: null,
      url: 'https://otto.example/share/x',
    });
    expect(html).not.toContain('<title>Otto</title>');
    expect(html).not.toContain('Otto app');
    expect(html).toContain('<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; · Otto">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('lists each share with its last change', () => {
    const xml = renderSitemap('https://otto.example/', [{ id: 'abc', updatedAt: new Date('2026-01-02T03:04:05Z') }]);
    expect(xml).toContain('<loc>https://otto.example/share/abc</loc>');
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    expect(renderSitemap('https://otto.example', [])).toContain('<urlset');
  });

  it('describes the chat in one line', () => {
    expect(shareDescription({ ownerName: null, edits: 2, files: 1 })).toMatch(
      /^A shared chat with Otto.*2 edits of 1 file\./,
    );
  });
});
