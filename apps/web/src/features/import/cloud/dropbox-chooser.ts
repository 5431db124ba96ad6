import { loadScript } from '../../../lib/load-script';
import {
  dropboxChooserExtensions,
  fromDropboxChooser,
  type DropboxChooserFile,
  type PickedCloudFile,
} from './cloud-pickers.fns';

interface DropboxGlobal {
  Dropbox: {
    choose(options: {
      linkType: 'direct' | 'preview';
      multiselect: boolean;
      extensions: string[];
      folderselect: boolean;
      success(files: DropboxChooserFile[]): void;
      cancel(): void;
    }): void;
  };
}

/**
 * Opens the Dropbox Chooser for direct links (the server downloads them; they stay valid for
 * four hours). Null when the user closes it.
 */
export async function chooseFromDropbox(appKey: string): Promise<PickedCloudFile[] | null> {
  await loadScript('https://www.dropbox.com/static/api/2/dropins.js', { id: 'dropboxjs', 'data-app-key': appKey });
  const { Dropbox } = window as unknown as DropboxGlobal;
  return new Promise((resolve) =>
    Dropbox.choose({
      linkType: 'direct',
      multiselect: true,
      extensions: [...dropboxChooserExtensions],
      folderselect: false,
      success: (files) => resolve(files.map(fromDropboxChooser)),
      cancel: () => resolve(null),
    }),
  );
}
