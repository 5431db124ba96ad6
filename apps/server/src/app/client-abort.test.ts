/**
 * A browser reloaded mid-upload closes its connection with half a body sent. That is the client's
 * choice, not a failure of Otto's: it is logged at debug, never as an error (which would page an
 * operator for every reload).
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../auth/auth.test-helpers';
import { isLocalStorage } from '../storage/local-storage';
import { sourceOriginalKey } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; code?: string };
}

const lines: LogLine[] = [];
let ctx: TestContext;
let port: number;

beforeAll(async () => {
  let pending = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop()!;
      for (const line of complete) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  ctx = await createTestApp({ SESSION_SECRET: 's'.repeat(48) }, { logger: pino({ level: 'debug' }, sink) });
  port = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => ctx?.close());

/**
 * Sends the request head announcing `declaredLength` bytes, then `sent` bytes of body, then closes
 * the socket as a reloading browser does. Returns the log lines since, as they keep arriving.
 */
async function sendHalfAndClose(head: string, declaredLength: number, sent: Buffer): Promise<() => LogLine[]> {
  const before = lines.length;
  const socket = connect({ port, host: '127.0.0.1' });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`${head}\r\nHost: 127.0.0.1\r\nContent-Length: ${declaredLength}\r\n\r\n`);
  await new Promise<void>((resolve) => socket.write(sent, () => resolve()));
  // Let the server start reading the body (the route's handler is running), then go away.
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
  return () => lines.slice(before);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('a client that closes its connection mid-request', () => {
  it('uploading a part to local storage is logged at debug, not as an error', async () => {
    const { bucket, key } = sourceOriginalKey(
      '6f1c2a7e-1111-4a4a-8888-00000000abcd',
      '9d2e3b4c-2222-4b4b-9999-00000000abcd',
      'mp4',
    );
    const uploadId = await ctx.deps.storage.createMultipartUpload(bucket, key);
    const url = await ctx.deps.storage.signUploadPart(bucket, key, uploadId, 1, 600);

    const logged = await sendHalfAndClose(`PUT ${url} HTTP/1.1`, 4_000_000, Buffer.alloc(1_000_000, 7));

    await expect
      .poll(() => logged().find((l) => l.msg === 'client closed the request before it was complete'))
      .toMatchObject({ level: 20, err: { message: 'aborted', code: 'ECONNRESET' } });
    await settle();
    expect(logged().filter((l) => l.level >= 40)).toEqual([]);
  });

  it('sending an upload request (JSON) is not logged as an error either', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const body = Buffer.from('{"filename":"clip.mp4","file_size":123456,"content_type":"vid');

    const logged = await sendHalfAndClose(
      `POST /api/uploads/initiate-multipart-upload HTTP/1.1\r\nContent-Type: application/json\r\nCookie: ${cookie}`,
      body.length * 2,
      body,
    );

    // Fastify answers the cut-short body itself (400, nobody left to read it).
    await settle();
    expect(logged().some((l) => l.msg === 'incoming request')).toBe(true);
    expect(logged().filter((l) => l.level >= 40)).toEqual([]);
  });

  it('a real failure of the same route is still an error', async () => {
    const before = lines.length;
    const { bucket, key } = sourceOriginalKey(
      '6f1c2a7e-1111-4a4a-8888-00000000abce',
      '9d2e3b4c-2222-4b4b-9999-00000000abce',
      'mp4',
    );
    const uploadId = await ctx.deps.storage.createMultipartUpload(bucket, key);
    const url = await ctx.deps.storage.signUploadPart(bucket, key, uploadId, 1, 600);
    const failure = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' });
    const storage = ctx.deps.storage;
    if (!isLocalStorage(storage)) throw new Error('the test app uses local storage');
    const writePart = storage.writePart;
    // A reset on another connection (as from S3) while the client is still there.
    storage.writePart = () => Promise.reject(failure);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'PUT', body: 'x' });
      expect(res.status).toBe(500);
    } finally {
      storage.writePart = writePart;
    }
    expect(lines.slice(before).find((l) => l.msg === 'request failed')).toMatchObject({ level: 50 });
  });
});
