import { isUntitledProjectName, type Project } from '@otto/shared/project';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FilmIcon, PencilIcon, TrashIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast/toast';
import { Tooltip } from '../../ui/tooltip';
import { useDeleteProject, useRenameProject } from './projects.queries';

export const displayProjectName = (name: string) => (isUntitledProjectName(name) ? 'Untitled project' : name);

export function ProjectItem({ project, active }: { project: Project; active: boolean }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(project.name);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameProject();
  const navigate = useNavigate();
  const remove = useDeleteProject({
    onDeleted: () => {
      if (active) void navigate('/');
    },
  });
  const label = displayProjectName(project.name);

  // Enter, Escape and the blur that follows unmounting must end one edit only once.
  const editOpen = useRef(false);

  const startEditing = () => {
    setDraft(isUntitledProjectName(project.name) ? '' : project.name);
    editOpen.current = true;
    setEditing(true);
  };
  const cancel = () => {
    editOpen.current = false;
    setEditing(false);
  };
  const save = () => {
    if (!editOpen.current) return;
    editOpen.current = false;
    setEditing(false);
    const name = draft.trim();
    if (name === project.name.trim()) return;
    rename.mutate({ id: project.id, name }, { onError: (e) => showToast({ message: e.message, kind: 'error' }) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // Keep Escape from also closing an enclosing dialog or drawer.
      event.stopPropagation();
      cancel();
    }
  };
  const confirmDelete = () =>
    remove.mutate(project.id, { onError: (e) => showToast({ message: e.message, kind: 'error' }) });

  return (
    <li
      data-testid={`project-item-${project.id}`}
      className={`group relative flex items-center rounded-md text-sm ${active ? 'bg-hover text-ink' : 'text-muted hover:bg-raised hover:text-ink'}`}
    >
      {editing ? (
        <input
          aria-label="Project name"
          data-testid="project-name-input"
          autoFocus
          className="field mx-1 my-0.5 py-1"
          value={draft}
          placeholder="Untitled project"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={save}
        />
      ) : (
        <>
          <Link
            to={`/projects/${project.id}`}
            aria-current={active ? 'page' : undefined}
            className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2"
          >
            <FilmIcon className="shrink-0 text-faint" />
            <span data-testid="project-name" className={`truncate ${isUntitledProjectName(project.name) ? 'italic' : ''}`}>
              {label}
            </span>
          </Link>
          <div className="flex shrink-0 items-center pr-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
            <Tooltip content="Rename">
              <button type="button" data-testid="project-rename" aria-label={`Rename ${label}`} className="rounded p-1.5 text-faint hover:bg-line hover:text-ink" onClick={startEditing}>
                <PencilIcon width={14} height={14} />
              </button>
            </Tooltip>
            <Tooltip content="Delete">
              <button
                type="button"
                data-testid="project-delete"
                aria-label={`Delete ${label}`}
                className="rounded p-1.5 text-faint hover:bg-line hover:text-danger"
                onClick={() => setConfirming(true)}
              >
                <TrashIcon width={14} height={14} />
              </button>
            </Tooltip>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this project?"
        body={`“${label}” and its chat, imported files and exports will be deleted. This can't be undone.`}
        confirmLabel="Delete project"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
