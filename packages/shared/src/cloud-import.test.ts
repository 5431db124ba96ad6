import { describe, expect, it } from 'vitest';
import {
  canAddFrameioInput,
  canContinueFrameioImport,
  checkVideoSiteDuration,
  cloudTokenNeedsRefresh,
  normaliseVideoLink,
  parseFrameioAssetUrl,
  parseS3ImportRows,
  parseYouTubeUrl,
} from './cloud-import';

describe('parseYouTubeUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  youtube.com/live/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/123456', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['not a url', null],
  ])('%s → %s', (url, id) => {
    expect(parseYouTubeUrl(url)).toBe(id);
  });
});

describe('checkVideoSiteDuration', () => {
  it('refuses videos over the cap with the hour count', () => {
    expect(checkVideoSiteDuration(3600, 1)).toBeNull();
    expect(checkVideoSiteDuration(3601, 1)).toBe(
      'We currently support videos up to 1 hour. Please select a shorter video and try again.',
    );
    expect(checkVideoSiteDuration(5 * 3600)).toBe(
      'We currently support videos up to 4 hours. Please select a shorter video and try again.',
    );
  });
});

describe('parseS3ImportRows', () => {
  const prefix = 's3://ingest/';

  it('keeps rows under the allowed prefix and names files from the key when empty', () => {
    const result = parseS3ImportRows(
      [
        { uri: 's3://ingest/a/b/clip.mov', filename: '' },
        { uri: '', filename: '' },
        { uri: 's3://other/x.mp4', filename: 'x' },
        { uri: ' s3://ingest/y.mp4 ', filename: 'Why' },
      ],
      prefix,
    );
    expect(result).toEqual({
      ok: true,
      files: [
        { uri: 's3://ingest/a/b/clip.mov', filename: 'clip.mov' },
        { uri: 's3://ingest/y.mp4', filename: 'Why' },
      ],
    });
  });

  it('reports an error when nothing valid remains', () => {
    expect(parseS3ImportRows([{ uri: 'https://x', filename: '' }], prefix)).toEqual({
      ok: false,
      error: 'Error parsing file URIs. Please use valid s3 uris.',
    });
  });
});

describe('review-platform links', () => {
  it('takes the asset id from /view/{id}', () => {
    expect(parseFrameioAssetUrl('https://next.frame.io/project/p1/view/abc-123?share=1')).toEqual({
      ok: true,
      assetId: 'abc-123',
    });
    expect(parseFrameioAssetUrl('https://next.frame.io/project/p1')).toEqual({
      ok: false,
      error: 'Invalid asset url: https://next.frame.io/project/p1',
    });
  });

  it('needs every input filled before Continue and before adding another', () => {
    expect(canContinueFrameioImport(['a', 'b'])).toBe(true);
    expect(canContinueFrameioImport(['a', ' '])).toBe(false);
    expect(canContinueFrameioImport([])).toBe(false);
    expect(canAddFrameioInput(['a', 'b'], 3)).toBe(true);
    expect(canAddFrameioInput(['a', ''], 3)).toBe(false);
    expect(canAddFrameioInput(['a', 'b', 'c'], 3)).toBe(false);
  });

  it('refreshes tokens within 5 minutes of expiry', () => {
    const token = { created_at: 1_000, expires_in: 3_600 };
    const expiresMs = 4_600_000;
    expect(cloudTokenNeedsRefresh(token, expiresMs - 6 * 60_000)).toBe(false);
    expect(cloudTokenNeedsRefresh(token, expiresMs - 5 * 60_000)).toBe(true);
    expect(cloudTokenNeedsRefresh(token, expiresMs + 1)).toBe(true);
  });
});

describe('normaliseVideoLink', () => {
  it.each([
    ['youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ?si=x', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/123456', 'https://vimeo.com/123456'],
    [' http://127.0.0.1:8080/watch/talk ', 'http://127.0.0.1:8080/watch/talk'],
    ['not a url', null],
    ['ftp://files.example/video.mp4', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s → %s', (text, url) => {
    expect(normaliseVideoLink(text)).toBe(url);
  });
});
