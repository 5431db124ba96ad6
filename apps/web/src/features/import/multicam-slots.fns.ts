/** The multicam import view's rules (spec import §2, §4, §5, §9), free of React so they can be tested. */
import { multicamEstimateSeconds } from '@otto/shared/estimates';
import { canAddCamera, multicamImportHint } from '@otto/shared/import-rules';
import { importLimits, multicamText } from '@otto/shared/constants';
import type { MulticamImportStage } from '@otto/shared/project';
import { canChooseAsMainAudioOrRemove, isAcceptedMainAudioFilename, type Source } from '@otto/shared/source';

export type SlotKind = 'camera' | 'main_audio';

/** A camera slot takes a video; the Main audio slot a .wav, .mp3 or .m4a only (spec import §2), not any audio. */
export const fitsSlot = (kind: SlotKind, file: { type: 'video' | 'audio'; name: string }): boolean =>
  kind === 'camera' ? file.type === 'video' : file.type === 'audio' && isAcceptedMainAudioFilename(file.name);

export interface MulticamSlot {
  kind: SlotKind;
  /** 'Camera 1' … 'Camera 3', 'Main audio'. */
  label: string;
  required: boolean;
  source: Source | null;
}

export interface MulticamView {
  slots: MulticamSlot[];
  cameras: Source[];
  /** The separate audio file, if one was added (only the first is shown). */
  audio: Source | null;
  /** The main audio among the slots' files, or null when none is chosen yet. */
  mainAudioId: string | null;
  /** Why Import cannot be pressed yet, or null when it can. */
  hint: string | null;
  warnings: string[];
  /** What an import of these files uses: the cameras and the separate audio only when it is the main audio. */
  used: Source[];
  /** A separate audio file the import leaves out (another file is the main audio). */
  unused: Source[];
}

export const cameraCount = (sources: readonly Pick<Source, 'type'>[]) =>
  sources.filter((s) => s.type === 'video').length;

/**
 * Cameras fill Camera 1, 2, 3 in the order they were added; the first audio file is the Main audio
 * slot's. The main audio stays what the user chose while that file is still in the view.
 */
export function multicamView(input: {
  sources: readonly Source[];
  mainAudioId: string | null;
  /** Files added before a reload that this page no longer holds. */
  filesLost?: boolean;
  /** A picked file was over the size this server takes. */
  maxFileSizeExceeded?: string | null;
}): MulticamView {
  const cameras = input.sources.filter((s) => s.type === 'video').slice(0, importLimits.maxMulticamCameras);
  const audio = input.sources.find((s) => s.type === 'audio') ?? null;
  const candidates = [...cameras, ...(audio ? [audio] : [])];
  const mainAudioId = candidates.some((s) => s.id === input.mainAudioId) ? input.mainAudioId : null;
  const slots: MulticamSlot[] = [
    ...([1, 2, 3] as const).map((n) => ({
      kind: 'camera' as const,
      label: multicamText.camera(n),
      required: n <= importLimits.requiredMulticamCameras,
      source: cameras[n - 1] ?? null,
    })),
    { kind: 'main_audio', label: multicamText.mainAudio, required: false, source: audio },
  ];
  const hint = input.maxFileSizeExceeded
    ? multicamText.hintMaxFileSize(input.maxFileSizeExceeded)
    : multicamImportHint({
        videoCount: cameras.length,
        hasMainAudio: mainAudioId !== null,
        filesLost: input.filesLost,
      });
  const warnings: string[] = [];
  // Without a separate recording, the main audio has to come from one of the cameras: the best one.
  if (!audio && cameras.length > 0) warnings.push(multicamText.warnBestAudio);
  if (audio && mainAudioId && mainAudioId !== audio.id) warnings.push(multicamText.warnAudioUnused);
  const used = cameras.concat(audio && mainAudioId === audio.id ? [audio] : []);
  const unused = input.sources.filter((s) => s.type === 'audio' && !used.includes(s));
  return { slots, cameras, audio, mainAudioId, hint, warnings, used, unused };
}

/** Only files not yet on their way (none) or failed (error) can be picked as main audio or removed. */
export const isSlotEditable = (source: Pick<Source, 'state'> | null): boolean =>
  source === null || canChooseAsMainAudioOrRemove(source.state);

/** How many of the picked camera files fit beside those already in the view (max 3). */
export function camerasThatFit<T>(existingCameras: number, picked: readonly T[]): { fit: T[]; left: T[] } {
  let count = existingCameras;
  const fit: T[] = [];
  const left: T[] = [];
  for (const file of picked) {
    if (canAddCamera(count)) {
      fit.push(file);
      count++;
    } else left.push(file);
  }
  return { fit, left };
}

/** Spec §9: the processing estimate of a multicam import, from the durations of the files it uses. */
export function multicamProcessingEstimate(
  used: readonly Pick<Source, 'durationMs'>[],
  opts: { desktop?: boolean } = {},
): number | undefined {
  const durations = used.flatMap((s) => (s.durationMs ? [s.durationMs / 1000] : []));
  return durations.length > 0 ? multicamEstimateSeconds(durations, opts) : undefined;
}

export type MulticamStageView = 'files' | 'analyzing' | 'ready';

/** Analysis shows 'Analyzing multicam...'; done hides the file view and reads 'Ready to edit'. */
export function multicamStageView(stage: MulticamImportStage): MulticamStageView {
  if (stage === 'analyzing_files' || stage === 'processing_multicam') return 'analyzing';
  if (stage === 'done') return 'ready';
  return 'files';
}
