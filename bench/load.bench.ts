/**
 * API load on loopback (issue 21 item 4), on embedded PGlite and on PostgreSQL in one run.
 * Each user has an account, an address and a project holding an analysed 1-hour transcript.
 * 1. Paced users (what people see): 1, 10 and 50 people, each signing in, holding the job event
 *    stream open, listing projects and sources every 2–3 s and prompting every 5–10 s, with
 *    jitter. p50/p99 latency and error rate per request kind.
 * 2. Saturation (a throughput figure, not a latency one): 50 connections firing back to back per
 *    request kind; requests/s and the server's CPU ms per request (its process, plus PostgreSQL's).
 * The load comes from a child process (bench/load.client.ts), so the server process's CPU time is
 * the server's. Prints tables with the machine's cores and load, writes bench/load.results.json.
 * Run: node --import tsx bench/load.bench.ts [paced seconds = 20] [saturation seconds = 4]
 * PostgreSQL: a throwaway cluster from scripts/start-test-postgres.sh on port 54339 (skipped
 * when that fails), stopped at the end.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpUser } from '../apps/server/src/auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../apps/server/src/test/test-app';
import { hourOfWords, interviewProject } from './interview-hour.support';
import { scenarios, type LoadJob, type LoadUser, type SaturationSample, type Sample } from './load.client';

const pacedSeconds = Number(process.argv[2] ?? 20);
const saturationSeconds = Number(process.argv[3] ?? 4);
const userCounts = [1, 10, 50];
const password = 'correct horse battery';
const pgPort = '54339';
// Not under an otto-test-* name: test clean-ups sweep those, and this cluster outlives a test.
const pgData = join(process.env.TMPDIR ?? tmpdir(), `otto-load-bench-postgres-${pgPort}`);

type Paced = Sample & { database: string; loadavg1m: number };
type Saturated = SaturationSample & { database: string; cpuMsPerRequest: number; loadavg1m: number };

async function world(ctx: TestContext, count: number): Promise<LoadUser[]> {
  const words = hourOfWords();
  const users: LoadUser[] = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${i}@example.com`;
    const user = await signUpUser(ctx.app, { email, password });
    const projectId = await interviewProject(ctx, user, `Interview ${i}`, words);
    // The first prompt on a project analyses its transcript; what users wait on afterwards is the prompt.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/prompt`,
      headers: { cookie: user.cookie },
      payload: { prompt: 'What topics does this cover?' },
    });
    users.push({
      email,
      password,
      cookie: user.cookie,
      projectId,
      address: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    });
  }
  return users;
}

/** CPU ms used so far by the PostgreSQL cluster: the postmaster, its reaped and its live backends. */
function postgresCpuMs(): number {
  let postmaster: string;
  try {
    postmaster = readFileSync(join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  } catch {
    return 0;
  }
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fields: string[];
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      continue;
    }
    // After the name: state, ppid, … utime (index 11), stime, cutime, cstime.
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    if (pid === postmaster) ticks += utime! + stime! + cutime! + cstime!;
    else if (fields[1] === postmaster) ticks += utime! + stime!;
  }
  return ticks * 10; // USER_HZ is 100 on Linux.
}

/** The server's CPU ms so far: this process (event loop, thread pool, PGlite) and PostgreSQL. */
function serverCpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000 + postgresCpuMs();
}

/**
 * A saturation run ends with a request in flight on every connection, which the server still
 * works off (50 prompts: seconds). The next run starts once a health check is quick again, so
 * runs do not measure each other's backlog, and the CPU of that backlog counts for its run.
 */
async function drained(origin: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const started = performance.now();
    await fetch(`${origin}/api/health`);
    if (performance.now() - started < 50) return;
  }
}

