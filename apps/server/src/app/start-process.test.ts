/**
 * `npm start` and `otto start` run Otto in the process tree of the PID they return, so a service
 * manager's SIGTERM to that PID stops Otto: nothing keeps serving once the started process exits.
 * `npm start` is `npm run build && exec npm run start:server`; this starts `npm run start:server`
 * (the same chain without the web build) and the `otto` bin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

interface Started {
  child: ChildProcess;
  port: number;
  /** The PID of the node process serving (logged by pino), which may be a child of `child`. */
  serverPid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function start(
  command: string,
  args: string[],
  onTestFinished: (fn: () => Promise<void>) => void,
): Promise<Started> {
  const dataDir = await mkdtemp(join(tmpdir(), 'otto-start-'));
  // LOG_LEVEL info: the first log line (before "Otto is running") carries the server's PID.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    OTTO_DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // The demo seed imports real footage in the background: not what these tests watch.
    DEMO_SEED: 'false',
  };
  for (const key of Object.keys(env)) {
    if (key === 'DATABASE_URL' || key.startsWith('S3_') || key.startsWith('OTTO_TEST_')) delete env[key];
  }
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  let serverPid: number | undefined;
  const started = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      serverPid ??= Number(/"pid":(\d+)/.exec(output)?.[1]) || undefined;
      const port = /Otto is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port && serverPid) resolve(Number(port));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`exited (${code ?? signal}) before starting:\n${output}`)));
  });
  onTestFinished(async () => {
    // Only if the test failed halfway: stop what it started, by PID.
    for (const pid of [child.pid, serverPid]) if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });
  const port = await started;
  return { child, port, serverPid: serverPid!, exited };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves true when something accepts a TCP connection on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.each([
  ['npm run start:server (npm start without the web build)', 'npm', ['run', 'start:server']],
  ['the otto bin: otto start', process.execPath, ['apps/server/bin/otto.js', 'start']],
])('%s', (_name, command, args) => {
  it('serves; SIGTERM to the started PID shuts Otto down: it exits 0, nothing listens', async ({ onTestFinished }) => {
    const { child, port, serverPid, exited } = await start(command, args, onTestFinished);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ ok: true, database: 'pglite' });

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(isAlive(serverPid)).toBe(false);
    expect(await listening(port)).toBe(false);
    // A cold start (tsx, the embedded database, migrations) takes 13–22 s here, more on a loaded machine.
  }, 120_000);
});
