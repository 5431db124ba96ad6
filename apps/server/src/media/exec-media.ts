import { spawn } from 'node:child_process';
import type { MediaLogger } from './media.types';

/** The one place in the server that starts ffmpeg or ffprobe: argument arrays, never a shell. */

export interface ExecOptions {
  signal?: AbortSignal;
  /** Receives stdout as it arrives (the waveform's raw samples); stdout is then not kept. */
  onStdout?: (chunk: Buffer) => void;
  /** Keep stdout and return it (ffprobe's JSON, small outputs). */
  captureStdout?: boolean;
  /** Receives every complete line of stdout and stderr that is not kept otherwise. */
  onLine?: (line: string) => void;
  /** How long a process may take to exit after SIGTERM before it gets SIGKILL. */
  killGraceMs?: number;
  logger?: MediaLogger;
}

export interface ExecResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  /** The last few kilobytes of stderr, progress lines left out. */
  stderrTail: string;
}

export class MediaProcessError extends Error {
  constructor(
    readonly binary: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`${binary} exited with ${exitCode ?? 'a signal'}: ${stderrTail.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'MediaProcessError';
  }
}

const STDERR_TAIL_CHARS = 4000;

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  const err = new Error('The operation was aborted');
  err.name = 'AbortError';
  return err;
}

/** Runs a binary to completion; resolves whatever the exit status (callers decide). */
export function execMedia(binary: string, args: readonly string[], opts: ExecOptions = {}): Promise<ExecResult> {
  const { signal, onStdout, captureStdout, onLine, killGraceMs = 2000, logger } = opts;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise<ExecResult>((resolve, reject) => {
    logger?.debug({ binary, args }, 'media process start');
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    const stdoutChunks: Buffer[] = [];
    let stderrTail = '';
    const partial = { out: '', err: '' };
    let killTimer: NodeJS.Timeout | undefined;
    let aborted = false;

    const takeLines = (which: 'out' | 'err', text: string): void => {
      const lines = (partial[which] + text).split('\n');
      partial[which] = lines.pop() ?? '';
      for (const line of lines) handleLine(which, line);
    };
    const handleLine = (which: 'out' | 'err', line: string): void => {
      onLine?.(line);
      // -progress writes key=value lines; keep them out of the error text people read.
      if (which === 'err' && !/^[a-z_0-9]+=\S*$/.test(line.trim())) {
        stderrTail = (stderrTail + line + '\n').slice(-STDERR_TAIL_CHARS);
      }
    };

    child.stdout.on('data', (chunk: Buffer) => {
      if (onStdout) onStdout(chunk);
      else if (captureStdout) stdoutChunks.push(chunk);
      else takeLines('out', chunk.toString('utf8'));
    });
    child.stderr.on('data', (chunk: Buffer) => takeLines('err', chunk.toString('utf8')));

    const onAbort = (): void => {
      aborted = true;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), killGraceMs);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    child.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      reject(err);
    });
    // A pipe that fails is rare, but its 'error' unheard would end the whole server.
    const onPipeError = (err: Error): void => {
      child.kill('SIGKILL');
      reject(err);
    };
    child.stdout.on('error', onPipeError);
    child.stderr.on('error', onPipeError);
    // After an abort, settle as soon as the process itself is gone: a grandchild holding
    // the pipes open must not keep the caller waiting.
    child.on('exit', () => {
      if (!aborted || !signal) return;
      if (killTimer) clearTimeout(killTimer);
      child.stdout.destroy();
      child.stderr.destroy();
      reject(abortError(signal));
    });
    child.on('close', (exitCode, exitSignal) => {
      signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      if (partial.out) handleLine('out', partial.out);
      if (partial.err) handleLine('err', partial.err);
      logger?.debug({ binary, exitCode, exitSignal }, 'media process end');
      if (aborted && signal) return reject(abortError(signal));
      resolve({ exitCode, signal: exitSignal, stdout: Buffer.concat(stdoutChunks), stderrTail });
    });
  });
}

/** Reads ffmpeg's `-progress` output: out_time_us is the position reached in the output. */
export function progressFromLine(line: string, durationSec: number): number | undefined {
  const m = /^out_time_us=(\d+)\s*$/.exec(line.trim());
  if (!m || !(durationSec > 0)) return undefined;
  return Math.min(1, Math.max(0, Number(m[1]) / 1e6 / durationSec));
}
