import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, isAbsolute, join } from 'node:path';
import { abortError } from './transcription-error';

export interface ProcessResult {
  code: number | null;
  stdout: string;
  /** The last 8 KiB of stderr: enough for an error message, bounded on chatty tools. */
  stderr: string;
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Called with each complete stdout line as it arrives (progress parsing). */
  onLine?: (line: string) => void;
}

const STDERR_KEEP = 8 * 1024;

/** The only place this folder starts processes: argument arrays, never a shell. */
export function runProcess(command: string, args: readonly string[], options: RunOptions = {}): Promise<ProcessResult> {
  const { signal, onLine } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      if (!onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    let killTimer: NodeJS.Timeout | undefined;
    const onAbort = () => {
      child.kill('SIGTERM');
      // A decoder stuck in a long utterance may ignore SIGTERM for a while.
      killTimer = setTimeout(() => child.kill('SIGKILL'), 2000);
      killTimer.unref();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    // A pipe that fails is rare, but its 'error' unheard would end the whole server.
    const onPipeError = (err: Error) => {
      child.kill('SIGKILL');
      reject(err);
    };
    child.stdout.on('error', onPipeError);
    child.stderr.on('error', onPipeError);
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (killTimer) clearTimeout(killTimer);
      if (onLine && pending) onLine(pending);
      if (signal?.aborted) reject(abortError(signal));
      else resolve({ code, stdout, stderr });
    });
  });
}

/** Finds an executable on PATH without running it (engine selection must not start processes). */
export async function findExecutable(name: string, pathEnv = process.env.PATH ?? ''): Promise<string | undefined> {
  const candidates = isAbsolute(name)
    ? [name]
    : pathEnv
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}
