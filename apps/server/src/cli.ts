/**
 * otto start   — API, web app and workers in one process (the embedded default)
 * otto server  — API and web app only
 * otto worker  — workers only, for other machines sharing DATABASE_URL and S3
 */
import { buildApp } from './app/app';
import { closeInfrastructure, openInfrastructure } from './infrastructure/open-infrastructure';
import { ConfigError, loadConfig } from './config/config';
import { featureJobDefinitions } from './app/jobs';
import { startWorkers } from './app/workers';
import { startAbandonedUploadsCleanup } from './uploads/abandoned-uploads';

const command = process.argv[2] ?? 'start';

async function main(): Promise<void> {
  if (!['start', 'server', 'worker'].includes(command)) {
    console.error(`Unknown command "${command}". Use: otto start | server | worker`);
    process.exit(2);
  }
  const config = loadConfig();
  const deps = await openInfrastructure(config, featureJobDefinitions);
  const log = deps.logger;
  log.info({ database: deps.database.kind, storage: deps.storage.kind }, 'infrastructure ready');

  const stops: Array<() => Promise<void>> = [];
  if (command === 'start' || command === 'worker') {
    await startWorkers(deps);
    const stopCleanup = startAbandonedUploadsCleanup({ ...deps, db: deps.database.db });
    stops.push(async () => stopCleanup());
    log.info('workers started');
  }
  if (command === 'start' || command === 'server') {
    const app = await buildApp(deps);
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const port = new URL(address).port;
    // Printed plainly so people (and the e2e harness) see where the product is.
    console.log(`Otto is running at http://localhost:${port}`);
    stops.push(() => app.close());
  }

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    for (const stop of stops) await stop();
    await closeInfrastructure(deps);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
