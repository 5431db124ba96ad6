import { canTranscribe, type AvailableLanguages } from '@otto/shared/languages';
import type { ProjectMode } from '@otto/shared/modes';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { WELCOME_COOKIE_DAYS } from './welcome.fns';

/** Spec chat §2: one cookie remembers, per mode, that its intro was seen (a comma-separated list). */
export const MODE_INTRO_COOKIE = 'hasSeenModeIntroVideo';

export function seenModeIntros(cookieHeader: string): ProjectMode[] {
  const raw = readCookie(cookieHeader, MODE_INTRO_COOKIE) ?? '';
  return raw.split(',').filter(Boolean) as ProjectMode[];
}

export const hasSeenModeIntro = (cookieHeader: string, mode: ProjectMode): boolean =>
  seenModeIntros(cookieHeader).includes(mode);

export function modeIntroSeenCookie(cookieHeader: string, mode: ProjectMode): string {
  const seen = new Set(seenModeIntros(cookieHeader)).add(mode);
  return serializeCookie(MODE_INTRO_COOKIE, [...seen].join(','), { maxAgeDays: WELCOME_COOKIE_DAYS });
}

/** The steps shown under a mode's intro video; the video's own title comes from its manifest. */
export interface ModeIntro {
  steps: readonly [IntroStep, IntroStep, IntroStep];
}
interface IntroStep {
  title: string;
  text: string;
}

const chatStyle: ModeIntro = {
  steps: [
    { title: 'Import', text: 'Interviews, talks or vlogs, in any of 50+ languages.' },
    { title: 'Ask', text: 'Describe any edit: “Cut me a video on topic 1”.' },
    { title: 'Export', text: 'Premiere, Resolve, Final Cut, MP4, SRT or Word.' },
  ],
};

/** What each mode's intro walks through: its own way from footage to an edit. */
export const modeIntros: Record<ProjectMode, ModeIntro> = {
  standard: chatStyle,
  multi_language: chatStyle,
  social_media: {
    steps: [
      { title: 'Import', text: 'A podcast, an interview or a talk.' },
      { title: 'Ask', text: '“Make me a 45-second clip about hiring”.' },
      { title: 'Post', text: 'Vertical 9:16 with burnt-in captions, or a vertical timeline.' },
    ],
  },
  rough_cut: {
    steps: [
      { title: 'Import', text: 'Hours of interviews or documentary footage.' },
      { title: 'Approve', text: 'Otto outlines the story in chapters, best takes only.' },
      { title: 'Refine', text: 'Open the 1–30 minute cut, with its chapter markers, in your editor.' },
    ],
  },
  podcast: {
    steps: [
      { title: 'Import', text: 'Each camera and the main audio.' },
      { title: 'Ask', text: 'Otto cuts to whoever is speaking.' },
      { title: 'Export', text: 'A multicam timeline for your editor.' },
    ],
  },
  a_roll: {
    steps: [
      { title: 'Import', text: 'Your interviews and pieces to camera.' },
      { title: 'Log', text: 'Otto finds and labels the usable takes.' },
      { title: 'Export', text: 'Premiere, Final Cut or DaVinci XML, plus Word.' },
    ],
  },
  b_roll: {
    steps: [
      { title: 'Import', text: 'Your cutaways and establishing shots.' },
      { title: 'Log', text: 'Otto describes and tags every shot.' },
      { title: 'Export', text: 'Premiere, Final Cut or DaVinci XML.' },
    ],
  },
  scripted_story: {
    steps: [
      { title: 'Import', text: 'Every take of your scripted shoot.' },
      { title: 'Match', text: 'Otto lines the takes up against your script.' },
      { title: 'Assemble', text: 'Export the assembly to your editor.' },
    ],
  },
};

/** A mode's intro as this server can honour it: no "50+ languages" where only English can be transcribed. */
export function modeIntroFor(mode: ProjectMode, available: AvailableLanguages): ModeIntro {
  const intro = modeIntros[mode];
  if (canTranscribe(available, 'fr')) return intro;
  const [first, ...rest] = intro.steps;
  return {
    ...intro,
    steps: [
      { ...first, text: first.text.replace('in any of 50+ languages', 'in English') },
      ...rest,
    ] as ModeIntro['steps'],
  };
}
