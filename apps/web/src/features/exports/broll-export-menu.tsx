import * as Popover from '@radix-ui/react-popover';
import { exportBrollsResponse, type BrollExportFormat, type ExportBrollsResponse } from '@otto/shared/api/exports';
import { exportFailureMessage, exportMenu } from '@otto/shared/export-menu';
import type { Project } from '@otto/shared/project';
import { toastText } from '@otto/shared/ui-text';
import { toastDurationsMs } from '@otto/shared/constants';
import { useState } from 'react';
import { api } from '../../api/client';
import { DownloadIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast/toast';

/**
 * The B-roll log's Export button: one Editing Apps section with Premiere, Final Cut and DaVinci
 * XML only (spec chat §2). The bins file and its CSV shot log are ready at once, as links.
 */
export function BrollExportMenu({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<ExportBrollsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const entries = exportMenu({ mode: project.mode, category: project.category }).flatMap((s) => s.entries);

  const run = async (format: BrollExportFormat) => {
    setOpen(false);
    setBusy(format);
    setError(null);
    try {
      const answer = await api.post<unknown>('/export/xml-brolls', {
        project_id: project.id,
        project_name: project.name,
        format,
        input: project.brollGroups
          ? { files: project.brollGroups.files.map((f) => ({ metadata_s3_uri: f.metadata_s3_uri })) }
          : undefined,
      });
      setDone(exportBrollsResponse.parse(answer));
    } catch {
      setError(exportFailureMessage(format));
      showToast({
        message: toastText.exportFailed,
        kind: 'error',
        durationMs: toastDurationsMs.exportFailure,
        position: 'bottom-left',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mt-3 flex flex-col gap-2">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          data-testid="export-button"
          disabled={busy !== null}
          className="btn-secondary h-8 gap-1.5 self-start px-3 text-sm"
        >
          <DownloadIcon />
          {busy ? 'Exporting…' : 'Export'}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="top"
            align="start"
            sideOffset={8}
            collisionPadding={8}
            data-testid="export-menu"
            className="z-50 w-72 rounded-lg border border-line bg-raised p-1.5 shadow-xl shadow-black/40"
          >
            <div className="px-2.5 py-2 text-xs font-semibold tracking-wide text-muted uppercase">Editing Apps</div>
            {entries.map((entry) => (
              <button
                key={entry.option.id}
                type="button"
                data-testid={`export-${entry.option.format}-${entry.option.layout}`}
                className="flex w-full rounded-md px-2.5 py-2 text-left text-sm text-ink hover:bg-hover"
                onClick={() => void run(entry.option.format as BrollExportFormat)}
              >
                {entry.option.displayName}
              </button>
            ))}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {done && (
        <p data-testid="broll-export-ready" className="flex flex-wrap gap-3 text-sm">
          <span className="text-muted">Your XML is ready!</span>
          <a className="text-accent hover:underline" href={done.result.downloadUrl} download={done.result.filename}>
            {done.result.filename}
          </a>
          <a className="text-accent hover:underline" href={done.shot_log.downloadUrl} download={done.shot_log.filename}>
            {done.shot_log.filename}
          </a>
        </p>
      )}
    </div>
  );
}
