import { describe, expect, it } from 'vitest';
import { pickSuggestions, setsAfterMp4Suggestion, type SuggestionInput } from './suggestions';

const base: SuggestionInput = {
  shouldShowTopicSuggestion: false,
  shouldShowSocialMediaSuggestion: false,
  shouldShowAfterMp4ExportSuggestion: false,
  numEditResponses: 0,
  serverSuggestions: [],
  mode: 'multi_language',
  isMobile: false,
};

describe('pickSuggestions', () => {
  it.each<[string, Partial<SuggestionInput>, string[]]>([
    [
      'topic first, over everything',
      { shouldShowTopicSuggestion: true, shouldShowSocialMediaSuggestion: true, numEditResponses: 3 },
      ['Can we explore topic 1?', 'Can we explore topic 2?', 'Cut me a short video combining topics 1 and 2'],
    ],
    [
      'topic, named by the server when it knows the topics',
      { shouldShowTopicSuggestion: true, serverSuggestions: ['Can we explore topic 1 (printing history)?'] },
      ['Can we explore topic 1 (printing history)?'],
    ],
    [
      'then social media',
      { shouldShowSocialMediaSuggestion: true, shouldShowAfterMp4ExportSuggestion: true },
      ['Make the hook punchier.', 'Create a title/description for Instagram.', 'Create a complementary blog post.'],
    ],
    [
      'then after an MP4 export',
      { shouldShowAfterMp4ExportSuggestion: true, numEditResponses: 2 },
      ['Create SEO-friendly titles', 'Create punchy description for YouTube'],
    ],
    ['nothing once edits exist', { numEditResponses: 1, serverSuggestions: ['Server idea'] }, []],
    [
      'the server’s own next',
      { serverSuggestions: ['Cut the intro', 'Find the jokes'] },
      ['Cut the intro', 'Find the jokes'],
    ],
    ['defaults last', {}, ['Cut me a video on topic 1', 'Cut me a video on topic 2', 'Explore topics 1 and 2']],
    ['no defaults for rough cut', { mode: 'rough_cut' }, []],
    ['at most 2 on mobile', { isMobile: true }, ['Cut me a video on topic 1', 'Cut me a video on topic 2']],
  ])('%s', (_name, input, expected) => {
    expect(pickSuggestions({ ...base, ...input })).toEqual(expected);
  });

  it('sets the after-export suggestion only for the talk-driven modes', () => {
    expect(
      ['standard', 'multi_language', 'social_media', 'podcast'].every((m) => setsAfterMp4Suggestion(m as never)),
    ).toBe(true);
    expect(setsAfterMp4Suggestion('rough_cut')).toBe(false);
    expect(setsAfterMp4Suggestion('b_roll')).toBe(false);
  });
});
