import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestRunner } from '../media/media.test-support';
import { logBrollFile } from './broll-log';
import { concatPieces, DISTINCT_PIECES } from './broll.test-support';
import { cleanCaption, createVisionCaptioner } from './vision.client';

interface Seen {
  auth?: string;
  body: { model: string; messages: { content: { type: string; text?: string; image_url?: { url: string } }[] }[] };
}

/** Speaks OpenAI chat completions: records each request and answers with the test's caption. */
async function visionServer(answer: () => { status: number; content?: string }) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      seen.push({
        auth: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString()) as Seen['body'],
      });
      const { status, content } = answer();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(status === 200 ? { choices: [{ message: { role: 'assistant', content } }] } : { error: {} }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, seen, close: () => new Promise((r) => server.close(r)) };
}

const dir = mkdtempSync(join(tmpdir(), 'otto-vision-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('shot captions from a vision model', () => {
  it("shows the model each shot's best frame and uses its caption as the description", async () => {
    const server = await visionServer(() => ({
      status: 200,
      content: '"A man in a suit stands before a green screen." Extra.',
    }));
    try {
      const path = concatPieces(dir, DISTINCT_PIECES.slice(0, 2), 'two.mp4');
      const vision = createVisionCaptioner({ baseUrl: server.baseUrl, model: 'llava', apiKey: 'k' });
      const log = await logBrollFile(
        createTestRunner(),
        { path, fps: 25, sourceId: crypto.randomUUID(), filename: 'a.mp4' },
        { vision },
      );
      expect(log.shots).toHaveLength(2);
      expect(log.shots.map((s) => s.description)).toEqual([
        'A man in a suit stands before a green screen.',
        'A man in a suit stands before a green screen.',
      ]);
      expect(log.shots.every((s) => s.describedBy === 'vision')).toBe(true);
      expect(server.seen).toHaveLength(2);
      expect(server.seen[0]!.auth).toBe('Bearer k');
      expect(server.seen[0]!.body.model).toBe('llava');
      const image = server.seen[0]!.body.messages[0]!.content.find((c) => c.type === 'image_url')!.image_url!.url;
      const jpeg = Buffer.from(image.replace('data:image/jpeg;base64,', ''), 'base64');
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    } finally {
      await server.close();
    }
  });

  it('keeps the offline description when the model fails', async () => {
    const server = await visionServer(() => ({ status: 500 }));
    const errors: number[] = [];
    try {
      const path = concatPieces(dir, DISTINCT_PIECES.slice(1, 2), 'one.mp4');
      const vision = createVisionCaptioner({ baseUrl: server.baseUrl, model: 'llava' });
      const log = await logBrollFile(
        createTestRunner(),
        { path, fps: 25, sourceId: crypto.randomUUID(), filename: 'b.mp4' },
        { vision, onVisionError: (_err, shot) => errors.push(shot) },
      );
      expect(log.shots[0]!.describedBy).toBe('offline');
      expect(log.shots[0]!.description).toMatch(/green/);
      expect(errors).toEqual([0]);
    } finally {
      await server.close();
    }
  });

  it('cleans a chatty caption down to one sentence', () => {
    expect(cleanCaption('**A city street at dusk** with cars')).toBe('A city street at dusk with cars.');
    expect(cleanCaption('Waves. Then more.')).toBe('Waves.');
  });
});
