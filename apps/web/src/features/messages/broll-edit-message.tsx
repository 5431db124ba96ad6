import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { getSignedUrl } from '../../api/signed-urls';
import { documentStore } from '../../store/document.store';
import { BrollExportMenu } from '../exports/broll-export-menu';
import { BotText } from './bot-text';
import type { MessageProps } from './message.props';

function Thumbnail({ uri, alt }: { uri: string | null; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    getSignedUrl(uri).then(
      (signed) => live && setUrl(signed),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return url ? (
    <img src={url} alt={alt} className="h-14 w-24 rounded object-cover" />
  ) : (
    <div aria-hidden="true" className="h-14 w-24 rounded bg-hover" />
  );
}

/** The B-roll log is ready: its groups, each file with a thumbnail and its shot count, and the export. */
export function BrollEditMessage({ message, data, typing, onTyped, readOnly }: MessageProps<'broll_edit_message'>) {
  const project = useStore(documentStore, (s) => s.projects[message.projectId]);
  return (
    <BotText text={data.text} typing={typing} onTyped={onTyped}>
      {data.groups && (
        <ul data-testid="broll-groups" className="mt-3 flex flex-col gap-3">
          {data.groups.map((group) => (
            <li key={group.id} className="rounded-md border border-line bg-raised px-3 py-2">
              <div className="font-medium text-ink">{group.name}</div>
              <ul className="mt-2 flex flex-wrap gap-3">
                {group.files.map((file) => (
                  <li key={file.sourceId} className="flex flex-col gap-1 text-xs text-muted">
                    <Thumbnail uri={file.thumbnailUri} alt={file.filename} />
                    <span className="max-w-24 truncate text-ink">{file.filename}</span>
                    <span>
                      {file.shotCount} shot{file.shotCount === 1 ? '' : 's'}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {project && !readOnly && project.brollGroups && <BrollExportMenu project={project} />}
    </BotText>
  );
}
