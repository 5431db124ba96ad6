import { SPEAKER_NAME_MAX, speakerLabel } from '@otto/shared/speakers';
import { useRef, useState, type KeyboardEvent } from 'react';
import { showToast } from '../../ui/toast/toast';
import { useRenameSpeaker, useSpeakerNames } from './speakers.queries';

/**
 * A speaker's name where their turn starts ("Speaker 1" until named). Clicking it (or Enter on
 * it) edits the name in place for the whole project: Enter or leaving the field saves, Escape
 * cancels, an empty name gives back "Speaker n".
 */
export function SpeakerLabel({ projectId, speaker }: { projectId: string; speaker: number }) {
  const names = useSpeakerNames(projectId);
  const rename = useRenameSpeaker(projectId);
  const label = speakerLabel(speaker, names);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  // Enter, Escape and the blur that follows unmounting must end one edit only once.
  const open = useRef(false);

  const start = () => {
    setDraft(names?.[String(speaker)] ?? '');
    open.current = true;
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (!open.current) return;
    open.current = false;
    setEditing(false);
    const name = draft.trim();
    if (!save || name === (names?.[String(speaker)] ?? '')) return;
    rename.mutate({ speaker, name }, { onError: (e) => showToast({ message: e.message, kind: 'error' }) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      // Keep Escape from also closing an enclosing dialog or drawer.
      event.stopPropagation();
      finish(false);
    }
  };

  return editing ? (
    <input
      aria-label={`Name for ${label}`}
      data-testid={`speaker-name-input-${speaker}`}
      autoFocus
      maxLength={SPEAKER_NAME_MAX}
      className="field w-40 py-0.5 text-xs"
      value={draft}
      placeholder={`Speaker ${speaker}`}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
    />
  ) : (
    <button
      type="button"
      data-testid={`speaker-label-${speaker}`}
      title="Rename this speaker"
      aria-label={`${label} — rename`}
      className="rounded px-1 text-xs font-medium text-accent hover:bg-hover hover:underline"
      onClick={start}
    >
      {label}
    </button>
  );
}
