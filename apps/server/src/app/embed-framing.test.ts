import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createTestApp, type TestContext } from '../test/test-app';
import { withFrameAncestors } from './embed-framing';

describe('frame-ancestors', () => {
  it('replaces the directive and keeps the rest of the policy', () => {
    expect(withFrameAncestors("default-src 'self';frame-ancestors 'self';img-src 'self'", ['*'])).toBe(
      "default-src 'self';img-src 'self';frame-ancestors *",
    );
    expect(withFrameAncestors("default-src 'self'", ['https://a.example', 'https://*.b.example'])).toBe(
      "default-src 'self';frame-ancestors https://a.example https://*.b.example",
    );
  });

  it('reads EMBED_ALLOWED_ORIGINS as * by default, or a list of origins', () => {
    expect(loadConfig({}).EMBED_ALLOWED_ORIGINS).toEqual(['*']);
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.example, https://*.b.example:8443' }).EMBED_ALLOWED_ORIGINS).toEqual([
      'https://a.example',
      'https://*.b.example:8443',
    ]);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: "https://a.example/path 'unsafe-inline'" })).toThrow(/EMBED_ALLOWED_ORIGINS/);
  });
});

describe('who may frame Otto', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => ctx?.close());

  it('lets the allowed websites frame the embedded demo, and no page else', async () => {
    ctx = await createTestApp({ EMBED_ALLOWED_ORIGINS: 'https://blog.example' });
    const embedded = await ctx.app.inject({ method: 'GET', url: '/?embed=demo&share=abc' });
    expect(embedded.headers['x-frame-options']).toBeUndefined();
    expect(embedded.headers['content-security-policy']).toMatch(/(^|;)frame-ancestors https:\/\/blog\.example($|;)/);

    for (const url of ['/', '/?embed=other', '/share/abc?embed=demo', '/api/health?embed=demo']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['content-security-policy'], url).toMatch(/(^|;)frame-ancestors 'self'($|;)/);
    }
  });
});
