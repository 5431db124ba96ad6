import { MAX_SOURCE_DURATION_SEC, type MediaErrorCode, type MediaInfo, type MediaKind } from './media.types';

export interface ValidateOptions {
  /** What the user imported it as (decided by extension, spec §3). */
  kind: MediaKind;
  maxDurationSec?: number;
  maxFileSizeBytes?: number;
  /** B-roll: a video without sound is still footage (it is logged from its pictures). */
  audioOptional?: boolean;
}

export interface MediaProblem {
  code: MediaErrorCode;
  detail: string;
}

// ProRes RAW: ffmpeg (5.x/6.x) demuxes it but has no decoder, so codec_name is missing.
const RAW_FOURCCS = new Set(['aprn', 'aprh']);

function formatHms(sec: number): string {
  const s = Math.round(sec);
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  return `${hh}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/**
 * Every reason a probed file cannot become a source, most actionable first: the first entry
 * is the code the source ends in. An empty list means the file can be ingested.
 */
export function validateMedia(info: MediaInfo, opts: ValidateOptions): MediaProblem[] {
  const { kind, maxDurationSec = MAX_SOURCE_DURATION_SEC, maxFileSizeBytes } = opts;
  const problems: MediaProblem[] = [];
  if (maxFileSizeBytes !== undefined && info.sizeBytes > maxFileSizeBytes) {
    problems.push({ code: 'max_file_size_exceeded', detail: `${info.sizeBytes} bytes > ${maxFileSizeBytes}` });
  }
  if (kind === 'video') {
    if (!info.video) {
      problems.push({ code: 'no_video_stream', detail: 'imported as video but the file has no video stream' });
    } else if (info.video.codec === 'none') {
      const raw = RAW_FOURCCS.has(info.video.codecTag) ? ' (ProRes RAW)' : '';
      problems.push({
        code: 'codec_not_supported__pro_res_raw',
        detail: `no decoder for video fourcc '${info.video.codecTag || '?'}'${raw}`,
      });
    }
  }
  if (!info.audio && !(opts.audioOptional && kind === 'video')) {
    problems.push({ code: 'no_audio_stream', detail: 'the file has no audio stream to transcribe' });
  } else if (info.audio?.codec === 'none') {
    problems.push({ code: 'processing_error', detail: 'no decoder for the audio stream' });
  }
  if (info.durationSec > maxDurationSec) {
    problems.push({
      code: 'max_duration_exceeded',
      detail: `duration ${formatHms(info.durationSec)} is over the ${formatHms(maxDurationSec)} limit`,
    });
  }
  return problems;
}

export function firstMediaProblem(info: MediaInfo, opts: ValidateOptions): MediaProblem | undefined {
  return validateMedia(info, opts)[0];
}
