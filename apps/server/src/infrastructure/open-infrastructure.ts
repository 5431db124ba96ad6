import { mkdir } from 'node:fs/promises';
import pino, { type Logger } from 'pino';
import type { Config } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { createEventBus } from '../events/event-bus';
import { createJobQueue } from '../jobs/job-queue';
import { createAlerts } from '../notify/alerts';
import { createMailer } from '../notify/mailer';
import { createStorage } from '../storage/create-storage';
import { systemClock } from '../http/clock';
import type { JobDefinition } from '../jobs/job-definition';
import type { AppDeps } from './deps';

/** Opens everything the configuration points at: embedded by default, scale-out when configured. */
/**
 * `jobs` are the features' job definitions: the queue creates their queues with their policies.
 * Tests hand in their own database (a fresh one per suite) and logger.
 */
export async function openInfrastructure(
  config: Config,
  jobs: readonly JobDefinition<unknown>[],
  opts: { logger?: Logger; database?: Database } = {},
): Promise<AppDeps> {
  const logger = opts.logger ?? pino({ level: config.LOG_LEVEL });
  for (const dir of [config.dataDir, config.tmpDir, config.cacheDir]) await mkdir(dir, { recursive: true });
  const database =
    opts.database ?? (await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dir: config.dbDir }));
  const storage = await createStorage(config);
  const events = await createEventBus(database.sql);
  const queue = await createJobQueue(database, logger, jobs, { leaseSeconds: config.OTTO_JOB_LEASE_SECONDS });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: config.outboxDir,
    logger,
  });
  const alerts = createAlerts({ webhookUrl: config.ALERT_WEBHOOK_URL, logger });
  return { config, database, storage, queue, events, mailer, alerts, logger, clock: systemClock };
}

/** `graceSeconds`: how long running jobs may take to finish before they are handed back to the queue. */
export async function closeInfrastructure(deps: AppDeps, opts: { graceSeconds?: number } = {}): Promise<void> {
  await deps.queue.stop({ graceSeconds: opts.graceSeconds });
  await deps.events.close();
  await deps.database.close();
}
