import * as Accordion from '@radix-ui/react-accordion';
import * as Popover from '@radix-ui/react-popover';
import { exportMenu, isOptionExporting, type ExportMenuEntry, type ExportOption } from '@otto/shared/export-menu';
import type { Project } from '@otto/shared/project';
import { useState } from 'react';
import { DownloadIcon } from '../../ui/icons';
import { supportEmailOf, useSession } from '../auth/auth.queries';
import { ExportMp4SettingsButton } from '../branding/export-mp4-settings.button';
import { Tooltip } from '../../ui/tooltip';
import { useSettings } from '../settings/settings';
import { useExportActivity } from './export-activity.store';
import type { EditData } from './export-requests';
import { GuideDialog } from './guide.dialog';
import { useExportAction, type GuideState } from './use-export-action';

export interface ExportMenuProps {
  project: Project;
  message: { id: string; data: EditData };
  /** The story on screen when the message offers several; defaults to the message's storyIndex. */
  storyIndex?: number;
  /** The embedded demo offers no "Do not show again" in the guides. */
  embeddedDemo?: boolean;
}

/**
 * The edit's Export button and its accordion of formats (spec chat §2). The edit shows the message's
 * exportErrorMessage itself; this menu marks the failed entry red with the text as its tooltip.
 */
export function ExportMenu({ project, message: given, storyIndex, embeddedDemo }: ExportMenuProps) {
  const message = storyIndex === undefined ? given : { id: given.id, data: { ...given.data, storyIndex } };
  const lastExportOptions = useSettings((s) => s.settings.lastExportOptions);
  const [open, setOpen] = useState(false);
  const [guide, setGuide] = useState<GuideState | null>(null);
  const session = useSession();
  const run = useExportAction({ project, message, onGuide: setGuide });

  const sections = exportMenu({
    mode: project.mode,
    category: project.category,
    lastExportOptions,
    isPrompted: message.data.prompt.trim().length > 0,
  });
  const pick = (option: ExportOption) => {
    setOpen(false);
    void run(option);
  };

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger data-testid="export-button" data-tour="export" className="btn-secondary h-8 gap-1.5 px-3 text-sm">
          <DownloadIcon />
          Export
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="top"
            align="end"
            sideOffset={8}
            // Flipped below a button low on the page it must still fit: it scrolls inside instead.
            collisionPadding={8}
            data-testid="export-menu"
            className="z-50 max-h-[min(70vh,var(--radix-popover-content-available-height))] w-72 overflow-y-auto rounded-lg border border-line bg-raised p-1.5 shadow-xl shadow-black/40"
          >
            <Accordion.Root type="multiple" defaultValue={[sections[0]?.id ?? 'editing_apps', 'editing_apps']}>
              {sections.map((section) => (
                <Accordion.Item key={section.id} value={section.id} className="border-b border-line last:border-b-0">
                  <Accordion.Header>
                    <Accordion.Trigger
                      data-testid={`export-section-${section.id}`}
                      className="group flex w-full items-center justify-between px-2.5 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase hover:text-ink"
                    >
                      {section.title}
                      <span aria-hidden="true" className="transition-transform group-data-[state=open]:rotate-90">
                        ›
                      </span>
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="pb-1">
                    {section.entries.map((entry) => (
                      <EntryButton
                        key={entry.option.id}
                        entry={entry}
                        testId={`export-${section.id === 'last_used' ? 'last-' : ''}${entry.option.format}-${entry.option.layout}`}
                        project={project}
                        messageId={message.id}
                        onPick={pick}
                      />
                    ))}
                    {section.id === 'video' && <ExportMp4SettingsButton onOpen={() => setOpen(false)} />}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {guide && (
        <GuideDialog
          editor={guide.editor}
          status={guide.status}
          open={guide.open}
          onClose={() => setGuide({ ...guide, open: false })}
          supportEmail={supportEmailOf(session.data)}
          embeddedDemo={embeddedDemo}
        />
      )}
    </>
  );
}

function EntryButton(props: {
  entry: ExportMenuEntry;
  testId: string;
  project: Project;
  messageId: string;
  onPick(option: ExportOption): void;
}) {
  const { entry, testId, project, messageId, onPick } = props;
  const activity = useExportActivity(messageId, entry.option.id);
  const exporting = activity?.state === 'exporting' || isOptionExporting(project.exportingStatus, entry.option);
  const failed = activity?.state === 'failed' ? activity.error : null;
  const button = (
    <button
      type="button"
      data-testid={testId}
      data-status={exporting ? 'exporting' : failed ? 'failed' : 'idle'}
      aria-disabled={entry.disabled || exporting}
      className={`flex w-full items-center justify-between gap-2 rounded-md px-2.5 py-2 text-left text-sm ${
        entry.disabled ? 'cursor-not-allowed text-faint' : 'text-ink hover:bg-hover'
      }`}
      onClick={() => {
        if (!entry.disabled && !exporting) onPick(entry.option);
      }}
    >
      <span className="truncate">{entry.option.displayName}</span>
      {exporting && (
        <span
          role="status"
          aria-label="Exporting"
          className="h-3.5 w-3.5 shrink-0 animate-spin rounded-full border-2 border-accent border-t-transparent"
        />
      )}
      {!exporting && failed && (
        <Tooltip content={failed}>
          <span
            data-testid={`${testId}-failed`}
            tabIndex={0}
            aria-label={failed}
            className="grid h-4 w-4 shrink-0 place-items-center rounded-full bg-danger text-[10px] font-bold text-white"
          >
            !
          </span>
        </Tooltip>
      )}
    </button>
  );
  return entry.tooltip ? <Tooltip content={entry.tooltip}>{button}</Tooltip> : button;
}
