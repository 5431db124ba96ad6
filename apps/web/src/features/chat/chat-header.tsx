import { pickerCards } from '@otto/shared/picker-cards';
import type { Project } from '@otto/shared/project';
import { importStageLabel } from '@otto/shared/source';
import { SidebarToggle } from '../../app/sidebar';
import { GearIcon } from '../../ui/icons';
import { SignInButton } from '../auth/account-button';
import { openExportMp4Settings } from '../branding/branding.store';
import { displayProjectName } from '../projects/project-item';
import { ShareButton } from '../share/share-dialog';

const modeTitle = (mode: Project['mode']) => pickerCards.find((c) => c.mode === mode)?.title ?? 'Standard';

/** The bar above the chat: which project this is, its import stage, and sign-in for visitors. */
export function ChatHeader({
  project,
  title,
  subtitle,
  shareable = true,
}: {
  project: Project | null;
  title?: string;
  /** A second line under the title (a shared chat names who shared it). */
  subtitle?: string;
  /** The owner's chat offers Share; a shared view doesn't. */
  shareable?: boolean;
}) {
  const stage = project ? importStageLabel(project.multicamImportStage) : null;
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-line px-3 sm:px-5">
      <SidebarToggle />
      <div className="min-w-0">
        <h1 className="truncate text-sm font-medium text-ink">
          {title ?? (project ? displayProjectName(project.name) : 'New chat')}
        </h1>
        {subtitle && <p className="truncate text-[11px] text-muted">{subtitle}</p>}
      </div>
      {project && (
        <span className="shrink-0 rounded-full border border-line px-2 py-0.5 text-[11px] text-muted">
          {modeTitle(project.mode)}
        </span>
      )}
      <div className="ml-auto flex shrink-0 items-center gap-3">
        {stage && (
          <span data-testid="import-stage" className="text-xs text-muted">
            {stage}
          </span>
        )}
        {project && shareable && (
          <button
            type="button"
            data-testid="header-settings"
            data-tour="settings"
            aria-label="Export settings"
            title="Export settings: captions, logo, intro and outro, overlays"
            className="btn-ghost h-8 w-8 p-0"
            onClick={() => openExportMp4Settings()}
          >
            <GearIcon />
          </button>
        )}
        {project && shareable && <ShareButton projectId={project.id} />}
        <SignInButton />
      </div>
    </header>
  );
}
