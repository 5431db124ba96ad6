import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { languageCode, primaryLanguage } from './languages';
import { abortError, TranscriptionError } from './transcription-error';
import type { TranscribeOptions, TranscriptionEngine, TranscriptionResult, Word } from './transcribe.types';

export interface OpenAIEngineOptions {
  /** Base URL (`http://gpu:8000`, `https://api.openai.com/v1`) or the full `/audio/transcriptions` endpoint. */
  url: string;
  apiKey?: string;
  /** 'whisper-1' on OpenAI; local servers name their own models. */
  model?: string;
  fetch?: typeof fetch;
}

/** The parts of verbose_json we read; servers differ in which of them they send. */
interface VerboseWord {
  word: string;
  start: number;
  end: number;
  probability?: number;
}
interface VerboseSegment {
  start: number;
  end: number;
  text: string;
  avg_logprob?: number;
  words?: VerboseWord[];
}
interface VerboseTranscription {
  language?: string;
  text?: string;
  words?: VerboseWord[];
  segments?: VerboseSegment[];
}

export function transcriptionEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  if (trimmed.endsWith('/audio/transcriptions')) return trimmed;
  if (/\/v\d+$/.test(trimmed)) return `${trimmed}/audio/transcriptions`;
  return `${trimmed}/v1/audio/transcriptions`;
}

/**
 * Words from verbose_json: the top-level `words` (OpenAI), else `segments[].words`
 * (faster-whisper servers), else each segment's text spread evenly over its time.
 * A word's confidence is its own probability, else exp(avg_logprob) of its segment.
 */
export function wordsFromVerboseJson(body: VerboseTranscription): Word[] {
  const segments = body.segments ?? [];
  const segmentConfidence = (t: number) => {
    const seg = segments.find((s) => t >= s.start && t <= s.end) ?? segments.find((s) => t < s.end);
    return seg?.avg_logprob !== undefined ? Math.min(1, Math.exp(seg.avg_logprob)) : 1;
  };
  const toWord = (w: VerboseWord): Word => ({
    text: w.word.trim(),
    start: w.start,
    end: w.end,
    confidence: w.probability ?? segmentConfidence((w.start + w.end) / 2),
  });
  if (body.words?.length) return body.words.map(toWord).filter((w) => w.text);
  const nested = segments.flatMap((s) => s.words ?? []);
  if (nested.length) return nested.map(toWord).filter((w) => w.text);
  return segments.flatMap((s) => {
    const texts = s.text.trim().split(/\s+/).filter(Boolean);
    const step = (s.end - s.start) / Math.max(1, texts.length);
    const confidence = s.avg_logprob !== undefined ? Math.min(1, Math.exp(s.avg_logprob)) : 1;
    return texts.map((text, i) => ({ text, start: s.start + i * step, end: s.start + (i + 1) * step, confidence }));
  });
}

function describeFailure(status: number, bodyText: string): string {
  let detail = bodyText.trim().slice(0, 300);
  try {
    const parsed = JSON.parse(bodyText) as { error?: { message?: string } | string; detail?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (message) detail = message;
    else if (parsed.detail) detail = JSON.stringify(parsed.detail);
  } catch {
    // not JSON: keep the raw text
  }
  const hint =
    status === 401 || status === 403
      ? ' (check OPENAI_API_KEY)'
      : status === 404
        ? ' (check OPENAI_TRANSCRIBE_URL)'
        : '';
  return `answered HTTP ${status}${hint}: ${detail || 'no details'}`;
}

export function createOpenAIEngine(options: OpenAIEngineOptions): TranscriptionEngine {
  const endpoint = transcriptionEndpoint(options.url);
  const doFetch = options.fetch ?? fetch;
  const model = options.model ?? 'whisper-1';
  const where = new URL(endpoint).host;

  return {
    name: 'openai',
    languages: 'all',
    async transcribe(wavPath: string, opts: TranscribeOptions): Promise<TranscriptionResult> {
      const form = new FormData();
      form.append('file', await openAsBlob(wavPath, { type: 'audio/wav' }), basename(wavPath));
      form.append('model', model);
      form.append('response_format', 'verbose_json');
      // Word times for cuts, segments for avg_logprob: OpenAI sends only what is asked for.
      form.append('timestamp_granularities[]', 'word');
      form.append('timestamp_granularities[]', 'segment');
      const language = primaryLanguage(opts.language);
      if (language !== 'auto') form.append('language', language);

      opts.onProgress?.(0);
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          body: form,
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          signal: opts.signal,
        });
      } catch (err) {
        if (opts.signal?.aborted) throw abortError(opts.signal);
        const reason =
          err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
        throw new TranscriptionError(
          'engine_failed',
          `Could not reach the transcription server at ${where}: ${reason}`,
          { cause: err },
        );
      }
      const bodyText = await response.text();
      if (!response.ok) {
        throw new TranscriptionError(
          'engine_failed',
          `The transcription server at ${where} ${describeFailure(response.status, bodyText)}`,
        );
      }
      let body: VerboseTranscription;
      try {
        body = JSON.parse(bodyText) as VerboseTranscription;
      } catch {
        throw new TranscriptionError(
          'engine_failed',
          `The transcription server at ${where} did not answer JSON: ${bodyText.slice(0, 200)}`,
        );
      }
      opts.onProgress?.(1);
      const detected = languageCode(body.language);
      return {
        language: detected === 'unknown' && language !== 'auto' ? language : detected,
        words: wordsFromVerboseJson(body),
        engine: 'openai',
      };
    },
  };
}