let client: ChildProcess | undefined;
function send<T>(job: LoadJob): Promise<T> {
  client ??= fork(new URL('./load.client.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  const worker = client;
  return new Promise((resolve, reject) => {
    worker.once('message', (reply: { ok: boolean; figures?: T; error?: string }) =>
      reply.ok ? resolve(reply.figures!) : reject(new Error(reply.error)),
    );
    worker.send(job);
  });
}

const load1m = () => Number(os.loadavg()[0]!.toFixed(2));

async function benchDatabase(database: string): Promise<{ paced: Paced[]; saturated: Saturated[] }> {
  const ctx = await createTestApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
  const paced: Paced[] = [];
  const saturated: Saturated[] = [];
  try {
    const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const everyone = await world(ctx, Math.max(...userCounts));
    for (const count of userCounts) {
      const users = everyone.slice(0, count);
      const figures = await send<Sample[]>({ kind: 'paced', origin, users, seconds: pacedSeconds });
      for (const f of figures) paced.push({ database, ...f, loadavg1m: load1m() });
    }
    for (const scenario of scenarios) {
      const cpuBefore = serverCpuMs();
      const figures = await send<SaturationSample>({
        kind: 'saturation',
        origin,
        users: everyone,
        seconds: saturationSeconds,
        scenario,
      });
      await drained(origin);
      const cpuMsPerRequest = (serverCpuMs() - cpuBefore) / Math.max(1, figures.sent);
      saturated.push({
        database,
        ...figures,
        cpuMsPerRequest: Number(cpuMsPerRequest.toFixed(2)),
        loadavg1m: load1m(),
      });
    }
  } finally {
    await ctx.close();
  }
  return { paced, saturated };
}

function machine() {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
    node: process.version,
    at: new Date().toISOString(),
  };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printPaced(rows: Paced[]) {
  console.log(`\nPaced users (${pacedSeconds} s per user count): latency people see`);
  console.log('database     users  request                    count  p50 ms  p99 ms  errors  load 1m');
  for (const r of rows)
    console.log(
      `${r.database.padEnd(12)} ${pad(r.users, 5)}  ${r.scenario.padEnd(24)} ${pad(r.requests, 7)} ${pad(r.p50Ms, 7)} ${pad(r.p99Ms, 7)} ` +
        `${pad((r.errorRate * 100).toFixed(1), 5)} % ${pad(r.loadavg1m, 8)}`,
    );
}

function printSaturated(rows: Saturated[]) {
  console.log(`\nSaturation (50 connections back to back, ${saturationSeconds} s each): throughput, not user latency`);
  console.log('database     request                    req/s  CPU ms/req  p50 ms  p99 ms  errors  load 1m');
  for (const r of rows)
    console.log(
      `${r.database.padEnd(12)} ${r.scenario.padEnd(24)} ${pad(r.requestsPerSec.toFixed(1), 7)} ${pad(r.cpuMsPerRequest.toFixed(2), 11)} ` +
        `${pad(r.p50Ms, 7)} ${pad(r.p99Ms, 7)} ${pad((r.errorRate * 100).toFixed(1), 5)} % ${pad(r.loadavg1m, 8)}`,
    );
}

const before = machine();
console.log(`${before.cores} cores (${before.cpu}), load average ${before.loadavg.join(' ')}, Node ${before.node}`);
const paced: Paced[] = [];
const saturated: Saturated[] = [];
const collect = (r: { paced: Paced[]; saturated: Saturated[] }) => {
  paced.push(...r.paced);
  saturated.push(...r.saturated);
};
try {
  delete process.env.OTTO_TEST_DATABASE_URL;
  collect(await benchDatabase('PGlite'));
  let postgres: string | undefined;
  try {
    postgres = execFileSync('bash', ['scripts/start-test-postgres.sh'], {
      encoding: 'utf8',
      env: { ...process.env, PGPORT: pgPort, PGDATA: pgData },
    }).trim();
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
  }
  if (postgres) {
    process.env.OTTO_TEST_DATABASE_URL = postgres;
    try {
      collect(await benchDatabase('PostgreSQL'));
    } finally {
      const bin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], {
        encoding: 'utf8',
      }).trim();
      const stop = [`${bin}/pg_ctl`, '-D', pgData, '-m', 'fast', 'stop'];
      try {
        execFileSync(
          process.getuid?.() === 0 ? 'runuser' : stop[0]!,
          process.getuid?.() === 0 ? ['-u', 'postgres', '--', ...stop] : stop.slice(1),
          {
            stdio: 'ignore',
          },
        );
      } catch {
        console.log(`PostgreSQL in ${pgData} could not be stopped (already gone?)`);
      }
    }
  }
} finally {
  client?.kill();
}
const after = machine();
printPaced(paced);
printSaturated(saturated);
console.log(`\nload average at the end ${after.loadavg.join(' ')}`);
writeFileSync(
  new URL('./load.results.json', import.meta.url),
  `${JSON.stringify({ machine: { before, after }, pacedSeconds, saturationSeconds, paced, saturated }, null, 2)}\n`,
);
// Closed apps can leave keep-alive sockets and timers behind; the figures are written.
process.exit(0);
