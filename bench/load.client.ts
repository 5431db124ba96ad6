/**
 * The load generator for bench/load.bench.ts, in a process of its own so that the server's
 * process CPU time is the server's alone. It takes one job per message and answers with figures.
 * - paced: each user behaves like a person at the keyboard: signs in, holds the job event stream
 *   open, lists projects and sources every 2–3 s, prompts every 5–10 s (jittered, no lockstep).
 * - saturation: autocannon with every connection firing back to back (a throughput figure).
 */
import autocannon from 'autocannon';
import { sessionCookieName } from '../apps/server/src/auth/session-token.fns';

export interface LoadUser {
  email: string;
  password: string;
  cookie: string;
  address: string;
  projectId: string;
}

export interface Sample {
  scenario: string;
  users: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errorRate: number;
}

export interface SaturationSample extends Sample {
  /** Requests sent, finished or not: what the server worked on. */
  sent: number;
  requestsPerSec: number;
}

export type LoadJob =
  | { kind: 'paced'; origin: string; users: LoadUser[]; seconds: number }
  | { kind: 'saturation'; origin: string; users: LoadUser[]; seconds: number; scenario: Scenario };

export type Scenario =
  'sign in' | 'list projects' | 'list sources' | 'prompt (1 h transcript)' | 'open job event stream';
export const scenarios: Scenario[] = [
  'sign in',
  'list projects',
  'list sources',
  'prompt (1 h transcript)',
  'open job event stream',
];

const prompts = [
  'Make a 60 second clip about the most important moment',
  'What topics does this cover?',
  'Find where they talk about hiring',
];

const between = (low: number, high: number) => low + Math.random() * (high - low);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function summarise(scenario: string, users: number, latencies: number[], failures: number): Sample {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    scenario,
    users,
    requests: latencies.length + failures,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errorRate: failures / Math.max(1, latencies.length + failures),
  };
}

