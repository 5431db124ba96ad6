import type { Logger } from 'pino';

/**
 * Progress ticks a job sends without waiting on them, delivered one after another.
 *
 * On PostgreSQL each tick is a NOTIFY (and often a row update) of its own: two in flight may land in
 * either order, and a progress bar would step back or a late tick overwrite the finished state.
 * `send` queues a tick behind the previous one; `settled` is awaited before the job's own events.
 */
export interface ProgressTicks {
  send(what: string, tick: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function progressTicks(logger: Pick<Logger, 'warn'>, context: Record<string, unknown>): ProgressTicks {
  let queue: Promise<void> = Promise.resolve();
  return {
    send(what, tick) {
      queue = queue
        .then(tick)
        // A lost progress tick is not worth a failed or stalled job.
        .then(
          () => undefined,
          (err: unknown) => logger.warn({ err, ...context }, `${what} not published`),
        );
    },
    settled: () => queue,
  };
}
