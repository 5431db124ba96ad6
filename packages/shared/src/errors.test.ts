import { describe, expect, it } from 'vitest';
import { labelForSourceError, sourceErrorCodeSchema, sourceErrorCodes, tooltipForSourceError } from './errors';

describe('source error labels', () => {
  it.each([
    ['no_video_stream', 'No video stream'],
    ['no_audio_stream', 'No audio stream'],
    ['codec_not_supported__pro_res_raw', 'Unsupported codec'],
    ['file_access_forbidden', 'Access Forbidden'],
    ['moov_atom_not_found', 'Video processing error'],
    ['upload_failed', 'Upload failed'],
    ['no_speech_detected', 'No speech detected'],
    ['no_tokens', 'No speech detected'],
    ['empty_transcript', 'No speech detected'],
    ['not_enough_speech', 'Very little speech detected'],
    ['not_enough_speech_in_transcript', 'Very little speech detected'],
    ['low_confidence', 'Unclear audio'],
    ['language_identification_failed', 'Unsupported language'],
    ['language_not_supported', 'Unsupported language'],
    ['unexpected_language', 'Unsupported language'],
    ['max_file_size_exceeded', 'Maximum file size exceeded'],
    ['something_new', 'Processing error'],
    [null, 'Processing error'],
  ])('%s → %s', (code, label) => {
    expect(labelForSourceError(code)).toBe(label);
  });

  it.each([
    ['no_speech_detected', 'fr', 'No speech detected in French'],
    ['empty_transcript', 'en-GB', 'No speech detected in English (UK)'],
    ['not_enough_speech', 'de', 'Very little speech detected in German'],
    ['no_tokens', 'auto', 'No speech detected'],
    ['low_confidence', 'fr', 'Unclear audio'],
  ])('%s in %s reads "%s"', (code, language, label) => {
    expect(labelForSourceError(code, { language })).toBe(label);
  });

  it('knows every catalogue code', () => {
    for (const code of sourceErrorCodes) expect(sourceErrorCodeSchema.parse(code)).toBe(code);
    expect(sourceErrorCodeSchema.safeParse('nope').success).toBe(false);
  });
});

describe('source error tooltips', () => {
  it.each([
    ['codec_not_supported__pro_res_raw', /H\.264/],
    ['no_video_stream', /video stream/],
    ['no_audio_stream', /speech/],
    ['moov_atom_not_found', /corrupted or incomplete/],
    ['no_speech_detected', /language.*Import again/],
    ['low_confidence', /clearer sound/],
    ['language_not_supported', /contact support/],
    ['file_access_forbidden', /download/],
    ['whatever', /upload it again, or contact support/],
  ])('%s explains itself', (code, pattern) => {
    expect(tooltipForSourceError(code, { errorType: 'ingest' })).toMatch(pattern);
  });

  it('explains a file over 4 hours with the chat sentence, under the default label', () => {
    expect(labelForSourceError('max_duration_exceeded')).toBe('Processing error');
    expect(tooltipForSourceError('max_duration_exceeded', { errorType: 'ingest' })).toBe(
      'Sorry, the maximum file duration supported today is 4 hours. Please import a shorter file.',
    );
  });

  it('says nothing more for upload errors, except a forbidden download', () => {
    expect(tooltipForSourceError('upload_failed', { errorType: 'upload' })).toBeUndefined();
    expect(tooltipForSourceError('no_audio_stream', { errorType: 'upload' })).toBeUndefined();
    expect(tooltipForSourceError('file_access_forbidden', { errorType: 'upload' })).toMatch(/permission|download/i);
  });

  it('points scripted-story users at the modes that take other languages', () => {
    const tip = tooltipForSourceError('unexpected_language', { mode: 'scripted_story' });
    expect(tip).toMatch(/English only/);
    expect(tip).toMatch(/ChatGPT/);
    expect(tip).toMatch(/Rough Cut/);
  });

  it('every sentence ends properly', () => {
    for (const code of sourceErrorCodes) expect(tooltipForSourceError(code)).toMatch(/[.!]$/);
  });
});
