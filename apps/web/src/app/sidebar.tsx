import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { useCurrentUser } from '../features/auth/auth.queries';
import { UserMenu } from '../features/auth/user-menu';
import { VerifyEmailNotice } from '../features/auth/verify-email.notice';
import { useMediaQuery } from '../lib/use-media-query';
import { ProjectList } from '../features/projects/project-list';
import { MenuIcon, PlusIcon } from '../ui/icons';
import { modalsStore } from './modals.store';

const useDrawer = create<{ open: boolean; set(open: boolean): void }>()((set) => ({ open: false, set: (open) => set({ open }) }));

/** Opens the project sidebar on narrow screens, where it lives in a drawer. */
export function SidebarToggle() {
  const setOpen = useDrawer((s) => s.set);
  return (
    <button type="button" aria-label="Open projects" className="btn-ghost -ml-1 h-9 w-9 p-0 md:hidden" onClick={() => setOpen(true)}>
      <MenuIcon width={18} height={18} />
    </button>
  );
}

export function Sidebar({ activeProjectId }: { activeProjectId?: string }) {
  const { open, set } = useDrawer();
  const location = useLocation();
  // One copy of the sidebar at a time, so its controls (and test ids) are never doubled.
  const wide = useMediaQuery('(min-width: 768px)');
  useEffect(() => set(false), [location.pathname, set]);
  if (wide) {
    return (
      <aside className="flex w-64 shrink-0 flex-col border-r border-line bg-panel">
        <SidebarContent activeProjectId={activeProjectId} />
      </aside>
    );
  }
  return (
    <>
      <Dialog.Root open={open} onOpenChange={set}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col border-r border-line bg-panel">
            <Dialog.Title className="sr-only">Projects</Dialog.Title>
            <Dialog.Description className="sr-only">Your projects and account</Dialog.Description>
            <SidebarContent activeProjectId={activeProjectId} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

function SidebarContent({ activeProjectId }: { activeProjectId?: string }) {
  const user = useCurrentUser();
  const newProject = () => (user ? modalsStore.getState().openModePicker() : modalsStore.getState().openSignIn('start_import'));
  return (
    <>
      <div className="flex h-14 shrink-0 items-center gap-2 px-4">
        <span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-md bg-accent text-sm font-bold text-accent-ink">
          O
        </span>
        <span className="text-[15px] font-semibold tracking-tight text-ink">Otto</span>
      </div>
      <div className="px-3">
        <button type="button" data-testid="new-project" className="btn-secondary w-full justify-start" onClick={newProject}>
          <PlusIcon /> New project
        </button>
      </div>
      {user ? (
        <ProjectList activeProjectId={activeProjectId} />
      ) : (
        <div className="flex-1 px-4 py-5 text-sm text-faint">
          {user === null ? 'Sign in to keep your projects, imports and edits in one place.' : ''}
        </div>
      )}
      {user && (
        <div className="border-t border-line p-2">
          <VerifyEmailNotice user={user} />
          <UserMenu user={user} />
        </div>
      )}
    </>
  );
}
