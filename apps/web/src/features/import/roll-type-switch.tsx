import { importText } from '@otto/shared/ui-text';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { useSetProjectMode } from '../projects/projects.queries';

const segments = [
  { mode: 'a_roll', label: importText.projectTypes.aRoll },
  { mode: 'b_roll', label: importText.projectTypes.bRoll },
] as const;

/**
 * The A-Roll / B-Roll segmented control of an A/B-roll project's import card (spec import §2).
 * Fixed once importing has started or the project has edit responses.
 */
export function RollTypeSwitch({ project, sources }: { project: Project; sources: readonly Source[] }) {
  const setMode = useSetProjectMode();
  const locked = sources.some((s) => s.state !== 'none') || project.numEditResponses > 0;
  return (
    <div
      role="radiogroup"
      aria-label="Footage type"
      data-testid="roll-type"
      className="mb-4 inline-flex rounded-lg border border-line bg-raised p-0.5 text-sm"
    >
      {segments.map((segment) => {
        const checked = project.mode === segment.mode;
        return (
          <button
            key={segment.mode}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={locked || setMode.isPending}
            onClick={() => !checked && setMode.mutate({ id: project.id, mode: segment.mode })}
            className={`rounded-md px-3 py-1 font-medium disabled:cursor-not-allowed disabled:opacity-60 ${
              checked ? 'bg-accent text-white' : 'text-muted hover:text-ink'
            }`}
          >
            {segment.label}
          </button>
        );
      })}
    </div>
  );
}
