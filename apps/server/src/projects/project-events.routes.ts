import type { ServerResponse } from 'node:http';
import type { JobEvent } from '@otto/shared/jobs';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';
import { requireUser, signedInOnly } from '../auth/require-user';
import { sessionCookieName } from '../auth/session-token.fns';
import { createSessionsRepo } from '../auth/sessions.repo';
import { createSessionsService } from '../auth/sessions.service';
import { jobProjectId, jobRecordToEvent } from '../jobs/jobs.fns';
import { loadOwnedProject } from './project-access';

/**
 * Proxies close idle connections after a minute or so; a comment line keeps the stream alive.
 * Each heartbeat also checks the session: a stream ends within one beat of sign-out or expiry.
 */
export const heartbeatMs = 15_000;

/** How soon a browser reconnects when the server ends its stream to shut down. */
export const reconnectAfterShutdownMs = 1000;

/** Open streams per user; opening one more ends their oldest (a forgotten tab, a dead connection). */
export const maxStreamsPerUser = 6;

const jobEventsQuery = z.object({
  project_id: z.string(),
  job_id: z.string().optional(),
});

/**
 * GET /api/jobs/events?project_id=&job_id= — Server-Sent Events for one project (optionally one
 * job). The stream asks browsers to reconnect after 1 s, as the spec's client does on error.
 */
export const projectEventsRoutes: FeatureRoutes<Pick<AppDeps, 'clock' | 'database' | 'events' | 'queue'>> = (
  api,
  deps,
) => {
  const openStreams = new Set<ServerResponse>();
  const streamsByUser = new Map<string, ServerResponse[]>();
  const sessions = createSessionsService({ sessions: createSessionsRepo(deps.database.db), clock: deps.clock });
  // Streams never end by themselves: end them so closing the server does not wait on browsers,
  // with a retry hint so they reconnect (to this server's successor or another API process).
  api.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end(`retry: ${reconnectAfterShutdownMs}\n\n`);
  });

  api
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/jobs/events',
      { onRequest: signedInOnly, schema: { querystring: jobEventsQuery } },
      async (request, reply) => {
        const user = requireUser(request);
        const sessionToken = request.cookies[sessionCookieName] ?? '';
        const { project_id: projectId, job_id: jobId } = request.query;
        await loadOwnedProject(deps.database.db, user.id, projectId);

        reply.hijack();
        const stream = reply.raw;
        stream.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        stream.write('retry: 1000\n\n');
        const send = (event: JobEvent) => {
          if (!stream.writableEnded) stream.write(`data: ${JSON.stringify(event)}\n\n`);
        };

        // Subscribe before reading the job's state: an event between the two is then never lost.
        const unsubscribe = deps.events.subscribe({ projectId, jobId }, send);
        const heartbeat = setInterval(() => {
          stream.write(': heartbeat\n\n');
          sessions.isLive(sessionToken).then(
            (live) => {
              if (!live) stream.end();
            },
            (err: unknown) => request.log.warn({ err }, 'could not check the session of an event stream'),
          );
        }, heartbeatMs);
        openStreams.add(stream);
        const mine = streamsByUser.get(user.id) ?? [];
        while (mine.length >= maxStreamsPerUser) mine.shift()?.end();
        mine.push(stream);
        streamsByUser.set(user.id, mine);
        stream.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          openStreams.delete(stream);
          const left = (streamsByUser.get(user.id) ?? []).filter((s) => s !== stream);
          if (left.length > 0) streamsByUser.set(user.id, left);
          else streamsByUser.delete(user.id);
        });

        if (jobId) {
          const job = await deps.queue.getById(jobId).catch((error: unknown) => {
            request.log.warn({ err: error, jobId }, 'could not read job state for the event stream');
            return null;
          });
          if (job && jobProjectId(job) === projectId)
            send(jobRecordToEvent(job, projectId, deps.clock.now().getTime()));
        }
      },
    );
};
