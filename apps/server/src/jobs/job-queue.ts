import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { JobDefinition, JobHandler } from './job-definition';
import type { JobQueue, JobRecord } from './queue';

export interface JobQueueOptions {
  /** How often an idle worker polls. Sends in this process wake workers at once. */
  pollingIntervalSeconds?: number;
  /**
   * Overrides every job's lease (its `expireInSeconds`): how long a running job may go without
   * its worker renewing it before another worker takes it over.
   */
  leaseSeconds?: number;
  /** Names this process in the log line of every job it runs (default `host:pid`). */
  workerName?: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const schema = 'pgboss';

const toRecord = (row: Record<string, unknown>): JobRecord => ({
  id: String(row.id),
  name: String(row.name),
  state: row.state as JobRecord['state'],
  data: row.data,
  output: row.output ?? null,
  attempt: Number(row.retryCount ?? row.retry_count ?? 0) + 1,
});

/**
 * pg-boss 10 on the app's own database. Both PGlite and PostgreSQL go through the database's
 * `executeSql`, so the embedded setup and the scaled-out one run the same queue code.
 */
export async function createJobQueue(
  database: Database,
  logger: Logger,
  jobs: readonly JobDefinition<unknown>[],
  opts: JobQueueOptions = {},
): Promise<JobQueue> {
  // Queries still running when the queue stops (pg-boss completes jobs without awaiting) must
  // finish before the database closes, so every call is tracked.
  const inFlight = new Set<Promise<unknown>>();
  const db = {
    executeSql: (text: string, values: unknown[]) => {
      const query = database.sql.executeSql(text, values);
      inFlight.add(query);
      void query.catch(() => undefined).finally(() => inFlight.delete(query));
      return query;
    },
  };
  // Expired leases are found by pg-boss's maintenance: run it often enough that a dead worker's
  // job waits little longer than its lease.
  const shortestLease = Math.min(...jobs.map((job) => opts.leaseSeconds ?? job.expireInSeconds), 120);
  const boss = new PgBoss({
    db,
    schema,
    // No cron jobs yet: the clock monitor would only add polling to a busy embedded database.
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: Math.max(1, Math.ceil(shortestLease / 3)),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const { name, retryLimit, expireInSeconds } of jobs) {
    const queue = { name, retryLimit, expireInSeconds: opts.leaseSeconds ?? expireInSeconds, retryBackoff: true };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }

  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 0.5;
  const leaseSeconds = (job: JobDefinition<unknown>) => opts.leaseSeconds ?? job.expireInSeconds;
  const workerName = opts.workerName ?? `${hostname()}:${process.pid}`;
  let stopped = false;
  let stopping = false;
  /** Each running slot's loop; stop() waits for them. */
  const slots = new Set<Promise<void>>();
  /** Jobs running in this process, so stop() can hand back the ones that outlive the grace period. */
  const running = new Map<string, { name: string; retryCount: number; handedBack: boolean }>();
  /** Idle slots of each job name wait here; a send in this process wakes them at once. */
  const idle = new Map<string, Set<() => void>>();
  const wake = (name: string) => {
    for (const resume of idle.get(name) ?? []) resume();
  };
  const pause = (name: string, ms: number) =>
    new Promise<void>((resolve) => {
      const waiting = idle.get(name) ?? new Set();
      idle.set(name, waiting);
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });

  /**
   * Extends a running job's lease: pg-boss expires a job `expire_in` after it started, so the
   * lease is pushed to "now + lease" while the handler lives. A try is known by its retry count.
   * Resolves false once the job is no longer this try's (expired and taken over, cancelled).
   */
  const renewLease = async (name: string, id: string, retryCount: number, seconds: number) => {
    const { rows } = await db.executeSql(
      `update ${schema}.job set expire_in = (now() - started_on) + $4 * interval '1 second'
       where name = $1 and id = $2 and state = 'active' and retry_count = $3 returning id`,
      [name, id, retryCount, seconds],
    );
    return rows.length > 0;
  };

  /** Puts a running job back in the queue as if never started (its try does not count). */
  const handBack = async (name: string, id: string, retryCount: number) => {
    await db.executeSql(
      `update ${schema}.job set state = 'created', started_on = null, start_after = now()
       where name = $1 and id = $2 and state = 'active' and retry_count = $3`,
      [name, id, retryCount],
    );
  };

  /**
   * One sequential worker: fetch a job, run it under a renewed lease, complete or fail it. Our own
   * loop rather than pg-boss's work(): that one fails any job running longer than its expiry,
   * which would force leases of hours and leave a dead worker's job stuck for as long.
   */
  const runSlot = async (definition: JobDefinition<unknown>, handler: JobHandler<unknown>) => {
    const { name, payload: payloadSchema } = definition;
    const lease = leaseSeconds(definition);
    while (!stopping) {
      const [job] = await boss
        .fetch<unknown>(name, { batchSize: 1, includeMetadata: true })
        .catch((error: unknown) => {
          logger.warn({ err: error, job: name }, 'could not fetch a job');
          return [];
        });
      if (!job) {
        await pause(name, pollingIntervalSeconds * 1000);
        continue;
      }
      const attempt = job.retryCount + 1;
      const lastAttempt = attempt > job.retryLimit;
      const log = logger.child({ job: name, jobId: job.id, attempt, worker: workerName });
      const mine = { name, retryCount: job.retryCount, handedBack: false };
      running.set(job.id, mine);
      let leaseLost = false;
      const renew = setInterval(() => {
        renewLease(name, job.id, job.retryCount, lease).then(
          (held) => {
            if (!held && !leaseLost) log.warn('job lease lost: another worker may run it');
            leaseLost ||= !held;
          },
          (error: unknown) => log.warn({ err: error }, 'could not renew the job lease'),
        );
      }, (lease * 1000) / 3);
      // Logged at info: which worker ran which try is what an operator needs after a crash.
      log.info('job started');
      try {
        const output = await handler({ id: job.id, data: payloadSchema.parse(job.data), attempt, lastAttempt });
        clearInterval(renew);
        if (mine.handedBack || leaseLost) log.warn('job finished after it was handed back: result dropped');
        else {
          await boss.complete(name, job.id, (output ?? undefined) as object);
          log.info('job completed');
        }
      } catch (error) {
        clearInterval(renew);
        if (mine.handedBack || leaseLost) log.warn({ err: error }, 'job failed after it was handed back');
        else {
          log[lastAttempt ? 'error' : 'warn']({ err: error }, lastAttempt ? 'job failed' : 'job failed, will retry');
          await boss.fail(name, job.id, error as object).catch((err: unknown) => log.error({ err }, 'could not fail job'));
        }
      } finally {
        running.delete(job.id);
      }
    }
  };

  /** The newest queued or running job with this singleton key. */
  const findPending = async (name: string, singletonKey: string): Promise<string | null> => {
    const { rows } = await db.executeSql(
      `select id from ${schema}.job where name = $1 and singleton_key = $2 and state < 'completed' order by created_on desc limit 1`,
      [name, singletonKey],
    );
    return rows[0] ? String(rows[0].id) : null;
  };

  return {
    async send(job, data, sendOpts = {}) {
      const { name } = job;
      const payload = job.payload.parse(data) as object;
      const { singletonKey } = sendOpts;
      // pg-boss's standard queues ignore singleton keys, so the "one pending job per key" rule is ours.
      const pending = singletonKey ? await findPending(name, singletonKey) : null;
      if (pending) return pending;
      const id = await boss.send(name, payload, singletonKey ? { singletonKey } : {});
      if (!id) throw new Error(`The job queue refused a "${name}" job`);
      wake(name);
      return id;
    },

    async work(definition, handler, workOpts = {}) {
      if (stopping) throw new Error('The job queue is stopping');
      for (let i = 0; i < (workOpts.concurrency ?? 1); i++) {
        const slot = runSlot(definition as JobDefinition<unknown>, handler as JobHandler<unknown>);
        slots.add(slot);
        void slot.finally(() => slots.delete(slot));
      }
    },

    async get(definition, id) {
      if (!uuidPattern.test(id)) return null;
      const job = await boss.getJobById<unknown>(definition.name, id, { includeArchive: true });
      return job ? toRecord(job as unknown as Record<string, unknown>) : null;
    },

    async getById(id) {
      if (!uuidPattern.test(id)) return null;
      const columns = 'id, name, state::text as state, data, output, retry_count as "retryCount"';
      const { rows } = await db.executeSql(
        `select ${columns} from ${schema}.job where id = $1 union all select ${columns} from ${schema}.archive where id = $1 limit 1`,
        [id],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },

    async cancel(definition, id) {
      if (uuidPattern.test(id)) await boss.cancel(definition.name, id);
    },
    async stop(stopOpts = {}) {
      if (stopped) return;
      stopped = true;
      stopping = true;
      for (const name of idle.keys()) wake(name);
      const graceMs = (stopOpts.graceSeconds ?? 10) * 1000;
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'grace over'>((resolve) => {
        timer = setTimeout(() => resolve('grace over'), graceMs);
      });
      const outcome = await Promise.race([Promise.allSettled([...slots]), graceOver]);
      clearTimeout(timer);
      if (outcome === 'grace over') {
        for (const [id, job] of running) {
          job.handedBack = true;
          await handBack(job.name, id, job.retryCount).catch((error: unknown) =>
            logger.error({ err: error, jobId: id }, 'could not hand a job back'),
          );
          logger.warn({ job: job.name, jobId: id }, 'job still running after the grace period: handed back to the queue');
        }
      }
      await boss.stop({ graceful: false, wait: true });
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
