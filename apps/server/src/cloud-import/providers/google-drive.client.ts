import { z } from 'zod';
import type { GuardedFetch } from '../../infrastructure/guarded-fetch';
import { CloudImportError, errorForStatus } from '../cloud-import.errors';
import type { CloudFile, RemoteFileInfo } from './cloud-file';

const provider = 'Google Drive';

/** files.get's metadata (Drive API v3), the fields asked for. `size` is a string of digits. */
const driveFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string().optional(),
  size: z.string().regex(/^\d+$/).optional(),
  videoMediaMetadata: z.object({ durationMillis: z.string().regex(/^\d+$/).optional() }).optional(),
});

/** Drive file ids: letters, digits, '-' and '_'. */
const fileIdPattern = /^[A-Za-z0-9_-]{10,200}$/;

/** The file id from what the Picker handed over: the bare id, a files.get URL, or a drive.google.com link. */
export function driveFileId(fileUrl: string): string {
  const text = fileUrl.trim();
  if (fileIdPattern.test(text)) return text;
  const match = /\/files\/([A-Za-z0-9_-]+)|\/file\/d\/([A-Za-z0-9_-]+)|[?&]id=([A-Za-z0-9_-]+)/.exec(text);
  const id = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!id || !fileIdPattern.test(id)) throw new CloudImportError('download_failed', 'This is not a Google Drive file.');
  return id;
}

/**
 * A Drive file read with the user's own token (drive.file scope: only files they picked):
 * metadata first for name, size and duration, then `files.get?alt=media` for the bytes. The
 * URL is always built from the configured API base and the id, never taken from the browser,
 * so the user's token only ever goes to Google.
 */
export function googleDriveFile(opts: {
  fetch: GuardedFetch;
  apiBaseUrl: string;
  fileUrl: string;
  token: string;
}): CloudFile {
  const id = driveFileId(opts.fileUrl);
  const fileUrl = `${opts.apiBaseUrl.replace(/\/+$/, '')}/drive/v3/files/${encodeURIComponent(id)}`;
  const auth = { Authorization: `Bearer ${opts.token}` };
  return {
    provider,
    async describe(): Promise<RemoteFileInfo> {
      const fields = 'id,name,mimeType,size,videoMediaMetadata(durationMillis)';
      const url = `${fileUrl}?fields=${encodeURIComponent(fields)}&supportsAllDrives=true`;
      const response = await opts.fetch(url, { headers: auth, maxBytes: 256 * 1024, timeoutMs: 30_000 });
      if (response.status !== 200) {
        response.body.resume();
        if (response.status === 401) {
          throw new CloudImportError(
            'file_access_forbidden',
            'The Google Drive sign-in has expired. Please pick the file again.',
          );
        }
        throw errorForStatus(response.status, provider);
      }
      const file = driveFileSchema.safeParse(await response.json());
      if (!file.success) throw new CloudImportError('download_failed', 'Google Drive sent unreadable file details.');
      const duration = file.data.videoMediaMetadata?.durationMillis;
      return {
        name: file.data.name,
        sizeBytes: file.data.size === undefined ? null : Number(file.data.size),
        durationSec: duration === undefined ? null : Number(duration) / 1000,
        mimeType: file.data.mimeType ?? null,
      };
    },
    media: () => ({ url: `${fileUrl}?alt=media&supportsAllDrives=true`, headers: { ...auth } }),
  };
}
