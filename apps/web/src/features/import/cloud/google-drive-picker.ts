import { loadScript } from '../../../lib/load-script';
import { drivePickerMimeTypes, fromDrivePicker, type DrivePickerDoc, type PickedCloudFile } from './cloud-pickers.fns';

/** Only the files the user picks: the narrowest Drive scope that lets the server download them. */
const driveFileScope = 'https://www.googleapis.com/auth/drive.file';

// The parts of Google's browser libraries (gapi's Picker, Identity Services) used here.
interface TokenResponse {
  access_token?: string;
  error?: string;
}
interface PickerBuilder {
  addView(view: unknown): PickerBuilder;
  enableFeature(feature: unknown): PickerBuilder;
  setOAuthToken(token: string): PickerBuilder;
  setDeveloperKey(key: string): PickerBuilder;
  setCallback(callback: (data: { action: string; docs?: DrivePickerDoc[] }) => void): PickerBuilder;
  build(): { setVisible(visible: boolean): void };
}
interface GoogleGlobals {
  gapi: { load(name: string, callback: () => void): void };
  google: {
    accounts: {
      oauth2: {
        initTokenClient(config: {
          client_id: string;
          scope: string;
          callback: (response: TokenResponse) => void;
          error_callback?: (error: { type?: string }) => void;
        }): { requestAccessToken(opts?: { prompt?: string }): void };
      };
    };
    picker: {
      DocsView: new (viewId: unknown) => {
        setMimeTypes(types: string): unknown;
        setIncludeFolders(on: boolean): unknown;
      };
      ViewId: { DOCS: unknown };
      Feature: { MULTISELECT_ENABLED: unknown };
      Action: { PICKED: string; CANCEL: string };
      PickerBuilder: new () => PickerBuilder;
    };
  };
}

/**
 * Opens Google's Picker over Drive: the user grants drive.file to Otto's OAuth client, picks
 * video and audio files, and the token comes back with them for the server's download. Null
 * when the user closes the picker or refuses access.
 */
export async function pickFromGoogleDrive(config: {
  apiKey: string;
  clientId: string;
}): Promise<{ files: PickedCloudFile[]; token: string } | null> {
  await Promise.all([
    loadScript('https://apis.google.com/js/api.js'),
    loadScript('https://accounts.google.com/gsi/client'),
  ]);
  const { gapi, google } = window as unknown as GoogleGlobals;
  await new Promise<void>((resolve) => gapi.load('picker', resolve));
  const token = await new Promise<string | null>((resolve) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: config.clientId,
      scope: driveFileScope,
      callback: (response) => resolve(response.access_token ?? null),
      // The popup was closed or blocked: nothing is picked.
      error_callback: () => resolve(null),
    });
    client.requestAccessToken({ prompt: '' });
  });
  if (!token) return null;
  return new Promise((resolve) => {
    const view = new google.picker.DocsView(google.picker.ViewId.DOCS);
    view.setMimeTypes(drivePickerMimeTypes.join(','));
    view.setIncludeFolders(true);
    new google.picker.PickerBuilder()
      .addView(view)
      .enableFeature(google.picker.Feature.MULTISELECT_ENABLED)
      .setOAuthToken(token)
      .setDeveloperKey(config.apiKey)
      .setCallback((data) => {
        if (data.action === google.picker.Action.PICKED) {
          resolve({ files: (data.docs ?? []).map((doc) => fromDrivePicker(doc)), token });
        } else if (data.action === google.picker.Action.CANCEL) resolve(null);
      })
      .build()
      .setVisible(true);
  });
}
