import { largeFileLimits, multicamText, toastDurationsMs } from '@otto/shared/constants';
import { mobileImportRefusal } from '@otto/shared/import-rules';
import type { MulticamImportError, Project } from '@otto/shared/project';
import { canStartImport, mainAudioExtensions, videoExtensions, type Source } from '@otto/shared/source';
import { formatSizeLimit } from '@otto/shared/upload-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { modalsStore } from '../../app/modals.store';
import { track } from '../../lib/analytics';
import { useDevice } from '../../lib/use-device';
import { PlusIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast/toast';
import { useCurrentUser, useDesktopApp } from '../auth/auth.queries';
import { useSettings } from '../settings/settings';
import { SourceRow } from '../sources/source-row';
import { DemoLink } from './demo-link';
import { addLocalFiles, cancelUpload, postBotMessage, removeSource, repickSource } from './import.actions';
import { localFilesStore } from './local-files.store';
import { probeMediaDurationSec, readFileHead } from './media-duration';
import { startMulticamImport, updateProject } from './multicam-import.actions';
import {
  camerasThatFit,
  fitsSlot,
  isSlotEditable,
  multicamProcessingEstimate,
  multicamStageView,
  multicamView,
  type MulticamSlot,
  type SlotKind,
} from './multicam-slots.fns';
import { prepareLocalFiles } from './prepare-files';
import { ProjectTypeControl } from './project-type-control';

const acceptFor: Record<SlotKind, string> = {
  camera: videoExtensions.join(','),
  main_audio: mainAudioExtensions.join(','),
};
const slotTestId = (slot: MulticamSlot, i: number) => (slot.kind === 'camera' ? `camera-${i + 1}` : 'main-audio');

export interface MulticamImportViewProps {
  project: Project;
  signedIn: boolean;
  /** Every source of the project. */
  sources: readonly Source[];
}

/**
 * The multicam import (spec import §2): Camera 1 and 2 required, Camera 3 optional, an optional
 * separate Main audio, and a radio choosing which file's audio is the main audio. After Import the
 * slots show each file's upload and processing, then 'Analyzing multicam...' and 'Ready to edit'.
 */
export function MulticamImportView({ project, signedIn, sources }: MulticamImportViewProps) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { isMobile } = useDevice();
  const settings = useSettings((s) => s.settings);
  const localFiles = useStore(localFilesStore, (s) => s.bySource);
  const [busy, setBusy] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const inputs = useRef<Partial<Record<SlotKind, HTMLInputElement | null>>>({});

  // The desktop app's pitch names what is being made: a podcast, or a multicam rough cut.
  const desktopContext = project.mode === 'podcast' ? 'podcastMulticam' : 'multicam';
  const stage = project.multicamImportStage;
  const stageView = multicamStageView(stage);
  const editable = canStartImport(stage);
  const filesLost = sources.some((s) => s.state === 'none' && !localFiles[s.id]);
  const view = multicamView({
    sources,
    mainAudioId: project.mainAudioId,
    filesLost,
    maxFileSizeExceeded: tooLarge ? formatSizeLimit(largeFileLimits.forceDesktopBytes) : null,
  });
  const desktopApp = useDesktopApp();
  const estimate = multicamProcessingEstimate(view.used, { desktop: desktopApp });

  // A separate audio file is added to be the main audio: it is chosen at once, until the user picks another.
  const autoPicked = useRef<string | null>(null);
  const audioId = view.audio?.id ?? null;
  useEffect(() => {
    if (!audioId || view.mainAudioId || autoPicked.current === audioId || !editable) return;
    autoPicked.current = audioId;
    void updateProject(project, { mainAudioId: audioId });
  }, [audioId, view.mainAudioId, editable, project]);

  /** Why files cannot be added now, after telling the user; false when they can. */
  const refused = (): boolean => {
    if (!signedIn) {
      modalsStore.getState().openSignIn('add_files');
      return true;
    }
    const refusal = mobileImportRefusal({
      isMobile,
      allowMobileImport: settings.allowMobileImport,
      category: 'multicam',
    });
    if (refusal) showToast({ message: refusal, kind: 'warning', durationMs: toastDurationsMs.mobile });
    return Boolean(refusal);
  };

  const openPicker = (kind: SlotKind) => {
    if (refused()) return;
    inputs.current[kind]?.click();
  };

  const addFiles = async (kind: SlotKind, picked: File[]) => {
    if (picked.length === 0 || refused()) return;
    const { fit, left } =
      kind === 'camera'
        ? camerasThatFit(view.cameras.length, picked)
        : { fit: picked.slice(0, 1), left: picked.slice(1) };
    if (left.length > 0) {
      showToast({
        message: `Up to 3 cameras and one main audio file: ${left.map((f) => f.name).join(', ')} left out.`,
        kind: 'warning',
      });
    }
    if (fit.length === 0) return;
    setBusy(true);
    try {
      const existing = sources.map((s) => ({ name: s.filename, size: s.filesize ?? 0, durationMs: s.durationMs }));
      const prepared = await prepareLocalFiles<File>(
        existing,
        fit,
        { unlockLargeFiles: settings.unlockLargeFiles, maxClips: Number.MAX_SAFE_INTEGER, multicam: true },
        { readHead: readFileHead, probeDurationSec: probeMediaDurationSec },
      );
      for (const notice of prepared.notices) showToast(notice);
      for (const text of prepared.botMessages) postBotMessage(project.id, text);
      for (const code of prepared.trackedErrors) track('error_shown', { code }, project.id);
      const [files, wrong] = partition(prepared.files, (f) => fitsSlot(kind, { type: f.type, name: f.file.name }));
      if (wrong.length > 0) {
        showToast({
          message: `${wrong.map((f) => f.file.name).join(', ')}: ${kind === 'camera' ? 'a camera slot takes a video file' : 'the main audio slot takes a .wav, .mp3 or .m4a file'}.`,
          kind: 'warning',
        });
      }
      setTooLarge(prepared.largeFiles === 'force_desktop');
      if (files.length === 0) return;
      if (prepared.largeFiles === 'force_desktop') return modalsStore.getState().openDesktopDownload(desktopContext);
      if (prepared.largeFiles === 'suggest_desktop') {
        return modalsStore
          .getState()
          .openDesktopDownload(desktopContext, () => void addLocalFiles(queryClient, project, files));
      }
      await addLocalFiles(queryClient, project, files);
    } finally {
      setBusy(false);
    }
  };

  const onImport = () => {
    if (!signedIn) return modalsStore.getState().openSignIn('start_import');
    if (view.hint || !view.mainAudioId || busy) return;
    setBusy(true);
    void startMulticamImport(queryClient, project, view.used, view.unused, {
      mainAudioId: view.mainAudioId,
      email: user?.email,
    }).finally(() => setBusy(false));
  };

  const hasFiles = view.slots.some((s) => s.source);
  return (
    <section
      data-testid="multicam-import"
      data-tour="import-status"
      data-stage={stage}
      aria-labelledby="multicam-import-title"
      className="rounded-xl border border-line bg-panel p-5 shadow-lg shadow-black/20"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="multicam-import-title" className="text-base font-semibold text-ink">
          Import your multicam footage
        </h2>
        <ProjectTypeControl project={project} sources={sources} />
      </div>
      <ImportErrors errors={project.multicamImportErrors} />
      {stageView === 'ready' ? (
        <p data-testid="multicam-stage" role="status" className="text-sm font-medium text-success">
          {multicamText.ready}
        </p>
      ) : (
        <>
          {(['camera', 'main_audio'] as const).map((kind) => (
            <input
              key={kind}
              ref={(el) => {
                inputs.current[kind] = el;
              }}
              data-testid={`multicam-input-${kind === 'camera' ? 'camera' : 'main-audio'}`}
              type="file"
              multiple={kind === 'camera'}
              accept={acceptFor[kind]}
              className="hidden"
              aria-hidden="true"
              tabIndex={-1}
              onChange={(e) => {
                const picked = Array.from(e.target.files ?? []);
                e.target.value = '';
                void addFiles(kind, picked);
              }}
            />
          ))}
          <p id="multicam-main-audio-caption" className="mb-2 text-xs text-faint">
            The round button marks the main audio: its sound plays under every camera.
          </p>
          <ul
            role="radiogroup"
            aria-label="Main audio"
            aria-describedby="multicam-main-audio-caption"
            className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas"
          >
            {view.slots.map((slot, i) => (
              <li
                key={slotTestId(slot, i)}
                data-testid={`multicam-slot-${slotTestId(slot, i)}`}
                className="flex flex-col"
              >
                <div className="flex items-center justify-between px-3 pt-2 text-xs text-muted">
                  <span className="font-medium text-ink">{slot.label}</span>
                  <span className="text-faint">
                    {slot.required ? 'Required' : slot.kind === 'main_audio' ? 'Optional · .wav .mp3 .m4a' : 'Optional'}
                  </span>
                </div>
                {slot.source ? (
                  <ul>
                    <SourceRow
                      source={slot.source}
                      language={project.transcriptionLanguage}
                      mode={project.mode}
                      busy={busy}
                      processingEstimateSeconds={estimate}
                      leading={
                        <MainAudioRadio
                          source={slot.source}
                          slotLabel={slot.label}
                          checked={view.mainAudioId === slot.source.id}
                          disabled={!editable || !isSlotEditable(slot.source)}
                          onChoose={() => void updateProject(project, { mainAudioId: slot.source!.id })}
                        />
                      }
                      onRemove={editable ? (s) => void removeSource(queryClient, project, s) : undefined}
                      onRepick={(s, file) => repickSource(queryClient, s, file)}
                      onCancel={(s) => void cancelUpload(queryClient, project, s)}
                    />
                  </ul>
                ) : (
                  <div className="px-3 pt-1 pb-2.5">
                    <button
                      type="button"
                      data-testid={`multicam-add-${slotTestId(slot, i)}`}
                      className="btn-secondary px-3 py-1 text-xs"
                      disabled={
                        busy ||
                        !editable ||
                        (slot.kind === 'camera' && view.slots.findIndex((s) => s.kind === 'camera' && !s.source) !== i)
                      }
                      onClick={() => openPicker(slot.kind)}
                    >
                      <PlusIcon width={14} height={14} /> Add {slot.kind === 'camera' ? 'video' : 'audio'}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {stageView === 'analyzing' && (
            <p data-testid="multicam-stage" role="status" className="mt-3 text-sm font-medium text-accent">
              {multicamText.analyzing}
            </p>
          )}
          {editable && (
            <>
              {view.warnings.map((warning) => (
                <p key={warning} data-testid="multicam-warning" className="mt-3 text-xs text-warning">
                  {warning}
                </p>
              ))}
              <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
                {view.hint && (
                  <span data-testid="multicam-hint" role="note" className="mr-auto text-xs text-muted">
                    {view.hint}
                  </span>
                )}
                <button
                  type="button"
                  data-testid="multicam-import-start"
                  className="btn-primary px-5"
                  disabled={Boolean(view.hint) || busy}
                  onClick={onImport}
                >
                  {multicamText.import}
                </button>
              </div>
              <DemoLink
                testId="multicam-demo"
                shown={!hasFiles}
                signedIn={signedIn}
                project={project}
                sourceCount={sources.length}
                only="multicam"
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

function MainAudioRadio(props: {
  source: Source;
  slotLabel: string;
  checked: boolean;
  disabled: boolean;
  onChoose(): void;
}) {
  return (
    <input
      type="radio"
      name="multicam-main-audio"
      data-testid="main-audio-radio"
      aria-label={`Use ${props.slotLabel} (${props.source.filename}) as the main audio`}
      title="Main audio"
      className="shrink-0"
      checked={props.checked}
      disabled={props.disabled}
      onChange={props.onChoose}
    />
  );
}

function ImportErrors({ errors }: { errors: readonly MulticamImportError[] }) {
  if (errors.length === 0) return null;
  const tone = { info: 'text-muted', warning: 'text-warning', error: 'text-danger' } as const;
  return (
    <ul data-testid="multicam-import-errors" className="mb-3 flex flex-col gap-1 text-xs">
      {errors.map((e, i) => (
        <li key={`${e.type}-${i}`} role={e.level === 'error' ? 'alert' : undefined} className={tone[e.level]}>
          {e.message}
        </li>
      ))}
    </ul>
  );
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((i) => !test(i))];
}
