/**
 * API load on loopback (issue 21 item 4): autocannon against a real app, for 1, 10 and 50
 * concurrent users, on embedded PGlite and on PostgreSQL. Each user has its own account, address
 * and project; the prompted project holds an analysed 1-hour transcript. Prints p50/p99 latency,
 * requests and error rate per scenario, and writes them to bench/load.results.json.
 * Run: node --import tsx bench/load.bench.ts [seconds per run = 3]
 * PostgreSQL: started with scripts/start-test-postgres.sh (skipped when that fails).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Word } from '@otto/shared/transcript';
import { timedInterview } from '../apps/server/src/analyse/interview.test-support';
import { signUpUser, type SignedInUser } from '../apps/server/src/auth/auth.test-helpers';
import { createImportStateRepo } from '../apps/server/src/ingest/import-state.repo';
import { createSourcesRepo } from '../apps/server/src/sources/sources.repo';
import { createTranscriptsRepo } from '../apps/server/src/transcripts/transcripts.repo';
import { createTestApp, type TestContext } from '../apps/server/src/test/test-app';

const seconds = Number(process.argv[2] ?? 3);
let signIns = 0;
const userCounts = [1, 10, 50];
const password = 'correct horse battery';

interface Figures {
  database: string;
  scenario: string;
  users: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errorRate: number;
}

/** An hour of interview speech: the test interview repeated with shifted times. */
function hourOfWords(): Word[] {
  const once = timedInterview().words;
  const length = once.at(-1)!.end + 2;
  const words: Word[] = [];
  for (let offset = 0; offset < 3600; offset += length) {
    for (const w of once) words.push({ ...w, start: w.start + offset, end: w.end + offset });
  }
  return words;
}

interface User extends SignedInUser {
  email: string;
  address: string;
  projectId: string;
}

async function world(ctx: TestContext, count: number): Promise<User[]> {
  const words = hourOfWords();
  const db = ctx.deps.database.db;
  const users: User[] = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${i}@example.com`;
    const user = await signUpUser(ctx.app, { email, password });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: user.cookie },
      payload: { mode: 'standard', name: `Interview ${i}` },
    });
    const projectId = (created.json() as { project: { id: string } }).project.id;
    const source = await createSourcesRepo(db).create({
      projectId,
      filename: 'interview.mov',
      type: 'video',
      state: 'completed',
      durationMs: Math.round(words.at(-1)!.end * 1000),
      mediaInfo: { durationSec: words.at(-1)!.end, video: { rate: { num: 25, den: 1 } } } as never,
    });
    await createTranscriptsRepo(db).save({ sourceId: source.id, language: 'en', engine: 'bench', words, confidence: 0.9 });
    await createImportStateRepo(db).update(projectId, { status: 'success', multicamImportStage: 'done' });
    users.push({ ...user, email, projectId, address: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}` });
  }
  return users;
}

/**
 * autocannon stops at the deadline with a request in flight on every connection, which the server
 * still works off (50 prompts: seconds). The next run starts once a health check is quick again,
 * so runs do not measure each other's backlog.
 */
async function drained(origin: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const started = performance.now();
    await fetch(`${origin}/api/health`);
    if (performance.now() - started < 50) return;
  }
}

/** One autocannon run: `users` connections, each request as the next user (cookie, address, project). */
async function load(
  origin: string,
  users: User[],
  scenario: string,
  request: (user: User) => { method: 'GET' | 'POST'; path: string; body?: unknown; cookie?: boolean; address?: string },
): Promise<Omit<Figures, 'database'>> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: users.length,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const user = users[next++ % users.length]!;
          const spec = request(user);
          return {
            ...req,
            method: spec.method,
            path: spec.path,
            body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
            headers: {
              ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
              ...(spec.cookie === false ? {} : { cookie: user.cookie }),
              'x-forwarded-for': spec.address ?? user.address,
            },
          };
        },
      },
    ],
  });
  await drained(origin);
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    scenario,
    users: users.length,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errorRate: result.requests.total + result.errors > 0 ? failures / (result.requests.total + result.errors) : 0,
  };
}

/** SSE: `users` job event streams opened at once, time until each has its first bytes; repeated. */
async function streams(origin: string, users: User[]): Promise<Omit<Figures, 'database'>> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    await Promise.all(
      users.map(async (user) => {
        const controller = new AbortController();
        const started = performance.now();
        try {
          const res = await fetch(`${origin}/api/jobs/events?project_id=${user.projectId}`, {
            headers: { cookie: user.cookie, 'x-forwarded-for': user.address },
            signal: controller.signal,
          });
          const reader = res.body!.getReader();
          await reader.read();
          if (res.status !== 200) failures++;
          latencies.push(performance.now() - started);
        } catch {
          failures++;
        } finally {
          controller.abort();
        }
      }),
    );
  }
  await drained(origin);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    scenario: 'open job event stream',
    users: users.length,
    requests: latencies.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errorRate: failures / Math.max(1, latencies.length + failures),
  };
}

async function benchDatabase(database: string): Promise<Figures[]> {
  const ctx = await createTestApp({ TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
  const figures: Figures[] = [];
  try {
    const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const everyone = await world(ctx, Math.max(...userCounts));
    // The first prompt on a project analyses its transcript; what users wait on afterwards is the prompt.
    for (const user of everyone) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/projects/${user.projectId}/prompt`,
        headers: { cookie: user.cookie },
        payload: { prompt: 'What topics does this cover?' },
      });
    }
    for (const count of userCounts) {
      const users = everyone.slice(0, count);
      const runs = [
        // Each sign-in from an address of its own: one person does not sign in many times a
        // second, and the per-address limit (10 a minute) would answer the rest 429.
        await load(origin, users, 'sign in', (u) => ({
          method: 'POST',
          path: '/api/auth/local/sign-in',
          body: { email: u.email, password },
          cookie: false,
          address: `10.${1 + (signIns % 200)}.${Math.floor(signIns / 200) % 250}.${(signIns++ % 250) + 1}`,
        })),
        await load(origin, users, 'list projects', () => ({ method: 'GET', path: '/api/projects' })),
        await load(origin, users, 'list sources', (u) => ({ method: 'GET', path: `/api/projects/${u.projectId}/sources` })),
        await load(origin, users, 'prompt (1 h transcript)', (u) => ({
          method: 'POST',
          path: `/api/projects/${u.projectId}/prompt`,
          body: { prompt: 'Make a 60 second clip about the most important moment' },
        })),
        await streams(origin, users),
      ];
      for (const run of runs) {
        const row = { database, ...run };
        figures.push(row);
        console.log(
          `${database.padEnd(10)} ${String(run.users).padStart(2)} users  ${run.scenario.padEnd(24)} ` +
            `p50 ${String(run.p50Ms).padStart(5)} ms  p99 ${String(run.p99Ms).padStart(5)} ms  ` +
            `${String(run.requests).padStart(5)} requests  errors ${(run.errorRate * 100).toFixed(1)} %`,
        );
      }
    }
  } finally {
    await ctx.close();
  }
  return figures;
}

const results: Figures[] = [];
delete process.env.OTTO_TEST_DATABASE_URL;
results.push(...(await benchDatabase('PGlite')));
try {
  process.env.OTTO_TEST_DATABASE_URL = execFileSync('bash', ['scripts/start-test-postgres.sh'], { encoding: 'utf8' }).trim();
  results.push(...(await benchDatabase('PostgreSQL')));
} catch (error) {
  console.log(`PostgreSQL skipped: ${(error as Error).message}`);
}
writeFileSync(new URL('./load.results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
