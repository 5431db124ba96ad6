import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { projectFixture, sourceFixture } from '../../test/api-fixtures.test-support';
import { MulticamImportView } from './multicam-import-view';
import {
  camerasThatFit,
  fitsSlot,
  isSlotEditable,
  multicamProcessingEstimate,
  multicamStageView,
  multicamView,
} from './multicam-slots.fns';
import { isTypeLocked, typeSegments } from './project-type-control.fns';

const projectId = '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11';
let n = 0;
const source = (filename: string, patch: Partial<Source> = {}): Source =>
  sourceFixture({
    id: `5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c${String(n++).padStart(2, '0')}`,
    projectId,
    filename,
    type: /\.(wav|mp3|m4a)$/.test(filename) ? 'audio' : 'video',
    durationMs: 600_000,
    filesize: 1_000_000,
    category: 'multicam',
    ...patch,
  });
const project = (patch: Partial<Project> = {}): Project =>
  projectFixture({ id: projectId, mode: 'podcast', category: 'multicam', ...patch });

const render = (p: Project, sources: Source[]) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MulticamImportView project={p} signedIn sources={sources} />
    </QueryClientProvider>,
  );

describe('multicam import view rules', () => {
  it('asks for Camera 1 and 2 first, then for the main audio, then lets Import go', () => {
    expect(multicamView({ sources: [], mainAudioId: null }).hint).toBe('Add your video files, then click start');
    const a = source('cam-a.mp4');
    const b = source('cam-b.mp4');
    expect(multicamView({ sources: [a], mainAudioId: null }).hint).toBe('Add your video files, then click start');
    expect(multicamView({ sources: [a, b], mainAudioId: null }).hint).toBe('Select your main audio, then click start');
    expect(multicamView({ sources: [a, b], mainAudioId: b.id }).hint).toBeNull();
  });

  it('fills the slots in order: three cameras at most, the first audio file as Main audio', () => {
    const cams = ['1.mp4', '2.mov', '3.mp4', '4.mp4'].map((f) => source(f));
    const audio = source('main.wav');
    const view = multicamView({ sources: [...cams, audio, source('other.mp3')], mainAudioId: null });
    expect(view.slots.map((s) => [s.label, s.required, s.source?.filename ?? null])).toEqual([
      ['Camera 1', true, '1.mp4'],
      ['Camera 2', true, '2.mov'],
      ['Camera 3', false, '3.mp4'],
      ['Main audio', false, 'main.wav'],
    ]);
    expect(camerasThatFit(2, ['x', 'y'])).toEqual({ fit: ['x'], left: ['y'] });
    expect(camerasThatFit(3, ['x'])).toEqual({ fit: [], left: ['x'] });
  });

  it("lets a camera's own audio be main, and warns that a separate audio file then goes unused", () => {
    const a = source('a.mp4');
    const b = source('b.mp4');
    expect(multicamView({ sources: [a, b], mainAudioId: a.id }).warnings).toEqual([
      'Please select the file with the best audio quality, or import a separate file.',
    ]);
    const wav = source('room.wav');
    const cameraMain = multicamView({ sources: [a, b, wav], mainAudioId: b.id });
    expect(cameraMain.warnings).toEqual([
      'Warning: the audio file you added will not be used because another file is selected as main audio.',
    ]);
    expect(cameraMain.used.map((s) => s.filename)).toEqual(['a.mp4', 'b.mp4']);
    expect(cameraMain.unused.map((s) => s.filename)).toEqual(['room.wav']);
    const audioMain = multicamView({ sources: [a, b, wav], mainAudioId: wav.id });
    expect(audioMain.warnings).toEqual([]);
    expect(audioMain.used.map((s) => s.filename)).toEqual(['a.mp4', 'b.mp4', 'room.wav']);
  });

  it('takes a video into a camera slot and only a .wav, .mp3 or .m4a into the Main audio slot', () => {
    expect(fitsSlot('camera', { type: 'video', name: 'camA.mov' })).toBe(true);
    expect(fitsSlot('camera', { type: 'audio', name: 'mix.wav' })).toBe(false);
    for (const name of ['mix.wav', 'mix.MP3', 'mix.m4a'])
      expect(fitsSlot('main_audio', { type: 'audio', name })).toBe(true);
    expect(fitsSlot('main_audio', { type: 'audio', name: 'mix.flac' })).toBe(false);
    expect(fitsSlot('main_audio', { type: 'video', name: 'camA.mp4' })).toBe(false);
  });

  it('forgets a main audio that is no longer in the view', () => {
    const a = source('a.mp4');
    expect(multicamView({ sources: [a, source('b.mp4')], mainAudioId: 'gone' }).mainAudioId).toBeNull();
  });

  it('asks to re-add files the page lost, and names a file over the size limit', () => {
    const both = [source('a.mp4'), source('b.mp4')];
    expect(multicamView({ sources: both, mainAudioId: both[0]!.id, filesLost: true }).hint).toBe(
      'Please re-add your files or start a new project',
    );
    expect(multicamView({ sources: both, mainAudioId: null, maxFileSizeExceeded: '2 GB' }).hint).toBe(
      'Maximum file size exceeded (2 GB)',
    );
  });

  it('only files not yet sent or failed can be chosen as main audio or removed', () => {
    expect(isSlotEditable(source('a.mp4', { state: 'none' }))).toBe(true);
    expect(isSlotEditable(source('a.mp4', { state: 'error' }))).toBe(true);
    for (const state of ['uploading', 'importing', 'ingesting', 'completed'] as const)
      expect(isSlotEditable(source('a.mp4', { state }))).toBe(false);
  });

  it('counts down from 0.4 × the longest file, × 0.8 unless exactly three files are used', () => {
    const two = [source('a.mp4', { durationMs: 100_000 }), source('b.mp4', { durationMs: 50_000 })];
    expect(multicamProcessingEstimate(two)).toBeCloseTo(0.4 * 100 * 0.8);
    expect(multicamProcessingEstimate([...two, source('c.wav', { durationMs: 10_000 })])).toBeCloseTo(40);
    expect(multicamProcessingEstimate([source('a.mp4', { durationMs: null })])).toBeUndefined();
  });

  it("reads 'Analyzing multicam...' while analysing and 'Ready to edit' when done", () => {
    expect(multicamStageView('uploading_files')).toBe('files');
    expect(multicamStageView('processing_files')).toBe('files');
    expect(multicamStageView('processing_multicam')).toBe('analyzing');
    expect(multicamStageView('analyzing_files')).toBe('analyzing');
    expect(multicamStageView('done')).toBe('ready');
  });
});

