import { describe, expect, it } from 'vitest';
import { staticFileHeaders } from './static-headers';

describe('static file headers', () => {
  it('caches intro videos, captions and posters for a day (their URLs carry a version)', () => {
    for (const file of ['welcome.webm', 'podcast.vtt', 'rough-cut.jpg'])
      expect(staticFileHeaders(`/srv/web/dist/intros/${file}`)).toEqual({ 'cache-control': 'public, max-age=86400' });
    expect(staticFileHeaders('/srv/web/dist/intros/manifest.json')).toEqual({});
  });

  it('keeps the installable-app headers', () => {
    expect(staticFileHeaders('/srv/web/dist/manifest.webmanifest')).toEqual({
      'content-type': 'application/manifest+json; charset=utf-8',
    });
    expect(staticFileHeaders('/srv/web/dist/sw.js')).toEqual({ 'cache-control': 'no-cache' });
    expect(staticFileHeaders('/srv/web/dist/assets/index-abc.js')).toEqual({});
  });
});
