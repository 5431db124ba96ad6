/** Which prompt suggestions the strip under the chat bar shows (spec chat §4 "Suggestion priority"). */
import { chatLimits, defaultSuggestions } from './constants';
import type { ProjectMode } from './modes';

export interface SuggestionInput {
  shouldShowTopicSuggestion: boolean;
  shouldShowSocialMediaSuggestion: boolean;
  shouldShowAfterMp4ExportSuggestion: boolean;
  numEditResponses: number;
  serverSuggestions: readonly string[];
  mode: ProjectMode;
  isMobile: boolean;
}

export type SuggestionSource = 'topic' | 'social' | 'after_export' | 'none' | 'server' | 'defaults';

/** The first rule that applies wins: flags set by earlier replies, then the server's own, then defaults. */
export function suggestionSource(input: SuggestionInput): SuggestionSource {
  if (input.shouldShowTopicSuggestion) return 'topic';
  if (input.shouldShowSocialMediaSuggestion) return 'social';
  if (input.shouldShowAfterMp4ExportSuggestion) return 'after_export';
  if (input.numEditResponses > 0) return 'none';
  if (input.serverSuggestions.length > 0) return 'server';
  return input.mode === 'rough_cut' ? 'none' : 'defaults';
}

export function pickSuggestions(input: SuggestionInput): string[] {
  const source = suggestionSource(input);
  const all: readonly string[] =
    source === 'topic'
      ? // The server names the topics in its copy of this list when it knows them.
        input.serverSuggestions.length > 0
        ? input.serverSuggestions
        : defaultSuggestions.topic
      : source === 'social'
        ? defaultSuggestions.social
        : source === 'after_export'
          ? defaultSuggestions.afterExport
          : source === 'server'
            ? input.serverSuggestions
            : source === 'defaults'
              ? defaultSuggestions.start
              : [];
  return input.isMobile ? all.slice(0, chatLimits.mobileMaxSuggestions) : [...all];
}

/** Modes whose MP4 export sets the after-export suggestion (once). */
export const afterMp4SuggestionModes: readonly ProjectMode[] = [
  'standard',
  'multi_language',
  'social_media',
  'podcast',
];

export const setsAfterMp4Suggestion = (mode: ProjectMode): boolean => afterMp4SuggestionModes.includes(mode);
