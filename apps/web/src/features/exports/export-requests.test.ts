import { exportOptions } from '@otto/shared/export-menu';
import { defaultUserSettings, userSettingsSchema, type PartialUserSettings } from '@otto/shared/settings';
import { describe, expect, it } from 'vitest';
import {
  convertRequestBody,
  downloadName,
  exportRouteFor,
  proresBody,
  srtBody,
  timelineBody,
  timelineRequest,
  videoBody,
  type ExportContext,
} from './export-requests';

const projectId = '3f1d2c4b-0a6e-4c1f-9b1e-2d3c4b5a6f70';
const sourceId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const ctx = (tier: 'free' | 'pro' = 'free'): ExportContext => ({
  project: { id: projectId, name: 'Interview', mode: 'social_media', category: 'singlecam' },
  messageId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  user: { email: 'ed@example.com', subscriptionTier: tier },
  data: {
    prompt: 'Make a reel',
    containerId: '11111111-2222-4333-8444-555555555555',
    storyIndex: 1,
    container: {
      schemaVersion: 1,
      id: '11111111-2222-4333-8444-555555555555',
      projectId,
      stories: [
        { index: 0, title: 'First', segments: [{ sourceId, start: 0, end: 2, text: 'a' }] },
        { index: 1, title: 'The hook', segments: [{ sourceId, start: 5, end: 9, text: 'b' }] },
      ],
    },
  },
});

/** A new user's settings with the fields given replaced, as the settings PATCH stores them. */
const withSettings = (patch: PartialUserSettings) => userSettingsSchema.parse({ ...defaultUserSettings(), ...patch });

describe('export requests', () => {
  it('send A-roll logs to /export/xml-arolls and scripted stories to /export/xml-scripted, named per spec', () => {
    const aroll = { ...ctx('pro'), project: { ...ctx().project, mode: 'a_roll' as const } };
    expect(timelineRequest(aroll, exportOptions.docx)).toEqual({
      endpoint: '/export/xml-arolls',
      body: {
        project_id: projectId,
        project_name: 'Interview',
        email: 'ed@example.com',
        format: 'docx',
        aroll: { message_id: aroll.messageId },
        subscription_tier: 'pro',
      },
    });
    expect(downloadName(aroll, exportOptions.premiere)).toBe('Interview_A-Rolls.xml');
    const scripted = { ...ctx(), project: { ...ctx().project, mode: 'scripted_story' as const } };
    const request = timelineRequest(scripted, exportOptions.fcpxml);
    expect(request.endpoint).toBe('/export/xml-scripted');
    expect(request.body).toMatchObject({ format: 'fcpxml', story_indexes: [1], message_id: scripted.messageId });
    expect(downloadName(scripted, exportOptions.fcpxml)).toBe('Interview_Scripted_Story.fcpxml');
    expect(timelineRequest(ctx(), exportOptions.premiere).endpoint).toBe('/export/xml');
  });

  it('route each option to its call', () => {
    expect(exportRouteFor(exportOptions.vertical_premiere)).toBe('timeline');
    expect(exportRouteFor(exportOptions.docx)).toBe('timeline');
    expect(exportRouteFor(exportOptions.srt)).toBe('srt');
    expect(exportRouteFor(exportOptions.vertical_mp4_captions)).toBe('video');
    expect(exportRouteFor(exportOptions.prores_caption)).toBe('prores');
  });

  it('export the story the message shows, named after it', () => {
    const body = timelineBody(ctx(), exportOptions.vertical_fcpxml);
    expect(body).toMatchObject({
      project_id: projectId,
      format: 'fcpxml',
      layout: 'vertical',
      story_indexes: [1],
      user: 'ed@example.com',
    });
    expect(downloadName(ctx(), exportOptions.vertical_fcpxml)).toBe('Interview - The hook (Vertical).fcpxml');
    expect(srtBody(ctx(), exportOptions.srt)).not.toHaveProperty('format');
    expect(convertRequestBody(ctx(), exportOptions.premiere)).toMatchObject({
      format: { type: 'premiere', layout: 'original' },
      story_indexes: [1],
    });
  });

  it('send the story segments with caption colours and branding from settings; free users get the forced corner', () => {
    const settings = withSettings({
      captionSettings: { activeColor: '#00FF00' },
      logo: { status: 'success', uri: 's3://branding/u/logo.png', corner: 'bottom-left' },
      branding: {
        horizontal_intro: { status: 'success', uri: 's3://branding/u/horizontal_intro.png' },
        horizontal_outro: { status: 'failed', uri: null },
        vertical_intro: { status: null, uri: null },
        vertical_outro: { status: null, uri: null },
      },
    });
    const free = videoBody(ctx('free'), exportOptions.mp4_captions, settings);
    expect(free).toMatchObject({
      layout: 'original',
      segments: [{ sourceId, start: 5, end: 9, text: 'b' }],
      story_index: 1,
      logo: null,
      corner: 'top-left',
      intro: 's3://branding/u/horizontal_intro.png',
      outro: null,
      active_color: '#00FF00',
      inactive_color: '#FFFFFF',
      outline_color: '#000000',
      export_filename: 'Interview - The hook (Captions).mp4',
    });
    expect(videoBody(ctx('pro'), exportOptions.mp4, settings)).toMatchObject({
      logo: 's3://branding/u/logo.png',
      corner: 'bottom-left',
    });
    const prores = proresBody(ctx('pro'), exportOptions.prores_caption, settings);
    expect(prores).not.toHaveProperty('logo');
    expect(prores).not.toHaveProperty('intro');
    expect(prores).toMatchObject({ layout: 'original', active_color: '#00FF00' });
  });
});
