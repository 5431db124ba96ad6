import * as Popover from '@radix-ui/react-popover';
import type { Source } from '@otto/shared/source';
import type { StoredMessage } from '../../store/document.store';
import { useDeveloperTools } from '../auth/auth.queries';
import { useEmbeddedDemo } from '../embed/embed.context';

/** One line of a developer info popover: a label and a value (absent values are left out). */
export type InfoEntry = readonly [label: string, value: string | null | undefined];

/** What a developer needs to trace a file through uploads, jobs and storage. */
export function sourceInfo(source: Source): InfoEntry[] {
  return [
    ['File id', source.id],
    ['State', source.state],
    ['Import type', source.importType],
    ['Error', source.errorType && `${source.errorType}: ${source.errorCode ?? '—'}`],
    ['Original URI', source.originalFileUri],
    ['Transcoded URI', source.transcodedFileUri],
    ['Upload job id', source.uploadJobId],
    ['Ingest job file id', source.job?.fileId],
    ['Ingest job URI', source.job?.fileUri],
  ];
}

/** What a developer needs to find a message (and the job or container behind it) in the database and logs. */
export function messageInfo(message: StoredMessage): InfoEntry[] {
  const field = (key: string) => (typeof message.data[key] === 'string' ? (message.data[key] as string) : null);
  return [
    ['Message id', message.id],
    ['Type', message.type],
    ['Created', message.createdAt],
    ['Parent message id', message.parentMessageId],
    ['Job id', field('jobId')],
    ['Container id', field('containerId')],
  ];
}

/** A small 'i' button with ids, states and URIs; shown only in non-production stages (OTTO_STAGE), never embedded. */
export function InfoPopover({
  label,
  entries,
  className = '',
}: {
  label: string;
  entries: readonly InfoEntry[];
  className?: string;
}) {
  const developer = useDeveloperTools();
  // Never on another website's page, whatever the stage.
  const embedded = useEmbeddedDemo();
  if (!developer || embedded) return null;
  const shown = entries.filter((e): e is readonly [string, string] => Boolean(e[1]));
  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="dev-info"
        aria-label={label}
        className={`${className} grid h-5 w-5 shrink-0 place-items-center rounded-full border border-line text-[10px] font-semibold text-faint hover:bg-hover hover:text-ink`}
      >
        i
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="z-50 max-w-md rounded-lg border border-line bg-raised p-3 text-xs shadow-xl shadow-black/40"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {shown.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-faint">{name}</dt>
                <dd className="select-all break-all font-mono text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
