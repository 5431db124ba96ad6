import { access, mkdir, rename, writeFile } from 'node:fs/promises';

/** The few file operations a render needs besides ffmpeg: caption and list files, the cached wordmark. */
export interface RenderFiles {
  writeText(path: string, text: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  mkdir(path: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
}

export const nodeRenderFiles: RenderFiles = {
  writeText: (path, text) => writeFile(path, text, 'utf8'),
  exists: (path) =>
    access(path).then(
      () => true,
      () => false,
    ),
  mkdir: async (path) => {
    await mkdir(path, { recursive: true });
  },
  rename: (from, to) => rename(from, to),
};
