import { fileURLToPath } from 'node:url';
import type { ProjectMode } from '@otto/shared/modes';

/** One file of a demo, shipped in the repository's demo/ folder. */
export interface DemoFile {
  filename: string;
  type: 'video' | 'audio';
}

/** A demo project Otto seeds on first start: its files, and the prompts whose answers are its example edits. */
export interface DemoDefinition {
  /** The demo's unique key: several processes seeding at once create it once. */
  slug: string;
  name: string;
  mode: ProjectMode;
  category: 'singlecam' | 'multicam';
  files: readonly DemoFile[];
  /** Multicam: the file whose audio the cameras are synced to and the cut follows. */
  mainAudio?: string;
  /** Asked in order once the import is ready; the planner's answers are the demo's example edits. */
  prompts: readonly string[];
}

/** The repository's demo/ folder (licence notes in demo/README.md). */
export const demoMediaDir = fileURLToPath(new URL('../../../../demo/', import.meta.url));

export const demoCatalogue: readonly DemoDefinition[] = [
  {
    slug: 'standard',
    name: 'Demo: talking head',
    mode: 'standard',
    category: 'singlecam',
    files: [{ filename: 'auto-editor_example.mp4', type: 'video' }],
    prompts: ['Make a 30 second rough cut', 'Make a 15 second social media clip'],
  },
  {
    slug: 'multicam',
    name: 'Demo: two-camera podcast',
    mode: 'podcast',
    category: 'multicam',
    files: [
      { filename: 'camA.mp4', type: 'video' },
      { filename: 'camB.mp4', type: 'video' },
      { filename: 'main_audio.m4a', type: 'audio' },
    ],
    mainAudio: 'main_audio.m4a',
    prompts: ['Make a 30 second rough cut', 'Make a 15 second social media clip'],
  },
];

export const demoDefinition = (slug: string): DemoDefinition | undefined => demoCatalogue.find((d) => d.slug === slug);

/** The system account that owns the demos. No password and no Google identity: nobody can sign in as it. */
export const demoAccount = { email: 'demo@otto.invalid', name: 'Otto demo' } as const;
