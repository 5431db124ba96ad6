import type { ImportType } from '@otto/shared/source';
import type { ReactNode } from 'react';
import { CloudIcon, LinkIcon, MonitorIcon, UploadIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/tooltip';

export type CloudImportKind = Extract<ImportType, 'gg_drive' | 'dropbox' | 'frameio' | 'youtube'>;

const cloudOptions: { kind: CloudImportKind; label: string; icon: ReactNode }[] = [
  { kind: 'gg_drive', label: 'Google Drive', icon: <CloudIcon /> },
  { kind: 'dropbox', label: 'Dropbox', icon: <CloudIcon /> },
  { kind: 'frameio', label: 'Frame.io', icon: <CloudIcon /> },
  { kind: 'youtube', label: 'YouTube link', icon: <LinkIcon /> },
];
const editorOptions = ['Premiere Pro', 'DaVinci Resolve', 'Final Cut Pro'] as const;

export interface UploadOptionsProps {
  onLocal(): void;
  /** Absent when no cloud source can be imported here: every such button explains instead of acting. */
  onCloud?: (kind: CloudImportKind) => void;
  /** The cloud sources this server is set up for (all, when left out); the others explain instead. */
  enabled?: ReadonlySet<CloudImportKind>;
  /** Non-production stages only (spec §2, §6): the S3 URI import. */
  onS3?: () => void;
  onEditor(): void;
  /** Visitors may press everything: each press asks them to sign in. */
  visitor: boolean;
}

/** The ways to bring footage in: local files, cloud drives, a review platform, a video link, or the desktop app for editors. */
export function UploadOptions({ onLocal, onCloud, enabled, onS3, onEditor, visitor }: UploadOptionsProps) {
  return (
    <div className="flex flex-col gap-3">
      <button type="button" data-testid="add-files" className="btn-primary w-full py-2.5" onClick={onLocal}>
        <UploadIcon /> Add files
      </button>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {cloudOptions.map((o) => {
          const available = visitor || (Boolean(onCloud) && (enabled?.has(o.kind) ?? true));
          const button = (
            <button
              key={o.kind}
              type="button"
              data-testid={`import-${o.kind}`}
              aria-disabled={!available}
              onClick={() => available && onCloud?.(o.kind)}
              className={`btn-secondary justify-start ${available ? '' : 'cursor-not-allowed opacity-50'}`}
            >
              {o.icon} {o.label}
            </button>
          );
          return available ? (
            button
          ) : (
            <Tooltip key={o.kind} content={`Importing from ${o.label} isn't set up on this server yet.`}>
              {button}
            </Tooltip>
          );
        })}
        {onS3 && (
          <button type="button" data-testid="import-s3_uri" className="btn-secondary justify-start" onClick={onS3}>
            <CloudIcon /> S3 URI
          </button>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-line pt-3">
        <p className="text-xs text-faint">
          Working in an editing app? Import straight from your timeline with the desktop app.
        </p>
        <div className="flex flex-wrap gap-2">
          {editorOptions.map((name) => (
            <button
              key={name}
              type="button"
              className="btn-ghost border border-line px-2.5 py-1 text-xs"
              onClick={onEditor}
            >
              <MonitorIcon width={13} height={13} />
              {name}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
