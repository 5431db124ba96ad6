/** The six cards of the project-mode picker 'What are you looking to create?' (spec import §2). */
import { toastText } from './ui-text';
import { canTranscribe, type AvailableLanguages } from './languages';
import type { ProjectMode } from './modes';
import type { ProjectCategory } from './project';

export type PickerCardTag = 'coming soon' | 'beta';

export interface PickerCard {
  id: 'multi_language' | 'social_media' | 'podcast' | 'rough_cut' | 'a_b_roll' | 'scripted_story';
  /** The mode a project created from this card starts in. */
  mode: ProjectMode;
  title: string;
  description: string;
  pros: readonly string[];
  cons: readonly string[];
  supported: readonly string[];
  /** Podcast projects import several cameras (spec import §3: 'podcast (multicam)'). */
  category: ProjectCategory;
  tags: readonly PickerCardTag[];
  /** Only the desktop app does this today: the web card offers the download and a waitlist. */
  downloadDesktop: boolean;
  mobileSelectable: boolean;
}

export const pickerCards: readonly PickerCard[] = [
  {
    id: 'multi_language',
    mode: 'multi_language',
    title: 'Multi-language (ChatGPT-style)',
    description:
      'Ask for any edit in plain words, in any of 50+ languages, as you would ask ChatGPT. Best for sources under 2 hours and edits under 5 minutes.',
    pros: ['Works in 50+ languages', 'Any edit you can describe', 'First cut in minutes'],
    cons: ['Best with sources under 2 hours', 'Best for edits under 5 minutes'],
    supported: [
      'Interviews, talks, vlogs and webinars',
      'Premiere Pro, DaVinci Resolve, Final Cut Pro, MP4, SRT',
    ],
    category: 'singlecam',
    tags: [],
    downloadDesktop: false,
    mobileSelectable: true,
  },
  {
    id: 'social_media',
    mode: 'social_media',
    title: 'Social clips',
    description:
      'Find the strongest moments and cut them into clips of about 1 minute, with captions and a vertical version for Reels, Shorts and TikTok.',
    pros: [
      'Clips of about 1 minute',
      'Vertical 9:16 with burnt-in captions',
      'Hooks, titles and descriptions on request',
    ],
    cons: ['Not meant for long-form edits'],
    supported: [
      'Podcasts, interviews, talks',
      'Vertical timelines for Premiere Pro, DaVinci Resolve and Final Cut Pro',
    ],
    category: 'singlecam',
    tags: [],
    downloadDesktop: false,
    mobileSelectable: true,
  },
  {
    id: 'podcast',
    mode: 'podcast',
    title: 'Podcast multicam',
    description:
      'Sync up to 3 cameras with one main audio track and get a cut that switches to whoever is speaking, ready to polish in your editor.',
    pros: ['Automatic camera switching', 'Uses your best audio track', 'Up to 3 cameras'],
    cons: ['Multicam import runs on a computer, not on a phone', 'Large multicam files upload best from the desktop app'],
    supported: ['2 or 3 cameras plus an optional separate audio file', 'Overlapping or non-overlapping audio'],
    category: 'multicam',
    tags: [],
    downloadDesktop: false,
    mobileSelectable: false,
  },
  {
    id: 'rough_cut',
    mode: 'rough_cut',
    title: 'Rough cut',
    description:
      'Turn hours of footage into a story outline you approve, then a rough cut of 1 to 30 minutes to refine in your editor.',
    pros: ['Edits from 1 to 30 minutes', 'Approve the story outline first', 'Keeps the best take of each line'],
    cons: ['Takes longer than a quick clip', 'Multicam rough cuts are coming soon'],
    supported: ['Documentaries, interviews, corporate video', 'Premiere Pro, DaVinci Resolve, Final Cut Pro, MP4'],
    category: 'singlecam',
    tags: [],
    downloadDesktop: false,
    mobileSelectable: true,
  },
  {
    id: 'a_b_roll',
    mode: 'a_roll',
    title: 'A-roll & B-roll logging',
    description:
      'Log interviews (A-roll) into transcribed selects and describe your B-roll shot by shot, delivered as bins in your editor.',
    pros: ['Transcribed, organised selects', 'B-roll described and grouped shot by shot'],
    cons: ['Needs a computer: not available on phones'],
    supported: ['Premiere Pro, Final Cut Pro and DaVinci Resolve (XML)', 'A Word document of your A-roll'],
    category: 'singlecam',
    tags: [],
    downloadDesktop: false,
    mobileSelectable: false,
  },
  {
    id: 'scripted_story',
    mode: 'scripted_story',
    title: 'Scripted Story',
    description:
      'Match your footage to a script: find every take of each line and assemble the best ones in script order.',
    pros: ['Finds every take of each line', 'Assembles in script order'],
    cons: ['English only', 'In beta: expect some trimming by hand'],
    supported: ['Scripted ads, explainers, branded content', 'Premiere Pro, DaVinci Resolve, Final Cut Pro'],
    category: 'singlecam',
    tags: ['beta'],
    downloadDesktop: false,
    mobileSelectable: false,
  },
];

/**
 * Phones cannot take the desktop-only modes; on a computer, cards still being built or needing
 * the desktop app show 'Download the app' and 'Get notified' instead of being picked.
 */
/** The toast a phone shows when a card it cannot take is tapped; null when the card just says so. */
export function mobileCardRefusal(card: Pick<PickerCard, 'category'>): string | null {
  return card.category === 'multicam' ? toastText.multicamMobileOnly : null;
}

export function isCardSelectable(card: PickerCard, opts: { isMobile: boolean }): boolean {
  if (opts.isMobile) return card.mobileSelectable;
  return !card.downloadDesktop && !card.tags.includes('coming soon');
}

/**
 * The cards as this server can honour them: where only English can be transcribed (the offline
 * engine), the multi-language card says so instead of promising 50+ languages.
 */
export function pickerCardsFor(available: AvailableLanguages): readonly PickerCard[] {
  if (canTranscribe(available, 'fr')) return pickerCards;
  return pickerCards.map((card) =>
    card.id !== 'multi_language'
      ? card
      : {
          ...card,
          description: card.description.replace(
            'in any of 50+ languages',
            'in English (this server transcribes English only until whisper is enabled; with it, 50+ languages)',
          ),
          pros: card.pros.map((p) => (p === 'Works in 50+ languages' ? 'Works in English on this server' : p)),
        },
  );
}
