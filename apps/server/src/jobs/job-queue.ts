import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { JobDefinition } from './job-definition';
import type { JobQueue, JobRecord } from './queue';

export interface JobQueueOptions {
  /** How often an idle worker polls; pg-boss 10 allows 0.5 s at the least. Sends in this process wake workers at once. */
  pollingIntervalSeconds?: number;
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
  const boss = new PgBoss({
    db,
    schema,
    // No cron jobs yet: the clock monitor would only add polling to a busy embedded database.
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const { name, retryLimit, expireInSeconds } of jobs) {
    const queue = { name, retryLimit, expireInSeconds, retryBackoff: true };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }

  const workerIds = new Map<string, string[]>();
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 0.5;
  let stopped = false;

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
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },

    async work(definition, handler, workOpts = {}) {
      const { name, payload: payloadSchema } = definition;
      const ids = workerIds.get(name) ?? [];
      workerIds.set(name, ids);
      // pg-boss 10 has no per-worker concurrency: each work() call is one sequential worker.
      for (let i = 0; i < (workOpts.concurrency ?? 1); i++) {
        const id = await boss.work<unknown>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return null;
            const attempt = job.retryCount + 1;
            const lastAttempt = attempt > job.retryLimit;
            const log = logger.child({ job: name, jobId: job.id, attempt });
            log.debug('job started');
            try {
              const output = await handler({ id: job.id, data: payloadSchema.parse(job.data), attempt, lastAttempt });
              log.debug('job completed');
              return output;
            } catch (error) {
              log[lastAttempt ? 'error' : 'warn'](
                { err: error },
                lastAttempt ? 'job failed' : 'job failed, will retry',
              );
              throw error;
            }
          },
        );
        ids.push(id);
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
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
