/**
 * What ffmpeg and ffprobe may open when they read a file. Left to itself ffmpeg picks a demuxer
 * by content, and some demuxers are playlists: an ".mp4" whose bytes are an HLS playlist
 * (or a concat script, an SDP, an image2 pattern) makes ffmpeg open the files it names, another
 * user's original included. Every input therefore names the demuxers it may use
 * (`-format_whitelist`, checked by ffmpeg after probing, also for files a demuxer opens itself)
 * and the only protocol it may use (`-protocol_whitelist file`). Pure argv builders: each
 * returns options that go before that input's `-i` (ffprobe: before the path).
 */

/**
 * The spec's accepted extensions (packages/shared `videoExtensions`/`audioExtensions`) as the
 * ffmpeg 5.1 demuxers that read them. None of these opens another file: the mov demuxer only
 * follows external data references with `enable_drefs`, which is off by default.
 */
export const USER_MEDIA_DEMUXERS = {
  /** .mp4 .mov .m4v .m4a .3gp .braw (Blackmagic RAW is QuickTime inside) */
  mov: 'mov,mp4,m4a,3gp,3g2,mj2',
  /** .mkv .webm */
  matroska: 'matroska,webm',
  avi: 'avi',
  /** .wmv .wma */
  asf: 'asf',
  flv: 'flv',
  /** .mpg .mpeg (program stream) */
  mpeg: 'mpeg',
  /** .ts .mts .m2ts .m2t */
  mpegts: 'mpegts',
  mxf: 'mxf',
  r3d: 'r3d',
  mp3: 'mp3',
  /** .wav, RF64 included; Wave64 for long recorders' files */
  wav: 'wav',
  w64: 'w64',
  aac: 'aac',
  flac: 'flac',
  /** .ogg .opus */
  ogg: 'ogg',
  /** .aif .aiff */
  aiff: 'aiff',
} as const;

const ALL_USER_MEDIA = Object.values(USER_MEDIA_DEMUXERS).join(',');
const USER_MEDIA_NAMES = new Set(ALL_USER_MEDIA.split(','));

/** Plain paths resolve to the file protocol; nothing a file says may reach the network or a pipe. */
const FILE_ONLY = ['-protocol_whitelist', 'file'] as const;

/**
 * A user's original (or anything read in its place). `container` is ffprobe's format_name from
 * an earlier probe ('mov,mp4,m4a,3gp,3g2,mj2', 'matroska,webm', 'wav'…): later runs then accept
 * only that one demuxer. Names outside the list are dropped, so it never widens; nothing known
 * left means the whole list.
 */
export function userMediaInputOptions(container?: string): string[] {
  const known = (container ?? '').split(',').filter((name) => USER_MEDIA_NAMES.has(name));
  return ['-format_whitelist', known.length > 0 ? known.join(',') : ALL_USER_MEDIA, ...FILE_ONLY];
}

/** The head of a quiet ffmpeg run that reads a user's file (`container` as for userMediaInputOptions). */
export function readUserMediaQuietly(container?: string): string[] {
  return ['-nostdin', '-hide_banner', '-v', 'error', ...userMediaInputOptions(container)];
}

/**
 * Branding stills (logo, intro, outro: PNG or JPEG by the spec). The image pipe demuxers decide
 * by content and read exactly one file; image2 is left out because it expands `%d` and glob
 * patterns into other files, and it decodes by extension (a JPEG saved as .png then fails on
 * every loop of `-loop 1` without end). image2 outscores the pipes when a JPEG's name ends in
 * an image extension, so such files are best kept without one.
 */
export function brandingImageInputOptions(): string[] {
  return ['-format_whitelist', 'png_pipe,jpeg_pipe', ...FILE_ONLY];
}

/** The branding overlay: a QuickTime .mov by the spec (MP4 shares the demuxer). */
export function overlayVideoInputOptions(): string[] {
  return ['-format_whitelist', USER_MEDIA_DEMUXERS.mov, ...FILE_ONLY];
}

/**
 * A file Otto wrote itself, in the format it wrote (its 16 kHz WAV, its concat list of Matroska
 * parts). `nested` names the demuxers of files that one opens: the concat demuxer passes its
 * allowlist on to the parts it reads.
 */
export function ownFileInputOptions(format: string, nested: readonly string[] = []): string[] {
  return ['-format_whitelist', [format, ...nested].join(','), ...FILE_ONLY];
}
