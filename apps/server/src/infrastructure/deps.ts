import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { EventBus } from '../events/events';
import type { Clock } from '../http/clock';
import type { JobQueue } from '../jobs/queue';
import type { Alerts } from '../notify/alerts';
import type { Mailer } from '../notify/mailer';
import type { ObjectStorage } from '../storage/storage';

/**
 * The infrastructure the app is composed from; tests build it with PGlite and a temp folder.
 * Features take `Pick<AppDeps, …>` of what they use, so a signature says what a piece touches.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: ObjectStorage;
  queue: JobQueue;
  events: EventBus;
  mailer: Mailer;
  alerts: Alerts;
  logger: Logger;
  clock: Clock;
}
