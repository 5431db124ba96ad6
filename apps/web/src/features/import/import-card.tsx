import { importLimits, toastDurationsMs } from '@otto/shared/constants';
import { mobileImportRefusal } from '@otto/shared/import-rules';
import type { Project } from '@otto/shared/project';
import { showsDeveloperTools } from '@otto/shared/stage';
import { audioExtensions, videoExtensions, type Source } from '@otto/shared/source';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { modalsStore } from '../../app/modals.store';
import { track } from '../../lib/analytics';
import { useDevice } from '../../lib/use-device';
import { showToast } from '../../ui/toast/toast';
import { useCurrentUser, useSession } from '../auth/auth.queries';
import { isScriptFile, sendScriptFile } from '../messages/scripted-story.queries';
import { FrameioDialog } from '../frameio/frameio.dialog';
import { sourceKeys } from '../sources/sources.queries';
import { S3ImportDialog } from '../s3-import/s3-import.dialog';
import { VideoLinkDialog } from '../video-links/video-link.dialog';
import { documentStore } from '../../store/document.store';
import { useSettings } from '../settings/settings';
import { ChosenFiles } from './chosen-files';
import { DemoLink } from './demo-link';
import { cloudFilesStore } from './cloud/cloud-files.store';
import { isImportablePick } from './cloud/cloud-pickers.fns';
import { pendingCloudFile } from './cloud/pending-cloud-file.fns';
import { chooseFromDropbox } from './cloud/dropbox-chooser';
import { pickFromGoogleDrive } from './cloud/google-drive-picker';
import { addCloudFiles, addLocalFiles, postBotMessage, removeSource, startImport } from './import.actions';
import { LanguagePicker } from './language-picker';
import { LocalUploadDialog } from './local-upload.dialog';
import { languageRefusal, pickedLanguage } from './language-picker.fns';
import { localFilesStore } from './local-files.store';
import { probeMediaDurationSec, readFileHead } from './media-duration';
import { prepareLocalFiles } from './prepare-files';
import { ProjectTypeControl } from './project-type-control';
import { isRemoteSource } from './start-import.fns';
import { useAvailableLanguages } from './transcription.queries';
import { RollTypeSwitch } from './roll-type-switch';
import { VocabularyField } from './vocabulary-field';
import { UploadOptions, type CloudImportKind } from './upload-options';

const accept = [...videoExtensions, ...audioExtensions].join(',');

export interface ImportCardProps {
  /** The project files go into; null on the home page. */
  project: Project | null;
  signedIn: boolean;
  /** Every source of the project (duplicates are checked against all of them). */
  sources: readonly Source[];
}

