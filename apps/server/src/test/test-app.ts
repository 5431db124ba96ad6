import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { buildApp, type App } from '../app/app';
import { featureJobDefinitions } from '../app/jobs';
import { systemClock } from '../http/clock';
import type { AppDeps } from '../infrastructure/deps';
import { loadConfig, type Config } from '../config/config';
import { openTestDatabase } from '../db/test-database';
import { createEventBus } from '../events/event-bus';
import { createJobQueue } from '../jobs/job-queue';
import { createAlerts } from '../notify/alerts';
import { createMailer } from '../notify/mailer';
import { createStorage } from '../storage/create-storage';

export interface TestContext {
  app: App;
  deps: AppDeps;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database (PGlite, or PostgreSQL when OTTO_TEST_DATABASE_URL is set)
 * with local storage in a temp folder. Workers are not started unless asked.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logger?: Logger } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'otto-test-'));
  const config: Config = loadConfig({ OTTO_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase();
  const logger = opts.logger ?? pino({ level: config.LOG_LEVEL });
  const storage = await createStorage(config);
  const events = await createEventBus(database.sql);
  const queue = await createJobQueue(database, logger, featureJobDefinitions);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: config.outboxDir,
    logger,
  });
  const alerts = createAlerts({ webhookUrl: config.ALERT_WEBHOOK_URL, logger });
  const deps: AppDeps = { config, database, storage, queue, events, mailer, alerts, logger, clock: systemClock };
  const app = await buildApp(deps, { serveWeb: false });
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    close: async () => {
      await app.close();
      await queue.stop();
      await events.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
