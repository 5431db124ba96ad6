/** Starting an export and following its job to the download (spec chat §4: start → job id → wait → URL). */
import { exportResultSchema, exportStartedResponse, type ExportResult } from '@otto/shared/api/exports';
import { timingsMs } from '@otto/shared/constants';
import type { JobEvent } from '@otto/shared/jobs';
import type { ApiClient } from '../../api/client';
import type { JobEventsQuery } from '../../api/job-events';

export class ExportJobError extends Error {
  override readonly name = 'ExportJobError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ExportRunnerDeps {
  api: Pick<ApiClient, 'post'>;
  subscribe: (query: JobEventsQuery, onEvent: (event: JobEvent) => void) => () => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Defaults to the spec's longest export (a vertical render, 10 minutes). */
  timeoutMs?: number;
}

/**
 * Waits for the job's end on the event stream. The stream first replays the job's stored state,
 * so a job that finished before we subscribed still resolves.
 */
export function followExportJob(
  deps: ExportRunnerDeps,
  query: { jobId: string; projectId: string },
  onProgress?: (fraction: number) => void,
): Promise<ExportResult> {
  const schedule = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  return new Promise<ExportResult>((resolve, reject) => {
    let settled = false;
    let unsubscribe: (() => void) | null = null;
    const end = (fn: () => void) => {
      if (settled) return;
      settled = true;
      cancel(timer);
      unsubscribe?.();
      fn();
    };
    const timer = schedule(
      () => end(() => reject(new ExportJobError('timeout', 'The export took too long.'))),
      deps.timeoutMs ?? timingsMs.verticalExportMax,
    );
    unsubscribe = deps.subscribe(query, (event) => {
      if (event.jobId !== query.jobId) return;
      if (event.status === 'failed') {
        end(() =>
          reject(new ExportJobError(event.error?.code ?? 'export_failed', event.error?.message ?? 'Export failed')),
        );
      } else if (event.status === 'completed') {
        const parsed = exportResultSchema.safeParse(event.results);
        end(() =>
          parsed.success
            ? resolve(parsed.data)
            : reject(new ExportJobError('bad_result', 'The export finished without a file.')),
        );
      } else if (event.progress !== undefined) {
        onProgress?.(event.progress);
      }
    });
    // A stream that delivered the end synchronously already settled: drop the late handle.
    if (settled) unsubscribe();
  });
}

/** POSTs an export start and follows its job to the result. */
export async function runExportJob(
  deps: ExportRunnerDeps,
  path: string,
  body: unknown,
  projectId: string,
  onStarted?: (jobId: string) => void,
): Promise<ExportResult> {
  const started = exportStartedResponse.parse(await deps.api.post<unknown>(path, body));
  onStarted?.(started.job_id);
  return followExportJob(deps, { jobId: started.job_id, projectId });
}

/** Saves a URL through the browser's download (the server names the file in Content-Disposition too). */
export function triggerDownload(href: string, filename: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
}

/** SRT arrives as text: it is saved from a Blob. */
export function downloadText(
  text: string,
  filename: string,
  type = 'application/x-subrip',
  doc: Document = document,
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  triggerDownload(url, filename, doc);
  // Revoke once the click has handed the blob to the download manager.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