describe('project type control', () => {
  it('offers Standard/Multicam in a rough cut and Non-overlapping/Overlapping Audio in a podcast', () => {
    expect(typeSegments({ mode: 'rough_cut', category: 'singlecam' }).map((s) => [s.label, s.selected])).toEqual([
      ['Standard', true],
      ['Multicam', false],
    ]);
    expect(typeSegments({ mode: 'rough_cut', category: 'singlecam' })[1]!.patch).toEqual({ category: 'multicam' });
    expect(
      typeSegments({ mode: 'podcast', category: 'multicam', audioOverlap: 'overlapping' }).map((s) => [
        s.label,
        s.selected,
      ]),
    ).toEqual([
      ['Non-overlapping Audio', false],
      ['Overlapping Audio', true],
    ]);
    expect(typeSegments({ mode: 'standard', category: 'singlecam' })).toEqual([]);
  });

  it('locks once importing started or edits exist', () => {
    const fresh = { numEditResponses: 0, multicamImportStage: 'none' as const };
    expect(isTypeLocked(fresh, [])).toBe(false);
    expect(isTypeLocked(fresh, [{ state: 'none' }])).toBe(true);
    expect(isTypeLocked({ ...fresh, numEditResponses: 1 }, [])).toBe(true);
    expect(isTypeLocked({ ...fresh, multicamImportStage: 'uploading_files' }, [])).toBe(true);
  });
});

describe('multicam import view', () => {
  it('shows the four slots, the hint, the demo offer and a disabled Import when empty', () => {
    const html = render(project(), []);
    for (const label of ['Camera 1', 'Camera 2', 'Camera 3', 'Main audio']) expect(html).toContain(label);
    expect(html).toContain('Add your video files, then click start');
    expect(html).toContain('Or try out our demo project');
    expect(html).toMatch(/data-testid="multicam-import-start"[^>]*disabled/);
    expect(html).toContain('Non-overlapping Audio');
    expect(html).toContain('accept=".wav,.mp3,.m4a"');
  });

  it('offers each file as the main audio with a radio, locked once its upload started', () => {
    const a = source('a.mp4');
    const b = source('b.mp4', { state: 'uploading' });
    const html = render(project({ mainAudioId: a.id }), [a, b]);
    expect(html.match(/data-testid="main-audio-radio"/g)).toHaveLength(2);
    expect(html).toMatch(/aria-label="Use Camera 1 \(a\.mp4\) as the main audio"[^>]*checked/);
    expect(html).toMatch(/aria-label="Use Camera 2 \(b\.mp4\) as the main audio"[^>]*disabled/);
    expect(html).not.toContain('Or try out our demo project');
  });

  it('shows the analysis, its errors, and then only Ready to edit', () => {
    const a = source('a.mp4', { state: 'completed' });
    const errors = [
      { type: 'sync_failed', message: "Camera 2's audio does not match the main audio.", level: 'error' as const },
    ];
    const analyzing = render(project({ multicamImportStage: 'processing_multicam', multicamImportErrors: errors }), [
      a,
    ]);
    expect(analyzing).toContain('Analyzing multicam...');
    expect(analyzing).toContain('Camera 2&#x27;s audio does not match the main audio.');
    expect(analyzing).not.toContain('multicam-import-start');
    const done = render(project({ multicamImportStage: 'done' }), [a]);
    expect(done).toContain('Ready to edit');
    expect(done).not.toContain('a.mp4');
  });
});
