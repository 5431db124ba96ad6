import { describe, expect, it } from 'vitest';
import {
  brandingKey,
  exportKey,
  formatObjectUri,
  mediaKeys,
  parseObjectUri,
  sanitiseExt,
  sanitiseFileName,
  sourceOriginalKey,
} from './storage.keys';

const projectId = '6f1c2a7e-1111-4a4a-8888-000000000001';
const sourceId = '9d2e3b4c-2222-4b4b-9999-000000000002';

describe('sanitiseExt', () => {
  it.each([
    ['mp4', 'mp4'],
    ['MOV', 'mov'],
    ['.wav', 'wav'],
    ['My Interview.Final.MP4', 'mp4'],
    ['archive.tar.gz', 'gz'],
    ['', 'bin'],
    [undefined, 'bin'],
    ['no-extension.', 'bin'],
    ['weird.m p4', 'bin'],
    ['toolongext', 'bin'],
    ['file.ünï', 'bin'],
    ['clip.mxf', 'mxf'],
  ])('%s → %s', (input, expected) => {
    expect(sanitiseExt(input)).toBe(expected);
  });
});

describe('key builders', () => {
  it.each([
    [
      'original (spec: ingest/{projectId}/{sourceId}/{sourceId}.{ext})',
      sourceOriginalKey(projectId, sourceId, 'MP4'),
      'ingest',
      `${projectId}/${sourceId}/${sourceId}.mp4`,
    ],
    [
      'original from a file name',
      sourceOriginalKey(projectId, sourceId, 'Podcast ep 1.wav'),
      'ingest',
      `${projectId}/${sourceId}/${sourceId}.wav`,
    ],
    ['proxy', mediaKeys.proxy(projectId, sourceId), 'media', `${projectId}/${sourceId}/proxy.mp4`],
    ['audio', mediaKeys.audio(projectId, sourceId), 'media', `${projectId}/${sourceId}/audio.wav`],
    ['waveform', mediaKeys.waveform(projectId, sourceId), 'media', `${projectId}/${sourceId}/waveform.json`],
    ['thumbnail', mediaKeys.thumbnail(projectId, sourceId), 'media', `${projectId}/${sourceId}/thumbnail.jpg`],
    [
      'thumbnail frame',
      mediaKeys.thumbnailFrame(projectId, sourceId, 7),
      'media',
      `${projectId}/${sourceId}/thumbnails/00007.jpg`,
    ],
    ['source prefix', mediaKeys.sourcePrefix(projectId, sourceId), 'media', `${projectId}/${sourceId}/`],
    ['export', exportKey(projectId, 'exp1', 'My Edit (v2).xml'), 'exports', `${projectId}/exp1/My_Edit_v2_.xml`],
    ['export never a path', exportKey(projectId, 'exp1', '../../etc/passwd'), 'exports', `${projectId}/exp1/passwd`],
    ['branding image', brandingKey('u1', 'logo'), 'branding', 'u1/logo.png'],
    ['overlay', brandingKey('u1', 'overlay', 'overlay'), 'branding', 'u1/overlay.mov'],
    ['branding category cleaned', brandingKey('u1', 'Intro/../x'), 'branding', 'u1/intro_x.png'],
  ])('%s', (_name, location, bucket, key) => {
    expect(location).toEqual({ bucket, key });
  });

  it.each([
    ['.hidden', 'hidden'],
    ['', 'export'],
    ['a\\b.srt', 'b.srt'],
  ])('sanitiseFileName(%j) → %j', (input, expected) => {
    expect(sanitiseFileName(input)).toBe(expected);
  });
});

describe('object URIs', () => {
  it('round-trips s3://bucket/key', () => {
    const { bucket, key } = sourceOriginalKey(projectId, sourceId, 'mp4');
    const uri = formatObjectUri(bucket, key);
    expect(uri).toBe(`s3://ingest/${projectId}/${sourceId}/${sourceId}.mp4`);
    expect(parseObjectUri(uri)).toEqual({ bucket, key });
  });

  it.each(['', 's3://', 's3://bucket', 's3://bucket/', 'https://bucket/key', 'bucket/key'])('rejects %j', (uri) => {
    expect(parseObjectUri(uri)).toBeNull();
  });
});
