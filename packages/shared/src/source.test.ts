import { describe, expect, it } from 'vitest';
import {
  canChooseAsMainAudioOrRemove,
  canStartImport,
  fileExtension,
  importStageLabel,
  isAcceptedMainAudioFilename,
  isAwaitedByImport,
  isAcceptedMediaFilename,
  isStalledUpload,
  sourceSchema,
  sourceStateLabel,
  sourceStateSchema,
  sourceTypeForFilename,
} from './source';

const states = sourceStateSchema.options;

describe('source type by file name', () => {
  it.each([
    ['interview.mp4', 'video'],
    ['A001_C002.MXF', 'video'],
    ['clip.braw', 'video'],
    ['A001.R3D', 'video'],
    ['no-extension', 'video'],
    ['podcast.mp3', 'audio'],
    ['boom.WAV', 'audio'],
    ['voice memo.m4a', 'audio'],
  ] as const)('%s is %s', (name, type) => {
    expect(sourceTypeForFilename(name)).toBe(type);
  });

  it('reads extensions case-insensitively and ignores dotfiles', () => {
    expect(fileExtension('A.MoV')).toBe('.mov');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('accepts professional formats locally and restricts the main-audio slot', () => {
    for (const name of ['a.mxf', 'a.braw', 'a.mp3', 'a.wav', 'a.m4a', 'a.mov'])
      expect(isAcceptedMediaFilename(name)).toBe(true);
    expect(isAcceptedMediaFilename('notes.txt')).toBe(false);
    expect(isAcceptedMainAudioFilename('mix.wav')).toBe(true);
    expect(isAcceptedMainAudioFilename('mix.flac')).toBe(false);
  });
});

describe('source states', () => {
  it('lets only idle or failed sources become main audio or be removed', () => {
    expect(states.filter(canChooseAsMainAudioOrRemove)).toEqual(['none', 'error']);
  });

  it('labels the status row', () => {
    expect(states.map(sourceStateLabel)).toEqual([
      null,
      'Uploading',
      'Importing...',
      'Processing...',
      'Imported',
      null,
    ]);
  });
});

describe('project import stage', () => {
  it('starts an import only from none or error', () => {
    expect(canStartImport('none')).toBe(true);
    expect(canStartImport('error')).toBe(true);
    for (const stage of [
      'uploading_files',
      'processing_files',
      'analyzing_files',
      'processing_multicam',
      'done',
    ] as const) {
      expect(canStartImport(stage)).toBe(false);
    }
  });

  it('labels the multicam stages', () => {
    expect(importStageLabel('processing_multicam')).toBe('Analyzing multicam...');
    expect(importStageLabel('done')).toBe('Ready to edit');
    expect(importStageLabel('none')).toBeNull();
  });
});

describe('source schema', () => {
  const base = {
    id: '2f0c8a7e-2d7c-4c1a-9d3e-0b6b3b6f7a11',
    projectId: '5a7e2c1d-8b9f-4e3a-a1b2-c3d4e5f6a7b8',
    filename: 'interview.mp4',
    importType: 'local',
    state: 'uploading',
    durationMs: null,
    filesize: 123,
    originalFileUri: null,
    transcodedFileUri: null,
    uploadJobId: 'job-1',
    uploadProgress: { sent: 10, total: 123, percentage: 8.1 },
    startIngestTime: null,
    job: null,
    errorType: null,
    errorCode: null,
    stale: false,
    category: 'singlecam',
    cloudFileData: null,
  };

  it('defaults the type to video and accepts a full row', () => {
    expect(sourceSchema.parse(base).type).toBe('video');
  });

  it('refuses unknown import types and states', () => {
    expect(sourceSchema.safeParse({ ...base, importType: 'ftp' }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...base, state: 'done' }).success).toBe(false);
  });
});

describe('stalled uploads', () => {
  it('are uploads marked stale, which the import no longer waits for', () => {
    expect(isStalledUpload({ state: 'uploading', stale: true })).toBe(true);
    expect(isStalledUpload({ state: 'uploading', stale: false })).toBe(false);
    expect(isStalledUpload({ state: 'ingesting', stale: true })).toBe(false);
    expect(isAwaitedByImport({ state: 'uploading', stale: true })).toBe(false);
    expect(isAwaitedByImport({ state: 'uploading', stale: false })).toBe(true);
    expect(isAwaitedByImport({ state: 'ingesting', stale: false })).toBe(true);
    expect(isAwaitedByImport({ state: 'completed', stale: false })).toBe(false);
    expect(isAwaitedByImport({ state: 'error', stale: false })).toBe(false);
  });
});
