/**
 * otto start   — API, web app and workers in one process (the embedded default)
 * otto server  — API and web app only
 * otto worker  — workers only, for other machines sharing DATABASE_URL and S3
 * otto desktop — `start` for one person: own data folder (~/.otto-desktop), free local port, app window
 */
import type { Logger } from 'pino';
import { buildApp } from './app/app';
import { closeInfrastructure, openInfrastructure } from './infrastructure/open-infrastructure';
import { ConfigError, loadConfig } from './config/config';
import { featureJobDefinitions } from './app/jobs';
import { startWorkers } from './app/workers';
import { recoverStaleIngests } from './ingest/ingest.recovery';
import { settleImport } from './ingest/import-stage';
import { startAbandonedUploadsCleanup } from './uploads/abandoned-uploads';
import { startStaleUploadsCheck } from './uploads/stale-uploads';
import { startStaleImportsSweep } from './ingest/stale-imports';
import { isOttoCommand, ottoCommands } from './app/commands';
import { billingStartupLine } from './billing/billing-mode';
import { desktopEnvironment, openAppWindow } from './app/desktop-window';
import { seedDemos } from './demo/demo-seed';

const command = process.argv[2] ?? 'start';

async function main(): Promise<void> {
  if (!isOttoCommand(command)) {
    console.error(`Unknown command "${command}". Use: otto ${ottoCommands.join(' | ')}`);
    process.exit(2);
  }
  const desktop = command === 'desktop' ? desktopEnvironment(process.env) : null;
  const config = loadConfig();
  const graceSeconds = config.OTTO_SHUTDOWN_GRACE_SECONDS;
  const deps = await openInfrastructure(config, featureJobDefinitions);
  const log = deps.logger;
  guardProcess(log);
  log.info({ database: deps.database.kind, storage: deps.storage.kind }, 'infrastructure ready');
  log.info(billingStartupLine(config));

  const stops: Array<() => Promise<void>> = [];
  if (command === 'start' || command === 'worker' || command === 'desktop') {
    // Before the workers take a job: with PGlite only this process can run ingests, so any job
    // still 'active' now was held by a process that died (kill -9, out of memory, power loss).
    const failed = await recoverStaleIngests(deps, { activeJobsAreOrphaned: deps.database.kind === 'pglite' });
    if (failed.length > 0) log.warn({ sources: failed }, 'interrupted imports marked failed');
    await startWorkers(deps);
    const stopCleanup = startAbandonedUploadsCleanup({ ...deps, db: deps.database.db });
    stops.push(async () => stopCleanup());
    const stopStaleCheck = startStaleUploadsCheck(
      {
        ...deps,
        db: deps.database.db,
        staleAfterMs: config.UPLOAD_STALE_AFTER_SECONDS * 1000,
        onChange: (projectId) => settleImport(deps, projectId),
      },
      config.UPLOAD_STALE_CHECK_SECONDS * 1000,
    );
    stops.push(async () => stopStaleCheck());
    const stopImportSweep = startStaleImportsSweep(
      deps,
      config.IMPORT_STALE_AFTER_SECONDS * 1000,
      config.UPLOAD_STALE_CHECK_SECONDS * 1000,
    );
    stops.push(async () => stopImportSweep());
    log.info('workers started');
  }
  if (command === 'start' || command === 'server' || command === 'desktop') {
    // In the background: the demos become ready when their import jobs finish; the server does not wait.
    seedDemos(deps).catch((err: unknown) => log.error({ err }, 'seeding the demo projects failed'));
    const app = await buildApp(deps);
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const port = new URL(address).port;
    // Printed plainly so people (and the e2e harness) see where the product is.
    console.log(`Otto is running at http://localhost:${port}`);
    if (desktop) {
      const opener = openAppWindow(`http://localhost:${port}/`, desktop.dataDir, process.env);
      console.log(`Opened the Otto window with ${opener}. Your projects are kept in ${desktop.dataDir}. Press Ctrl+C to quit.`);
    }
    stops.push(() => drainApi(app, graceSeconds));
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second signal means "now": the supervisor or the person at the terminal ran out of patience.
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal, graceSeconds }, 'shutting down: finishing running jobs and open requests');
    // Requests drain and jobs finish side by side, within one grace period.
    await Promise.all([...stops.map((stop) => stop()), deps.queue.stop({ graceSeconds })]);
    await closeInfrastructure(deps, { graceSeconds });
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Stops taking connections (new requests get 503), lets open ones finish, and ends what is still
 * open when the grace period is over. The job event streams end at once with a retry hint
 * (projects/project-events.routes.ts), so browsers reconnect to another API process.
 */
async function drainApi(app: Awaited<ReturnType<typeof buildApp>>, graceSeconds: number): Promise<void> {
  const force = setTimeout(() => app.server.closeAllConnections(), graceSeconds * 1000);
  await app.close();
  clearTimeout(force);
}

/** A system error from a file, socket or process, or a stream's own error. */
const isIoError = (error: Error): boolean => {
  const { code, syscall } = error as NodeJS.ErrnoException;
  return typeof syscall === 'string' || (typeof code === 'string' && code.startsWith('ERR_STREAM_'));
};

/**
 * The last resort behind the real handling (every stream and child process has its own 'error'
 * listener, every job its own catch). A rejection nobody awaited is one failed operation: it is
 * logged and the process goes on, since exiting would end every user's requests and jobs with it.
 * An uncaught I/O error (a stream's 'error' with no listener) is logged and the process goes on
 * too: it is thrown from its own event-loop callback, so no code of ours was cut off halfway, and
 * only the operation that owned the stream is lost. Any other uncaught exception is a bug whose
 * damage cannot be known: it is logged and the process exits, so the supervisor starts a clean
 * one and recoverStaleIngests fails the imports that were running.
 */
function guardProcess(log: Logger): void {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (error, origin) => {
    if (isIoError(error)) {
      log.error({ err: error, origin }, 'uncaught I/O error: the operation it belonged to is lost, Otto goes on');
      return;
    }
    log.fatal({ err: error, origin }, 'uncaught exception: exiting');
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
