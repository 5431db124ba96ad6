import { expect, test } from 'vitest';
import { pendingCloudFile } from './pending-cloud-file.fns';

const projectId = '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11';
const id = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const cloudFileData = (type: string) => ({
  fileUrl: 'https://dl.dropboxusercontent.com/1/view/a/talk.mp4',
  token: null,
  type,
  file: { id: 'x', name: 'talk.mp4', sizeBytes: 10, duration: null, url: null, thumbnailLink: null },
});

test('a Dropbox source can be imported after a reload: its direct link needs no token', () => {
  const source = {
    id,
    projectId,
    filename: 'talk.mp4',
    importType: 'dropbox' as const,
    cloudFileData: cloudFileData('dropbox'),
  };
  expect(pendingCloudFile(source, {})).toEqual({
    fileUrl: 'https://dl.dropboxusercontent.com/1/view/a/talk.mp4',
    token: null,
    fileKey: `${projectId}/${id}/${id}.mp4`,
  });
});

test('a Drive source needs the token only the picking page holds', () => {
  const source = {
    id,
    projectId,
    filename: 'talk.mp4',
    importType: 'gg_drive' as const,
    cloudFileData: cloudFileData('gg_drive'),
  };
  expect(pendingCloudFile(source, {})).toBeUndefined();
  const held = { fileUrl: 'https://www.googleapis.com/drive/v3/files/x?alt=media', token: 'ya29.token', fileKey: 'k' };
  expect(pendingCloudFile(source, { [id]: held })).toBe(held);
});
