import { introFiles, introManifestSchema, type IntroEntry, type IntroFiles, type IntroName } from '@otto/shared/intros';
// The manifest that `npm run build:intros` writes beside the videos it serves as static files.
import manifestJson from '../../../public/intros/manifest.json';

const manifest = introManifestSchema.parse(manifestJson);

export interface IntroVideo extends IntroEntry {
  files: IntroFiles;
}

/** The recorded intro of that name, with its versioned URLs; absent if it was never built. */
export function introVideo(name: IntroName): IntroVideo | undefined {
  const entry = manifest.intros.find((e) => e.name === name);
  return entry && { ...entry, files: introFiles(entry) };
}
