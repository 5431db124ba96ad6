import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it.each([
    ['/api/x?a=1&signature=abc&b=2', '/api/x?a=1&signature=[redacted]&b=2'],
    [
      '/o/k?X-Amz-Signature=s&X-Amz-Credential=c%2Fd&X-Amz-Expires=60',
      '/o/k?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&X-Amz-Expires=60',
    ],
    ['/cb?code=c&state=s&scope=openid', '/cb?code=[redacted]&state=[redacted]&scope=openid'],
    ['/v?TOKEN=t&sig', '/v?TOKEN=[redacted]&sig=[redacted]'],
    ['/v?%73ig=t', '/v?%73ig=[redacted]'],
    ['/plain/path', '/plain/path'],
  ])('%s', (url, expected) => expect(redactUrl(url)).toBe(expected));
});

describe('request logs', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    ctx = await createTestApp({}, { logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => ctx?.close());

  it('never contain signatures, one-time tokens, OIDC codes and state, cookies or authorization', async () => {
    const secrets = ['SIGNATURE1', 'SIG2', 'AMZSIG3', 'AMZCRED4', 'TOKEN5', 'CODE6', 'STATE7', 'COOKIE8', 'BEARER9'];
    const headers = { cookie: 'otto_session=COOKIE8', authorization: 'Bearer BEARER9' };
    for (const url of [
      '/api/storage/o/media/a/b.mp4?signature=SIGNATURE1&sig=SIG2&expires=123',
      '/api/storage/o/media/a/b.mp4?X-Amz-Signature=AMZSIG3&X-Amz-Credential=AMZCRED4',
      '/api/auth/verify-email?token=TOKEN5',
      '/api/auth/google/callback?code=CODE6&state=STATE7',
    ]) {
      await ctx.app.inject({ method: 'GET', url, headers });
    }
    const log = lines.join('');
    // The requests were logged, with their paths…
    expect(log).toContain('/api/auth/google/callback?code=[redacted]&state=[redacted]');
    expect(log).toContain('/api/storage/o/media/a/b.mp4?signature=[redacted]&sig=[redacted]&expires=123');
    // …but none of the secrets.
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
