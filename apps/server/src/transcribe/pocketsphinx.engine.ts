import { availableParallelism } from 'node:os';
import { loadDictionary } from './g2p';
import { runProcess } from './process';
import { TranscriptionError } from './transcription-error';
import type { TranscribeOptions, TranscriptionEngine, TranscriptionResult, Word } from './transcribe.types';
import { correctWithVocabulary, pronounceVocabulary } from './vocabulary-correction';
import { readWavInfo } from './wav';

export interface PocketsphinxOptions {
  /** Debian's `pocketsphinx_continuous` (0.8); models default to pocketsphinx-en-us. */
  binary?: string;
  /** Extra decoder arguments, e.g. ['-hmm', dir, '-lm', file, '-dict', file] for another model. */
  extraArgs?: readonly string[];
  /** Decoders run side by side, one per chunk (each uses one core); every core when omitted. */
  concurrency?: number;
}

/**
 * Decoder settings tuned on the shared speech (bench/asr-tuning.bench.ts). Only the filler
 * probability moved the needle: at pocketsphinx's 1e-8 the decoder forces breaths, clicks and
 * room noise into words; at 1e-2 it files them as noise, which cut WER from 36.3 % to 32.4 % on the
 * tuning files and from 29.3 % to 25.6 % on files held out from tuning. Language weight, insertion
 * penalties, beams, silence probability, loudness normalisation, a high-pass and dropping
 * low-confidence words were tried and made no set better on both halves.
 */
export const tunedDecoderArgs: readonly string[] = ['-fillprob', '1e-2'];

/** The tuned settings with `extra` on top: pocketsphinx refuses a flag given twice, so extra wins. */
export function decoderArgs(extra: readonly string[] = []): string[] {
  const overridden = new Set(extra.filter((a) => a.startsWith('-')));
  const tuned: string[] = [];
  for (let i = 0; i < tunedDecoderArgs.length; i += 2) {
    if (!overridden.has(tunedDecoderArgs[i]!)) tuned.push(tunedDecoderArgs[i]!, tunedDecoderArgs[i + 1]!);
  }
  return [...tuned, ...extra];
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;

/** Fillers the decoder reports between words: sentence marks, silence, noise classes, `++GARBAGE++`. */
function isFiller(token: string): boolean {
  return /^<.*>$/.test(token) || /^\[.*\]$/.test(token) || /^\+\+.*\+\+$/.test(token);
}

/** Parses one `-time yes` word line (`word start end confidence`), or undefined for anything else. */
export function parseWordLine(
  line: string,
): { token: string; start: number; end: number; confidence: number } | undefined {
  const m = WORD_LINE.exec(line.trim());
  if (!m) return undefined;
  return { token: m[1]!, start: Number(m[2]), end: Number(m[3]), confidence: Number(m[4]) };
}

/** Words from the decoder's stdout: fillers dropped, pronunciation variants (`read(2)`) folded. */
export function parsePocketsphinxOutput(stdout: string): Word[] {
  const words: Word[] = [];
  for (const line of stdout.split('\n')) {
    const parsed = parseWordLine(line);
    if (!parsed || isFiller(parsed.token)) continue;
    const text = parsed.token.replace(/\(\d+\)$/, '');
    if (!text) continue;
    const confidence = Math.min(1, Math.max(0, parsed.confidence));
    words.push({ text, start: parsed.start, end: parsed.end, confidence });
  }
  return words;
}

/** True for 'auto' and any English tag ('en', 'en-US', 'en_GB'). */
export function isEnglishRequest(language: string): boolean {
  return language === 'auto' || /^en(?:[-_].*)?$/i.test(language);
}

export function createPocketsphinxEngine(options: PocketsphinxOptions = {}): TranscriptionEngine {
  const binary = options.binary ?? 'pocketsphinx_continuous';
  return {
    name: 'pocketsphinx',
    languages: ['en'],
    concurrency: Math.max(1, options.concurrency ?? availableParallelism()),
    async transcribe(wavPath: string, opts: TranscribeOptions): Promise<TranscriptionResult> {
      if (!isEnglishRequest(opts.language)) {
        throw new TranscriptionError(
          'language_not_supported',
          `The offline pocketsphinx engine only understands English, not '${opts.language}'. Configure whisper (multilingual model) or an OpenAI-compatible server.`,
        );
      }
      const { durationSec } = await readWavInfo(wavPath);
      const args = ['-infile', wavPath, '-time', 'yes', '-logfn', '/dev/null', ...decoderArgs(options.extraArgs)];
      opts.onProgress?.(0);
      const result = await runProcess(binary, args, {
        signal: opts.signal,
        onLine: (line) => {
          const parsed = parseWordLine(line);
          if (parsed && durationSec > 0) opts.onProgress?.(Math.min(1, parsed.end / durationSec));
        },
      });
      if (result.code !== 0) {
        throw new TranscriptionError(
          'engine_failed',
          `pocketsphinx exited with code ${result.code}: ${result.stderr.trim().split('\n').slice(-3).join(' ') || 'no message'}`,
        );
      }
      opts.onProgress?.(1);
      const words = parsePocketsphinxOutput(result.stdout);
      if (!opts.vocabulary?.length) return { language: 'en', words, engine: 'pocketsphinx' };
      // The names and terms the decoder's language model would not give: see vocabulary-correction.ts.
      const dictionary = await loadDictionary();
      const terms = await pronounceVocabulary(opts.vocabulary, dictionary);
      return { language: 'en', words: correctWithVocabulary(words, terms, dictionary), engine: 'pocketsphinx' };
    },
  };
}
