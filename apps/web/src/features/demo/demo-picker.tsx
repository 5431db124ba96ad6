import type { Demo } from '@otto/shared/api/demos';
import type { Project } from '@otto/shared/project';
import { modalsStore } from '../../app/modals.store';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast/toast';
import { demoActionLabels, demoTileActions, demosToShow, type DemoTileAction } from './demo-picker.fns';
import { useAddDemoProject, useDemoInProject, useDemos } from './demo.queries';

export interface DemoPickerProps {
  open: boolean;
  onClose(): void;
  signedIn: boolean;
  /** The project the picker was opened from (null on the home page). */
  project: Pick<Project, 'id' | 'category' | 'mode'> | null;
  /** How many files that project has: only an empty one takes a demo's files. */
  sourceCount: number;
  /** Opened from the multicam view: only the multicam demo. */
  only?: Demo['category'];
}

/** Spec chat §2 / import §4: demo tiles (thumbnail and label); a click uses the demo here or adds a demo project. */
export function DemoPicker({ open, onClose, signedIn, project, sourceCount, only }: DemoPickerProps) {
  const demos = useDemos(open);
  const addNew = useAddDemoProject();
  const useHere = useDemoInProject(project?.id);
  const busy = addNew.isPending || useHere.isPending;
  const shown = demosToShow(demos.data?.demos ?? [], only);

  const choose = (demo: Demo, action: DemoTileAction) => {
    if (!signedIn) {
      onClose();
      modalsStore.getState().openSignIn('start_import');
      return;
    }
    const mutation = action === 'use_here' ? useHere : addNew;
    mutation.mutate(demo.projectId, {
      onSuccess: onClose,
      onError: (error) => showToast({ message: error.message, kind: 'error' }),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title="Try a demo project"
      description="Real footage, already transcribed, with a few example edits."
      size="lg"
      testId="demo-picker"
    >
      {demos.isError && <p className="text-sm text-danger">The demos could not be loaded. Try again later.</p>}
      {demos.isSuccess && shown.length === 0 && (
        <p className="text-sm text-muted">This server has no demo project. Its administrator can turn them on.</p>
      )}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {shown.map((demo) => {
          const [primary, ...others] = demoTileActions(demo, project ? { project, sourceCount } : null);
          return (
            <li
              key={demo.projectId}
              data-testid="demo-tile"
              data-category={demo.category}
              className="flex flex-col gap-2"
            >
              <button
                type="button"
                className="group overflow-hidden rounded-lg border border-line bg-raised text-left hover:border-accent disabled:opacity-60"
                disabled={!demo.ready || busy}
                aria-label={`${demo.name}: ${demo.ready ? demoActionLabels[primary!] : 'Preparing…'}`}
                onClick={() => choose(demo, primary!)}
              >
                {demo.thumbnailUrl ? (
                  <img src={demo.thumbnailUrl} alt="" className="aspect-video w-full bg-black object-cover" />
                ) : (
                  <div aria-hidden="true" className="aspect-video w-full bg-black" />
                )}
                <span className="block px-3 pt-2 text-sm font-medium text-ink">{demo.name}</span>
                <span className="block px-3 pb-2 text-xs text-muted">
                  {demo.ready ? demoActionLabels[primary!] : 'Preparing… (transcribing the demo footage)'}
                </span>
              </button>
              {demo.ready &&
                others.map((action) => (
                  <button
                    key={action}
                    type="button"
                    data-testid={`demo-${action}`}
                    className="btn-ghost self-start text-xs"
                    disabled={busy}
                    onClick={() => choose(demo, action)}
                  >
                    {demoActionLabels[action]}
                  </button>
                ))}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
