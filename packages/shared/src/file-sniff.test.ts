/// <reference types="node" />
// Only this test reads files (real recordings' first bytes); the package itself stays free of Node APIs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from './import-rules';

/** Builds a 100-byte head from ascii text and byte values at given offsets. */
function head(...chunks: [number, string | number[]][]): Uint8Array {
  const bytes = new Uint8Array(100);
  for (const [offset, data] of chunks) {
    const values = typeof data === 'string' ? [...data].map((c) => c.charCodeAt(0)) : data;
    bytes.set(values, offset);
  }
  return bytes;
}

const ftyp = (brand: string) => head([0, [0, 0, 0, 0x20]], [4, 'ftyp'], [8, brand]);

describe('sniffFileType', () => {
  it.each([
    ['ISO mp4', ftyp('isom'), 'clip.mp4', 'video', 'video/mp4'],
    ['mp42 without extension', ftyp('mp42'), 'clip', 'video', 'video/mp4'],
    ['QuickTime', ftyp('qt  '), 'clip.mov', 'video', 'video/quicktime'],
    ['old QuickTime (wide atom)', head([4, 'wide']), 'old.mov', 'video', 'video/quicktime'],
    ['m4a brand', ftyp('M4A '), 'voice.m4a', 'audio', 'audio/mp4'],
    ['m4a with a generic brand', ftyp('isom'), 'voice.m4a', 'audio', 'audio/mp4'],
    ['Blackmagic RAW', ftyp('qt  '), 'A001.braw', 'video', 'video/x-braw'],
    ['3GP', ftyp('3gp5'), 'phone.3gp', 'video', 'video/3gpp'],
    ['HEIC image', ftyp('heic'), 'photo.heic', 'unknown', 'application/octet-stream'],
    ['WebM', head([0, [0x1a, 0x45, 0xdf, 0xa3]], [24, 'webm']), 'screen.webm', 'video', 'video/webm'],
    ['Matroska', head([0, [0x1a, 0x45, 0xdf, 0xa3]], [24, 'matroska']), 'film.mkv', 'video', 'video/x-matroska'],
    ['WAVE', head([0, 'RIFF'], [8, 'WAVE']), 'boom.wav', 'audio', 'audio/wav'],
    ['AVI', head([0, 'RIFF'], [8, 'AVI ']), 'old.avi', 'video', 'video/x-msvideo'],
    ['ID3 mp3', head([0, 'ID3']), 'song.mp3', 'audio', 'audio/mpeg'],
    ['bare MPEG audio frame', head([0, [0xff, 0xfb, 0x90, 0x64]]), 'song.mp3', 'audio', 'audio/mpeg'],
    ['ADTS AAC', head([0, [0xff, 0xf1, 0x50, 0x80]]), 'a.aac', 'audio', 'audio/aac'],
    ['FLAC', head([0, 'fLaC']), 'a.flac', 'audio', 'audio/flac'],
    ['Ogg Vorbis', head([0, 'OggS'], [29, 'vorbis']), 'a.ogg', 'audio', 'audio/ogg'],
    ['Ogg Opus', head([0, 'OggS'], [28, 'OpusHead']), 'a.opus', 'audio', 'audio/opus'],
    ['AIFF', head([0, 'FORM'], [8, 'AIFF']), 'a.aif', 'audio', 'audio/aiff'],
    ['MXF', head([0, [0x06, 0x0e, 0x2b, 0x34, 0x02, 0x05, 0x01, 0x01]]), 'A001.mxf', 'video', 'application/mxf'],
    ['R3D (RED1)', head([0, [0, 0, 0, 0x40]], [4, 'RED1']), 'A001_C001.R3D', 'video', 'red/r3d'],
    ['R3D (RED2)', head([4, 'RED2']), 'A001.r3d', 'video', 'red/r3d'],
    ['MPEG-TS with its extension', head([0, [0x47, 0x40, 0x00, 0x10]]), 'cam.ts', 'video', 'video/mp2t'],
    ['M2TS (timecode prefix)', head([4, [0x47, 0x40]]), '00001.MTS', 'video', 'video/mp2t'],
    ['text renamed to mp4', head([0, 'Hello, this is not a video']), 'fake.mp4', 'unknown', 'application/octet-stream'],
    ['empty file', new Uint8Array(0), 'empty.mov', 'unknown', 'application/octet-stream'],
  ])('%s', (_name, bytes, filename, kind, mime) => {
    expect(sniffFileType(bytes, filename)).toEqual({ kind, mime });
  });

  it('does not take a lone 0x47 for a transport stream without the extension', () => {
    expect(sniffFileType(head([0, 'GIF89a']), 'anim.gif').kind).toBe('unknown');
  });
});

describe('sniffFileType on real recordings', () => {
  const media = (path: string) => new URL(`../../../../shared/media/${path}`, import.meta.url);
  const firstBytes = (path: string) => new Uint8Array(readFileSync(media(path)).subarray(0, 100));

  it.each([
    ['video/auto-editor_example.mp4', 'video', 'video/mp4'],
    ['reject/unsupported_codec_aprn.mov', 'video', 'video/quicktime'],
    ['reject/no_video_stream.m4a', 'audio', 'audio/mp4'],
    ['speech/jfk/jfk.wav', 'audio', 'audio/wav'],
    ['speech/librispeech/61-70968-0000.flac', 'audio', 'audio/flac'],
    ['multicam/same_recording_formats/p001.mp3', 'audio', 'audio/mpeg'],
    ['multicam/same_recording_formats/p001.ogg', 'audio', 'audio/ogg'],
    ['multicam/same_recording_formats/p001.webm', 'video', 'video/webm'],
    ['reject/not_media.mp4', 'unknown', 'application/octet-stream'],
    ['reject/empty_0_bytes.mp4', 'unknown', 'application/octet-stream'],
  ])('%s', (path, kind, mime) => {
    expect(sniffFileType(firstBytes(path), path)).toEqual({ kind, mime });
  });
});
