import { describe, expect, it } from 'vitest';
import {
  botText,
  chatBar,
  chatLimits,
  credits,
  defaultSuggestions,
  durationLimits,
  largeFileLimits,
  multipartUpload,
  planCreditDiscount,
  signInHeaderFor,
  timingsMs,
  toastDurationsMs,
  toastText,
  truncateForAlert,
} from './constants';

describe('business constants', () => {
  it('match the specs', () => {
    expect(durationLimits.maxFileSeconds).toBe(4 * 60 * 60);
    expect(durationLimits.maxTotalSeconds).toBe(5 * 60 * 60);
    expect(largeFileLimits.suggestDesktopBytes).toBe(500_000_000);
    expect(largeFileLimits.forceDesktopBytes).toBe(2_000_000_000);
    expect(multipartUpload).toMatchObject({
      bucket: 'ingest',
      chunkSizeBytes: 5242880,
      maxParts: 10000,
      parallelParts: 10,
      partRetries: 10,
    });
    expect(chatBar).toEqual({ baseHeightPx: 66, maxRows: 24 });
    expect(toastDurationsMs).toMatchObject({
      duplicates: 2000,
      mobile: 3000,
      unreadableFiles: 8000,
      general: 3000,
      newMessage: 10000,
    });
    expect(timingsMs).toMatchObject({
      welcomeMessageDelay: 3000,
      introVideoDelay: 1000,
      typingPerChar: 5,
      feedbackAutoSubmit: 10000,
      signedUrlRefreshMargin: 3_600_000,
      colourPickerDebounce: 300,
      pricingSpinnerMin: 800,
      billingPortalTimeout: 10000,
      verticalExportMax: 600_000,
      cloudTokenRefreshMargin: 300_000,
    });
    expect(chatLimits).toMatchObject({ mobileMaxSuggestions: 2, feedbackMaxChars: 280 });
    expect(credits).toEqual({ priceCents: 1500, minQuantity: 1, maxQuantity: 50000 });
    expect(planCreditDiscount).toEqual({ free: 0, starter: 0.25, pro: 0.5, pro_team: 0.5, ultra: 0.5 });
  });

  it('has the default suggestion texts', () => {
    expect(defaultSuggestions.start).toEqual([
      'Cut me a video on topic 1',
      'Cut me a video on topic 2',
      'Explore topics 1 and 2',
    ]);
    expect(defaultSuggestions.topic[0]).toBe('Can we explore topic 1?');
    expect(defaultSuggestions.topic).toHaveLength(3);
    expect(defaultSuggestions.social).toEqual([
      'Make the hook punchier.',
      'Create a title/description for Instagram.',
      'Create a complementary blog post.',
    ]);
    expect(defaultSuggestions.afterExport).toEqual([
      'Create SEO-friendly titles',
      'Create punchy description for YouTube',
    ]);
  });
});

describe('texts with placeholders', () => {
  it('fills in the support address', () => {
    expect(botText.fileIngestFailed('help@example.org')).toBe(
      'There was an error processing the file. Please try again. If the issue continues, chat with us or contact our team at help@example.org.',
    );
    expect(botText.promptFailed('help@example.org')).toBe(
      "Darn. There was an error. It's not you, it's me. Sorry. Try again and if it still fails, chat with us or message us: help@example.org",
    );
  });

  it('names the failed export format', () => {
    expect(botText.editingToolExportFailed('Premiere')).toBe(
      'Hmm something went wrong with the Premiere export. Try exporting again!',
    );
  });

  it('lists unreadable files', () => {
    expect(toastText.unreadableFiles(['a.mov', 'b.mp4'])).toBe(
      'We are unable to access the following files: a.mov, b.mp4. Please remove and add them again.',
    );
  });

  it.each([
    ['start_import', 'Hi, Otto is free to use. Sign in to start editing.'],
    ['add_files', 'Hi, Otto is free to use. Sign in to start editing.'],
    ['export', 'Ready to speed up video editing?'],
    ['clone', 'Ready to speed up video editing?'],
  ] as const)('sign-in header for %s', (trigger, header) => {
    expect(signInHeaderFor(trigger)).toBe(header);
  });
});

describe('truncateForAlert', () => {
  it('keeps short prompts and cuts long ones to 997 characters plus dots', () => {
    expect(truncateForAlert('short')).toBe('short');
    expect(truncateForAlert('x'.repeat(1000))).toBe('x'.repeat(1000));
    const cut = truncateForAlert('y'.repeat(1500));
    expect(cut).toHaveLength(1000);
    expect(cut.endsWith('y...')).toBe(true);
  });
});
