import { fileExtension } from './source';

export interface SniffedType {
  kind: 'video' | 'audio' | 'unknown';
  mime: string;
}

const unknown: SniffedType = { kind: 'unknown', mime: 'application/octet-stream' };
const video = (mime: string): SniffedType => ({ kind: 'video', mime });
const audio = (mime: string): SniffedType => ({ kind: 'audio', mime });

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  start + length > bytes.length ? '' : String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, magic: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

const contains = (bytes: Uint8Array, text: string): boolean => {
  const needle = [...text].map((c) => c.charCodeAt(0));
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

/** Old QuickTime files may open with any of these atoms instead of 'ftyp'. */
const quickTimeLeadingAtoms = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const audioOnlyBrands = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

function sniffIsoBmff(bytes: Uint8Array, ext: string): SniffedType | null {
  const box = ascii(bytes, 4, 4);
  if (box !== 'ftyp') return quickTimeLeadingAtoms.has(box) ? video('video/quicktime') : null;
  const brand = ascii(bytes, 8, 4);
  // Blackmagic RAW is a QuickTime container; only the extension tells it apart in 100 bytes.
  if (ext === '.braw') return video('video/x-braw');
  if (audioOnlyBrands.has(brand)) return audio('audio/mp4');
  if (brand === 'qt  ') return video('video/quicktime');
  if (brand.startsWith('3g2')) return video('video/3gpp2');
  if (brand.startsWith('3gp')) return video('video/3gpp');
  if (brand === 'M4V ' || brand === 'M4VH' || brand === 'M4VP') return video('video/x-m4v');
  if (['heic', 'heix', 'mif1', 'msf1', 'avif', 'crx '].includes(brand)) return unknown;
  // Generic brands (isom, mp41, mp42, avc1, dash…) carry audio-only files too: trust an audio extension.
  return ext === '.m4a' || ext === '.aac' ? audio('audio/mp4') : video('video/mp4');
}

function sniffMpegAudioFrame(bytes: Uint8Array): SniffedType | null {
  const [b0, b1] = [bytes[0], bytes[1]];
  if (b0 !== 0xff || b1 === undefined || (b1 & 0xe0) !== 0xe0) return null;
  const layer = (b1 >> 1) & 0x03;
  const version = (b1 >> 3) & 0x03;
  if (version === 0x01) return null; // reserved: not a frame header
  return layer === 0 ? audio('audio/aac') : audio('audio/mpeg');
}

/**
 * The media type of a file from its first bytes (100 are enough) and its name. Names alone lie
 * (renamed files, missing extensions); magic numbers decide, the extension only breaks ties.
 */
export function sniffFileType(head: Uint8Array, filename: string): SniffedType {
  const ext = fileExtension(filename);
  const redMagic = ascii(head, 4, 4);
  if (redMagic === 'RED1' || redMagic === 'RED2') return video('red/r3d');

  const bmff = sniffIsoBmff(head, ext);
  if (bmff) return bmff;

  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    const webm = contains(head, 'webm');
    if (ext === '.mka' || ext === '.weba') return audio(webm ? 'audio/webm' : 'audio/x-matroska');
    return video(webm ? 'video/webm' : 'video/x-matroska');
  }
  if (ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 4);
    if (form === 'WAVE') return audio('audio/wav');
    if (form === 'AVI ') return video('video/x-msvideo');
    return unknown;
  }
  if (ascii(head, 0, 4) === 'FORM' && ['AIFF', 'AIFC'].includes(ascii(head, 8, 4))) return audio('audio/aiff');
  if (ascii(head, 0, 3) === 'ID3') return audio('audio/mpeg');
  if (ascii(head, 0, 4) === 'fLaC') return audio('audio/flac');
  if (ascii(head, 0, 4) === 'OggS') {
    return contains(head, '\x80theora')
      ? video('video/ogg')
      : contains(head, 'OpusHead')
        ? audio('audio/opus')
        : audio('audio/ogg');
  }
  if (startsWith(head, [0x06, 0x0e, 0x2b, 0x34])) return video('application/mxf');
  if (startsWith(head, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) {
    return ext === '.wma' ? audio('audio/x-ms-wma') : video('video/x-ms-asf');
  }
  if (ascii(head, 0, 3) === 'FLV') return video('video/x-flv');
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba])) return video('video/mpeg');
  // Transport streams: sync byte 0x47 at 0 (.ts) or after a 4-byte timecode (.m2ts/.mts).
  // One sync byte is weak evidence, so the extension must agree.
  if ((head[0] === 0x47 || head[4] === 0x47) && ['.ts', '.mts', '.m2ts', '.m2t'].includes(ext)) return video('video/mp2t');

  return sniffMpegAudioFrame(head) ?? unknown;
}
