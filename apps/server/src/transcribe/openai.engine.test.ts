import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIEngine, transcriptionEndpoint, wordsFromVerboseJson } from './openai.engine';
import { mediaPath } from './transcribe.test-support';

interface Received {
  path: string;
  authorization?: string;
  fields: Record<string, string[]>;
  file?: { name: string; type: string; bytes: Buffer };
}

/**
 * A local server answering like OpenAI's /v1/audio/transcriptions: it parses the
 * multipart body for real and sends verbose_json with words and segments.
 */
let server: Server;
let base: string;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

async function parseMultipart(req: IncomingMessage): Promise<Pick<Received, 'fields' | 'file'>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = await new Response(Buffer.concat(chunks), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  }).formData();
  const fields: Record<string, string[]> = {};
  let file: Received['file'];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') (fields[key] ??= []).push(value);
    else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { fields, file };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const parsed = await parseMultipart(req);
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, ...parsed });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

const goforward = mediaPath('speech/pocketsphinx-testdata/goforward.wav');

const openaiAnswer = {
  task: 'transcribe',
  language: 'english',
  duration: 2.79,
  text: 'Go forward ten meters.',
  words: [
    { word: 'Go', start: 0.42, end: 0.7 },
    { word: 'forward', start: 0.7, end: 1.12 },
    { word: 'ten', start: 1.12, end: 1.5 },
    { word: 'meters', start: 1.5, end: 2.06 },
  ],
  segments: [
    {
      id: 0,
      seek: 0,
      start: 0.42,
      end: 2.06,
      text: ' Go forward ten meters.',
      avg_logprob: -0.25,
      no_speech_prob: 0.01,
    },
  ],
};

describe('openai engine against an OpenAI-compatible server', () => {
  it('sends the WAV with model, verbose_json and word + segment granularities, and maps the words', async () => {
    answer = { status: 200, body: openaiAnswer };
    const engine = createOpenAIEngine({ url: `${base}/v1`, apiKey: 'sk-test', model: 'whisper-large-v3' });
    const progress: number[] = [];
    const result = await engine.transcribe(goforward, { language: 'auto', onProgress: (f) => progress.push(f) });

    expect(received).toHaveLength(1);
    const req = received[0]!;
    expect(req.path).toBe('/v1/audio/transcriptions');
    expect(req.authorization).toBe('Bearer sk-test');
    expect(req.fields).toEqual({
      model: ['whisper-large-v3'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['word', 'segment'],
    });
    expect(req.file).toMatchObject({ name: 'goforward.wav', type: 'audio/wav' });
    expect(req.file!.bytes.equals(await readFile(goforward))).toBe(true);

    expect(result.engine).toBe('openai');
    expect(result.language).toBe('en');
    expect(result.words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Go', 0.42, 0.7],
      ['forward', 0.7, 1.12],
      ['ten', 1.12, 1.5],
      ['meters', 1.5, 2.06],
    ]);
    expect(result.words[0]!.confidence).toBeCloseTo(Math.exp(-0.25));
    expect(progress).toEqual([0, 1]);
  });

  it('passes a chosen language as its ISO 639-1 code and sends no key when none is set', async () => {
    answer = { status: 200, body: { ...openaiAnswer, language: 'french' } };
    const engine = createOpenAIEngine({ url: base });
    const result = await engine.transcribe(goforward, { language: 'fr-FR' });
    expect(received[0]!.fields.language).toEqual(['fr']);
    expect(received[0]!.fields.model).toEqual(['whisper-1']);
    expect(received[0]!.authorization).toBeUndefined();
    expect(result.language).toBe('fr');
  });

  it('turns an OpenAI error body into a message that says what to fix', async () => {
    answer = {
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided: sk-wrong.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    };
    const engine = createOpenAIEngine({ url: base, apiKey: 'sk-wrong' });
    await expect(engine.transcribe(goforward, { language: 'en' })).rejects.toMatchObject({
      code: 'engine_failed',
      message: expect.stringMatching(/answered HTTP 401 \(check OPENAI_API_KEY\): Incorrect API key provided/),
    });
  });

  it('says when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const engine = createOpenAIEngine({ url: `http://127.0.0.1:${port}` });
    await expect(engine.transcribe(goforward, { language: 'en' })).rejects.toThrow(
      /Could not reach the transcription server at 127\.0\.0\.1:\d+: .*ECONNREFUSED/,
    );
  });

  it('is cancelled with the request', async () => {
    answer = { status: 200, body: openaiAnswer };
    const engine = createOpenAIEngine({ url: base });
    await expect(engine.transcribe(goforward, { language: 'en', signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('transcriptionEndpoint', () => {
  it.each([
    ['http://gpu:8000', 'http://gpu:8000/v1/audio/transcriptions'],
    ['http://gpu:8000/', 'http://gpu:8000/v1/audio/transcriptions'],
    ['https://api.openai.com/v1', 'https://api.openai.com/v1/audio/transcriptions'],
    ['http://gpu:8000/v1/audio/transcriptions', 'http://gpu:8000/v1/audio/transcriptions'],
  ])('%s → %s', (url, endpoint) => expect(transcriptionEndpoint(url)).toBe(endpoint));
});

describe('wordsFromVerboseJson', () => {
  it('reads words nested in segments (faster-whisper servers) with their own probability', () => {
    const words = wordsFromVerboseJson({
      segments: [
        {
          start: 0,
          end: 1,
          text: ' Hi there',
          avg_logprob: -0.1,
          words: [
            { word: ' Hi', start: 0, end: 0.4, probability: 0.9 },
            { word: ' there', start: 0.4, end: 1, probability: 0.7 },
          ],
        },
      ],
    });
    expect(words).toEqual([
      { text: 'Hi', start: 0, end: 0.4, confidence: 0.9 },
      { text: 'there', start: 0.4, end: 1, confidence: 0.7 },
    ]);
  });

  it('spreads segment text over the segment when a server sends no word times', () => {
    const words = wordsFromVerboseJson({ segments: [{ start: 2, end: 3, text: ' one two', avg_logprob: 0 }] });
    expect(words).toEqual([
      { text: 'one', start: 2, end: 2.5, confidence: 1 },
      { text: 'two', start: 2.5, end: 3, confidence: 1 },
    ]);
  });

  it('gives nothing for an empty transcript', () => {
    expect(wordsFromVerboseJson({ text: '', words: [], segments: [] })).toEqual([]);
  });
});
