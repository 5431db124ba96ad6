import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { buildApp, type App } from '../app/app';
import { featureJobDefinitions } from '../app/jobs';
import type { AppDeps } from '../infrastructure/deps';
import { closeInfrastructure, openInfrastructure } from '../infrastructure/open-infrastructure';
import { loadConfig, type Config } from '../config/config';
import { openTestDatabase } from '../db/test-database';

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
  const config: Config = loadConfig({
    OTTO_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests never reach the internet: a model host that refuses to connect stands for an offline server.
    WHISPER_MODEL_URL: 'http://127.0.0.1:9/ggml-base.bin',
    ...env,
  });
  const deps = await openInfrastructure(config, featureJobDefinitions, {
    logger: opts.logger,
    database: await openTestDatabase(),
  });
  const app = await buildApp(deps, { serveWeb: false });
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    close: async () => {
      await app.close();
      await closeInfrastructure(deps);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
