// The Otto processes of the scale-out run, started as a self-hoster would (the otto bin), each in
// its own process group so that a kill takes its ffmpeg and pocketsphinx children with it, as a
// lost container or machine would.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OttoProcess {
  name: string;
  child: ChildProcess;
  /** Every pino line it printed, parsed. */
  logs: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  /** Sends a signal to the whole process group. */
  signal(signal: NodeJS.Signals): void;
  /** Names of the programs running as its descendants (ffmpeg, pocketsphinx_continuous …). */
  descendants(): string[];
}

const started: OttoProcess[] = [];

export function startOtto(
  name: string,
  command: 'server' | 'worker',
  env: Record<string, string>,
  repoRoot: string,
): OttoProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `otto-scale-${name}-`));
  const child = spawn(process.execPath, ['apps/server/bin/otto.js', command], {
    cwd: repoRoot,
    env: { ...process.env, OTTO_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logs: Array<Record<string, unknown>> = [];
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (process.env.SCALE_OUT_DEBUG) console.log(`[${name}] ${line.slice(0, 300)}`);
      if (!line.startsWith('{')) {
        logs.push({ msg: line });
        continue;
      }
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc: OttoProcess = {
    name,
    child,
    logs,
    exited,
    signal: (signal) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Already gone.
      }
    },
    descendants: () => descendantsOf(child.pid!),
  };
  started.push(proc);
  return proc;
}

/** The commands of every process below `pid`, from /proc. */
function descendantsOf(pid: number): string[] {
  const children = new Map<number, number[]>();
  const comm = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      comm.set(Number(entry), name);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: string[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      found.push(comm.get(c) ?? '?');
      walk(c);
    }
  };
  walk(pid);
  return found;
}

/** Resolves once the process printed where it listens. */
export async function listening(proc: OttoProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.logs.some((l) => String(l.msg).startsWith('Otto is running at'))) return;
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited with ${proc.child.exitCode}`);
    await sleep(100);
  }
  throw new Error(`${proc.name} did not start in ${timeoutMs / 1000} s`);
}

export async function workersStarted(proc: OttoProcess, timeoutMs = 90_000): Promise<void> {
  await until(`${proc.name} started its workers`, () => proc.logs.some((l) => l.msg === 'workers started'), timeoutMs);
}

/**
 * What went wrong, for a failed run: every process's warnings and errors (pino level 40 and up),
 * so a CI log says why a job failed without SCALE_OUT_DEBUG.
 */
export function printProblems(): void {
  for (const proc of started) {
    const problems = proc.logs.filter((l) => Number(l.level) >= 40);
    if (problems.length === 0) continue;
    console.error(`--- ${proc.name}: ${problems.length} warnings and errors (last 30)`);
    for (const line of problems.slice(-30)) console.error(JSON.stringify(line).slice(0, 1500));
  }
}

/** Kills every process this run started (whole groups), and waits for them. */
export async function stopAll(): Promise<void> {
  for (const proc of started) {
    if (proc.child.exitCode === null && proc.child.signalCode === null) proc.signal('SIGKILL');
  }
  await Promise.all(started.map((p) => p.exited));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting until ${what}`);
}

/** A free TCP port on loopback (so the API comes back on the same address after a restart). */
export function freePort(): number {
  const out = execFileSync(
    process.execPath,
    ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: 'utf8' },
  );
  return Number(out.trim());
}
