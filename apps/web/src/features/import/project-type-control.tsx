import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { useRef, type KeyboardEvent } from 'react';
import { updateProject } from './multicam-import.actions';
import { isTypeLocked, typeSegments } from './project-type-control.fns';

/** The import card's segmented control; arrow keys move between segments as in any radio group. */
export function ProjectTypeControl({ project, sources }: { project: Project; sources: readonly Source[] }) {
  const segments = typeSegments(project);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (segments.length === 0) return null;
  const locked = isTypeLocked(project, sources);
  const choose = (i: number) => {
    const segment = segments[i];
    if (!segment || segment.selected || locked) return;
    void updateProject(project, segment.patch);
  };
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + segments.length) % segments.length;
    refs.current[next]?.focus();
    choose(next);
  };
  return (
    <div
      role="radiogroup"
      aria-label="Project type"
      aria-disabled={locked || undefined}
      data-testid="project-type-control"
      className="inline-flex rounded-lg border border-line bg-canvas p-0.5 text-xs"
    >
      {segments.map((segment, i) => (
        <button
          key={segment.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={segment.selected}
          tabIndex={segment.selected ? 0 : -1}
          disabled={locked}
          data-testid={`project-type-${segment.id}`}
          title={locked ? "The project type can't be changed once importing has started." : undefined}
          className={`rounded-md px-3 py-1 font-medium transition-colors disabled:cursor-not-allowed ${
            segment.selected ? 'bg-raised text-ink shadow-sm' : 'text-muted hover:text-ink'
          } ${locked && !segment.selected ? 'opacity-50' : ''}`}
          onClick={() => choose(i)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {segment.label}
        </button>
      ))}
    </div>
  );
}
