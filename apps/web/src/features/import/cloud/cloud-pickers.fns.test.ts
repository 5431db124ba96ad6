import { expect, test } from 'vitest';
import { cloudSourceBody, fromDrivePicker, fromDropboxChooser, isImportablePick } from './cloud-pickers.fns';

test('a Drive pick becomes a source whose bytes the server fetches from files.get', () => {
  const file = fromDrivePicker({
    id: 'abc123XYZ_-0',
    name: 'Interview.MOV',
    mimeType: 'video/quicktime',
    sizeBytes: '1048576',
    duration: 42_500,
  });
  expect(file).toMatchObject({ sizeBytes: 1_048_576, durationSec: 42.5 });
  expect(file.fileUrl).toBe('https://www.googleapis.com/drive/v3/files/abc123XYZ_-0?alt=media');
  const body = cloudSourceBody(file, 'gg_drive', 'singlecam');
  expect(body).toMatchObject({
    filename: 'Interview.MOV',
    filesize: 1_048_576,
    type: 'video',
    importType: 'gg_drive',
    durationMs: 42_500,
  });
  expect(body.cloudFileData.token).toBeNull();
});

test('a Dropbox pick keeps its direct link; audio files are audio sources', () => {
  const file = fromDropboxChooser({
    id: 'id:1',
    name: 'podcast.wav',
    link: 'https://dl.dropboxusercontent.com/1/view/a/podcast.wav',
    bytes: 9000,
  });
  const body = cloudSourceBody(file, 'dropbox', 'multicam');
  expect(body).toMatchObject({ type: 'audio', filesize: 9000, category: 'multicam' });
  expect(body.cloudFileData.fileUrl).toBe('https://dl.dropboxusercontent.com/1/view/a/podcast.wav');
});

test('the pickers take .mxf and .braw, and nothing Otto cannot import', () => {
  expect(['a.mxf', 'b.braw', 'c.mp4', 'd.m4a'].every((name) => isImportablePick({ name }))).toBe(true);
  expect(['notes.pdf', 'sheet.gsheet', 'noext'].some((name) => isImportablePick({ name }))).toBe(false);
});