/** The card at the top of an empty chat: where footage comes from, and the files chosen so far. */
export function ImportCard({ project, signedIn, sources }: ImportCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const { isMobile, isTouchOnly } = useDevice();
  const settings = useSettings((s) => s.settings);
  const chosen = sources.filter((s) => s.state === 'none');
  const localFiles = useStore(localFilesStore, (s) => s.bySource);
  const cloudFiles = useStore(cloudFilesStore, (s) => s.bySource);
  const importable = chosen.some((s) => localFiles[s.id] ?? pendingCloudFile(s, cloudFiles) ?? isRemoteSource(s));
  const session = useSession().data;
  const imports = session?.imports;
  // Drive and Dropbox are picked in their own windows; video links and Frame.io in Otto's dialogs.
  const enabledCloud = new Set<CloudImportKind>([
    ...(imports?.googleDrive ? (['gg_drive'] as const) : []),
    ...(imports?.dropbox ? (['dropbox'] as const) : []),
    ...(imports?.frameio ? (['frameio'] as const) : []),
    'youtube',
  ]);
  const [dialog, setDialog] = useState<CloudImportKind | 's3_uri' | 'local' | null>(null);
  // Developer stages only: the server sends the prefix where the S3 URI import is on.
  const s3Prefix = session && showsDeveloperTools(session.stage) ? (imports?.s3Prefix ?? null) : null;
  const addLinkedSources = (added: Source[]) => {
    if (!project) return;
    documentStore.getState().upsertSources(added);
    void queryClient.invalidateQueries({ queryKey: sourceKeys.project(project.id), exact: true });
  };
  // A language this server cannot transcribe now is refused here, before anything uploads.
  const available = useAvailableLanguages();
  const languageRefused = languageRefusal(available, pickedLanguage(settings.transcriptionLanguage));
  // After a failed import the language can be changed before Retry (e.g. 'No speech detected').
  const failed = sources.some((s) => s.state === 'error');
  const askToSignIn = (trigger: 'add_files' | 'start_import' = 'add_files') =>
    modalsStore.getState().openSignIn(trigger);

  /** Why files cannot be added here now, after telling the user; null when they can. */
  const refuse = (): string | null => {
    if (!signedIn) {
      askToSignIn();
      return 'signed_out';
    }
    const refusal = mobileImportRefusal({
      isMobile,
      allowMobileImport: settings.allowMobileImport,
      category: project?.category ?? 'singlecam',
    });
    if (refusal) {
      showToast({ message: refusal, kind: 'warning', durationMs: toastDurationsMs.mobile });
      return 'mobile';
    }
    if (!project) {
      // Files go into a project: pick what to create first.
      modalsStore.getState().openModePicker();
      return 'no_project';
    }
    return null;
  };

  // Touch-only devices get a dialog first (spec import §2): no drop target there, and a warning to stay on the page.
  const openPicker = () => {
    if (refuse()) return;
    if (isTouchOnly) setDialog('local');
    else input.current?.click();
  };

  const addFiles = async (all: File[]) => {
    if (all.length === 0 || refuse() || !project) return;
    // Scripted Story: a script added with the footage is the script, not footage to upload.
    const scripts = project.mode === 'scripted_story' ? all.filter(isScriptFile) : [];
    for (const file of scripts)
      void sendScriptFile(project.id, file).catch((error: unknown) =>
        showToast({ message: error instanceof Error ? error.message : 'Could not read the script.', kind: 'warning' }),
      );
    const picked = all.filter((f) => !scripts.includes(f));
    if (picked.length === 0) return;
    setBusy(true);
    try {
      const existing = sources.map((s) => ({ name: s.filename, size: s.filesize ?? 0, durationMs: s.durationMs }));
      const prepared = await prepareLocalFiles<File>(
        existing,
        picked,
        { unlockLargeFiles: settings.unlockLargeFiles, maxClips: importLimits.maxStandardClips },
        { readHead: readFileHead, probeDurationSec: probeMediaDurationSec },
      );
      for (const notice of prepared.notices) showToast(notice);
      for (const text of prepared.botMessages) postBotMessage(project.id, text);
      for (const code of prepared.trackedErrors) track('error_shown', { code }, project.id);
      if (prepared.files.length === 0) return;
      if (prepared.largeFiles === 'force_desktop') return modalsStore.getState().openDesktopDownload('largeFile');
      if (prepared.largeFiles === 'suggest_desktop') {
        return modalsStore
          .getState()
          .openDesktopDownload('largeFile', () => void addLocalFiles(queryClient, project, prepared.files));
      }
      await addLocalFiles(queryClient, project, prepared.files);
    } finally {
      setBusy(false);
    }
  };

  /** Google Drive's Picker or the Dropbox Chooser; the picked files join the chosen ones. */
  const pickFromCloud = async (kind: 'gg_drive' | 'dropbox') => {
    if (refuse() || !project) return;
    const label = kind === 'gg_drive' ? 'Google Drive' : 'Dropbox';
    try {
      const picked =
        kind === 'gg_drive'
          ? imports?.googleDrive && (await pickFromGoogleDrive(imports.googleDrive))
          : imports?.dropbox &&
            (await chooseFromDropbox(imports.dropbox.appKey).then((files) => files && { files, token: null }));
      if (!picked) return;
      const files = picked.files.filter(isImportablePick);
      const skipped = picked.files.filter((f) => !isImportablePick(f));
      if (skipped.length > 0) {
        showToast({
          message: `${skipped.map((f) => f.name).join(', ')}: not a video or audio file Otto can import.`,
          kind: 'warning',
        });
      }
      if (files.length === 0) return;
      setBusy(true);
      await addCloudFiles(queryClient, project, kind, { files, token: picked.token });
    } catch (error) {
      console.error(`${label} picker failed`, error);
      showToast({ message: `Could not open ${label}. Please try again.`, kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onCloud = (kind: CloudImportKind) => {
    if (kind === 'gg_drive' || kind === 'dropbox') void pickFromCloud(kind);
    else if (!refuse()) setDialog(kind);
  };

  const onPicked = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (input.current) input.current.value = ''; // so choosing the same file again still fires a change
    void addFiles(picked);
  };

  // Files dropped anywhere on the chat page land here while the card is open.
  const addFilesRef = useRef(addFiles);
  useEffect(() => {
    addFilesRef.current = addFiles;
  });
  useEffect(() => {
    const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(true);
    };
    const leave = (e: DragEvent) => {
      if (e.relatedTarget === null) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(false);
      void addFilesRef.current(Array.from(e.dataTransfer?.files ?? []));
    };
    document.addEventListener('dragover', over);
    document.addEventListener('dragleave', leave);
    document.addEventListener('drop', drop);
    return () => {
      document.removeEventListener('dragover', over);
      document.removeEventListener('dragleave', leave);
      document.removeEventListener('drop', drop);
    };
  }, []);

  const onImport = () => {
    if (!signedIn) return askToSignIn('start_import');
    if (!project || languageRefused) return;
    setBusy(true);
    void startImport(queryClient, project, sources.slice(), {
      email: user?.email,
      transcriptionLanguage: settings.transcriptionLanguage,
      aiVersion: settings.eddieAIVersion,
    }).finally(() => setBusy(false));
  };

  return (
    <section
      data-testid="import-card"
      data-project-id={project?.id}
      data-dragging={dragging || undefined}
      aria-labelledby="import-card-title"
      className={`rounded-xl border bg-panel p-5 shadow-lg shadow-black/20 ${dragging ? 'border-accent' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="import-card-title" className="text-base font-semibold text-ink">
          Import your footage
        </h2>
        {project && <ProjectTypeControl project={project} sources={sources} />}
      </div>
      <p className="mt-1 mb-4 text-sm text-muted">
        {dragging
          ? 'Drop your files to add them.'
          : 'Add interviews, talks or podcasts. Otto transcribes them, then you ask for the edit you need. Video up to 4 hours per file.'}
      </p>
      {project && (project.mode === 'a_roll' || project.mode === 'b_roll') && (
        <RollTypeSwitch project={project} sources={sources} />
      )}
      <input
        ref={input}
        data-testid="file-input"
        type="file"
        multiple
        accept={project?.mode === 'scripted_story' ? `${accept},.txt,.docx` : accept}
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => onPicked(e.target.files)}
      />
      <UploadOptions
        visitor={!signedIn}
        onLocal={openPicker}
        onCloud={signedIn ? onCloud : () => askToSignIn()}
        enabled={enabledCloud}
        onS3={signedIn && s3Prefix ? () => !refuse() && setDialog('s3_uri') : undefined}
        onEditor={() => modalsStore.getState().openDesktopDownload('default')}
      />
      <LocalUploadDialog
        open={dialog === 'local'}
        onClose={() => setDialog(null)}
        onChoose={() => input.current?.click()}
      />
      {project && (
        <VideoLinkDialog
          open={dialog === 'youtube'}
          project={project}
          onClose={() => setDialog(null)}
          onAdded={(source) => addLinkedSources([source])}
        />
      )}
      {project && (
        <FrameioDialog
          open={dialog === 'frameio'}
          project={project}
          onClose={() => setDialog(null)}
          onAdded={addLinkedSources}
        />
      )}
      {project && s3Prefix && (
        <S3ImportDialog
          open={dialog === 's3_uri'}
          project={project}
          prefix={s3Prefix}
          onClose={() => setDialog(null)}
          onAdded={addLinkedSources}
        />
      )}
      {chosen.length > 0 && project && (
        <div className="mt-4 flex flex-col gap-3">
          <VocabularyField key={project.id} project={project} disabled={busy} />
          <ChosenFiles
            sources={chosen}
            maxClips={importLimits.maxStandardClips}
            busy={busy}
            onRemove={(s) => void removeSource(queryClient, project, s)}
            onImport={importable && !languageRefused ? onImport : undefined}
            options={<LanguagePicker disabled={busy} available={available} />}
          />
        </div>
      )}
      <DemoLink
        testId="import-demo"
        shown={chosen.length === 0 && !failed}
        signedIn={signedIn}
        project={project}
        sourceCount={sources.length}
      />
      {chosen.length === 0 && failed && project && (
        <div data-testid="retry-language" className="mt-4 flex items-center justify-end gap-3 text-xs text-muted">
          <span>Retry uses this language:</span>
          <LanguagePicker available={available} />
        </div>
      )}
    </section>
  );
}
