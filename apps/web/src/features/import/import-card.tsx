import { importLimits, toastDurationsMs } from '@otto/shared/constants';
import { mobileImportRefusal } from '@otto/shared/import-rules';
import type { Project } from '@otto/shared/project';
import { audioExtensions, videoExtensions } from '@otto/shared/source';
import { useRef, useState } from 'react';
import { modalsStore } from '../../app/modals.store';
import { useDevice } from '../../lib/use-device';
import { showToast } from '../../ui/toast/toast';
import { useSettings } from '../settings/settings';
import { ChosenFiles } from './chosen-files';
import { chooseLocalFiles } from './import-card.fns';
import { UploadOptions, type CloudImportKind } from './upload-options';

const accept = [...videoExtensions, ...audioExtensions].join(',');

export interface ImportCardProps {
  /** The project files go into; null on the home page. */
  project: Project | null;
  signedIn: boolean;
  /** Receives newly chosen local files (the upload feature takes them from here). */
  onFilesChosen?: (files: File[]) => void;
  onImport?: (files: File[]) => void;
  onCloudImport?: (kind: CloudImportKind) => void;
}

/** The card at the top of an empty chat: where footage comes from, and the files chosen so far. */
export function ImportCard({ project, signedIn, onFilesChosen, onImport, onCloudImport }: ImportCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const { isMobile } = useDevice();
  const unlockLargeFiles = useSettings((s) => s.settings.unlockLargeFiles);
  const allowMobileImport = useSettings((s) => s.settings.allowMobileImport);
  const askToSignIn = () => modalsStore.getState().openSignIn('add_files');

  const openPicker = () => {
    if (!signedIn) return askToSignIn();
    const refusal = mobileImportRefusal({ isMobile, allowMobileImport, category: project?.category ?? 'singlecam' });
    if (refusal) return showToast({ message: refusal, kind: 'warning', durationMs: toastDurationsMs.mobile });
    input.current?.click();
  };

  const add = (files: File[]) => {
    if (files.length === 0) return;
    setChosen((current) => [...current, ...files]);
    onFilesChosen?.(files);
  };

  const onPicked = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (input.current) input.current.value = ''; // so choosing the same file again still fires a change
    const out = chooseLocalFiles(chosen, picked, { unlockLargeFiles, maxClips: importLimits.maxStandardClips });
    if (out.duplicateWarning) showToast({ message: out.duplicateWarning, kind: 'warning', durationMs: toastDurationsMs.duplicates });
    if (out.unsupported.length > 0)
      showToast({ message: `Otto can't import ${out.unsupported.map((f) => f.name).join(', ')}: choose video or audio files.`, kind: 'warning' });
    if (out.overLimit.length > 0) showToast({ message: `An import takes up to ${importLimits.maxStandardClips} clips.`, kind: 'warning' });
    if (out.largeFiles === 'force_desktop') return modalsStore.getState().openDesktopDownload('largeFile');
    if (out.largeFiles === 'suggest_desktop') return modalsStore.getState().openDesktopDownload('largeFile', () => add(out.accepted));
    add(out.accepted);
  };

  return (
    <section data-testid="import-card" aria-labelledby="import-card-title" className="rounded-xl border border-line bg-panel p-5 shadow-lg shadow-black/20">
      <h2 id="import-card-title" className="text-base font-semibold text-ink">
        Import your footage
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        Add interviews, talks or podcasts. Otto transcribes them, then you ask for the edit you need. Video up to 4 hours per file.
      </p>
      <input
        ref={input}
        data-testid="file-input"
        type="file"
        multiple
        accept={accept}
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => onPicked(e.target.files)}
      />
      <UploadOptions
        visitor={!signedIn}
        onLocal={openPicker}
        onCloud={signedIn ? onCloudImport : askToSignIn}
        onEditor={() => modalsStore.getState().openDesktopDownload('default')}
      />
      {chosen.length > 0 && (
        <div className="mt-4">
          <ChosenFiles
            files={chosen}
            maxClips={importLimits.maxStandardClips}
            onRemove={(i) => setChosen((current) => current.filter((_, j) => j !== i))}
            onImport={onImport && (() => onImport(chosen))}
          />
        </div>
      )}
    </section>
  );
}
