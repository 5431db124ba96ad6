import type { MediaRequest } from '../download';

/** What a provider says about a file before its bytes are fetched: checked against the limits first. */
export interface RemoteFileInfo {
  name: string | null;
  sizeBytes: number | null;
  durationSec: number | null;
  mimeType: string | null;
}

/** One remote file as a provider's client reaches it. */
export interface CloudFile {
  /** The provider's name in messages ('Google Drive', 'Dropbox', …). */
  readonly provider: string;
  describe(): Promise<RemoteFileInfo>;
  /** The request for the file's bytes (the download adds Range headers to resume). */
  media(): MediaRequest;
}