/** Sign-in from one address per user: the per-address limit (10 a minute) is meant for one person. */
let signIns = 0;
function signInRequest(user: LoadUser, address = user.address): RequestSpec {
  signIns++;
  return {
    method: 'POST' as const,
    path: '/api/auth/local/sign-in',
    body: JSON.stringify({ email: user.email, password: user.password }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  };
}

interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

function scenarioRequest(scenario: Scenario, user: LoadUser): RequestSpec {
  const headers = { cookie: user.cookie, 'x-forwarded-for': user.address };
  switch (scenario) {
    case 'sign in':
      return signInRequest(user);
    case 'list projects':
      return { method: 'GET' as const, path: '/api/projects', headers };
    case 'list sources':
      return { method: 'GET' as const, path: `/api/projects/${user.projectId}/sources`, headers };
    case 'prompt (1 h transcript)':
      return {
        method: 'POST' as const,
        path: `/api/projects/${user.projectId}/prompt`,
        body: JSON.stringify({ prompt: prompts[Math.floor(Math.random() * prompts.length)] }),
        headers: { ...headers, 'content-type': 'application/json' },
      };
    case 'open job event stream':
      return { method: 'GET' as const, path: `/api/jobs/events?project_id=${user.projectId}`, headers };
  }
}

/** `users` people for `seconds`; every request they make is timed per scenario. */
async function paced(origin: string, users: LoadUser[], seconds: number): Promise<Sample[]> {
  const latencies = new Map<Scenario, number[]>(scenarios.map((s) => [s, []]));
  const failures = new Map<Scenario, number>(scenarios.map((s) => [s, 0]));
  const deadline = performance.now() + seconds * 1000;
  const streams: AbortController[] = [];
  const fail = (scenario: Scenario) => failures.set(scenario, failures.get(scenario)! + 1);

  const timed = async (scenario: Scenario, user: LoadUser): Promise<Response | undefined> => {
    const spec = scenarioRequest(scenario, user);
    const started = performance.now();
    try {
      const res = await fetch(`${origin}${spec.path}`, { method: spec.method, headers: spec.headers, body: spec.body });
      await res.arrayBuffer();
      if (res.ok) latencies.get(scenario)!.push(performance.now() - started);
      else fail(scenario);
      return res;
    } catch {
      fail(scenario);
      return undefined;
    }
  };

  /** Repeats `act` every `low`–`high` ms (first one at a random point of that span) until the deadline. */
  const every = async (low: number, high: number, act: () => Promise<unknown>) => {
    for (let wait = between(0, high); performance.now() + wait < deadline; wait = between(low, high)) {
      await pause(wait);
      await act();
    }
  };

  const person = async (user: LoadUser) => {
    // Arrivals spread over the first five seconds; each person signs in, then uses their session.
    await pause(between(0, 5000));
    const signedIn = await timed('sign in', user);
    const cookie = signedIn?.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`));
    const me = cookie ? { ...user, cookie: cookie.split(';')[0]! } : user;
    const stream = new AbortController();
    streams.push(stream);
    const started = performance.now();
    const opened = fetch(`${origin}/api/jobs/events?project_id=${me.projectId}`, {
      headers: { cookie: me.cookie, 'x-forwarded-for': me.address },
      signal: stream.signal,
    })
      .then(async (res) => {
        const reader = res.body!.getReader();
        await reader.read();
        if (res.ok) latencies.get('open job event stream')!.push(performance.now() - started);
        else fail('open job event stream');
        // Held open to the end; a stream the server ends early is an error.
        const { done } = await reader.read();
        if (done && !stream.signal.aborted) fail('open job event stream');
      })
      .catch(() => {
        if (!stream.signal.aborted) fail('open job event stream');
      });
    await Promise.all([
      every(2000, 3000, () => timed('list projects', me)),
      every(2000, 3000, () => timed('list sources', me)),
      every(5000, 10_000, () => timed('prompt (1 h transcript)', me)),
      // Another device or an expired session: a sign-in now and then beside the one on arrival.
      every(15_000, 30_000, () => timed('sign in', me)),
    ]);
    stream.abort();
    await opened;
  };

  await Promise.all(users.map(person));
  return scenarios.map((s) => summarise(s, users.length, latencies.get(s)!, failures.get(s)!));
}

/** Back-to-back requests on every connection: how much the server gets through, not what users see. */
async function saturation(origin: string, users: LoadUser[], seconds: number, scenario: Scenario) {
  let next = 0;
  if (scenario === 'open job event stream') return streamChurn(origin, users, seconds);
  const result = await autocannon({
    url: origin,
    connections: users.length,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const user = users[next++ % users.length]!;
          // Every sign-in from an address of its own, so the per-address limit does not answer 429.
          const spec =
            scenario === 'sign in'
              ? signInRequest(
                  user,
                  `10.${1 + (signIns % 200)}.${Math.floor(signIns / 200) % 250}.${(signIns % 250) + 1}`,
                )
              : scenarioRequest(scenario, user);
          return { ...req, ...spec };
        },
      },
    ],
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    scenario,
    users: users.length,
    requests: result.requests.total,
    sent: result.requests.sent,
    requestsPerSec: result.requests.total / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errorRate: result.requests.total + result.errors > 0 ? failures / (result.requests.total + result.errors) : 0,
  };
}

/** Event streams opened by every user at once, first bytes awaited, closed, again until the deadline. */
async function streamChurn(origin: string, users: LoadUser[], seconds: number): Promise<SaturationSample> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    await Promise.all(
      users.map(async (user) => {
        const controller = new AbortController();
        const started = performance.now();
        try {
          const res = await fetch(`${origin}/api/jobs/events?project_id=${user.projectId}`, {
            headers: { cookie: user.cookie, 'x-forwarded-for': user.address },
            signal: controller.signal,
          });
          await res.body!.getReader().read();
          if (res.ok) latencies.push(performance.now() - started);
          else failures++;
        } catch {
          failures++;
        } finally {
          controller.abort();
        }
      }),
    );
  }
  const sample = summarise('open job event stream', users.length, latencies, failures);
  return { ...sample, sent: sample.requests, requestsPerSec: sample.requests / seconds };
}

process.on('message', (job: LoadJob) => {
  const run =
    job.kind === 'paced'
      ? paced(job.origin, job.users, job.seconds)
      : saturation(job.origin, job.users, job.seconds, job.scenario);
  run.then(
    (figures) => process.send!({ ok: true, figures }),
    (error: unknown) => process.send!({ ok: false, error: String((error as Error).stack ?? error) }),
  );
});
