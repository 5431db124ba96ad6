import { brandingText } from '@otto/shared/ui-text';
import { defaultUserSettings, type AssetUploadEvent } from '@otto/shared/settings';
import { describe, expect, it, vi } from 'vitest';
import {
  colourDiffersFromDefault,
  colourPatch,
  createDebouncer,
  displayedColour,
  imageSizeProblem,
  isColourInputValid,
  pickerValue,
  slotEventPatch,
  uploadContentType,
} from './branding.fns';
import { uploadBrandingFile, type BrandingUploadDeps } from './branding.upload';

describe('caption colours', () => {
  it.each([
    ['activeColor', '#12abEF', true],
    ['activeColor', '12abef', false],
    ['activeColor', '#12abe', false],
    ['activeColor', 'transparent', false],
    ['outlineColor', 'transparent', true],
    ['outlineColor', ' #000000 ', true],
  ] as const)('%s accepts %j: %s', (key, text, valid) => {
    expect(isColourInputValid(key, text)).toBe(valid);
  });

  it('applies valid colours, removes the override for the default and ignores invalid input', () => {
    expect(colourPatch('activeColor', '#FF0000')).toEqual({ captionSettings: { activeColor: '#FF0000' } });
    expect(colourPatch('activeColor', '#ffd400')).toEqual({ captionSettings: { activeColor: null } });
    expect(colourPatch('outlineColor', 'transparent')).toEqual({ captionSettings: { outlineColor: 'transparent' } });
    expect(colourPatch('inactiveColor', '#ggg000')).toBeNull();
  });

  it('shows the default for absent or removed overrides, and Reset only when different', () => {
    expect(displayedColour({}, 'activeColor')).toBe('#FFD400');
    expect(displayedColour({ activeColor: null }, 'activeColor')).toBe('#FFD400');
    expect(colourDiffersFromDefault({ activeColor: null }, 'activeColor')).toBe(false);
    expect(colourDiffersFromDefault({ activeColor: '#ffd400' }, 'activeColor')).toBe(false);
    expect(colourDiffersFromDefault({ activeColor: '#00ff00' }, 'activeColor')).toBe(true);
  });

  it('gives the native picker a hex value even for a transparent outline', () => {
    expect(pickerValue('outlineColor', 'transparent')).toBe('#000000');
    expect(pickerValue('activeColor', '#ABCDEF')).toBe('#abcdef');
  });

  it('debounces native picker changes to the last one after 300 ms', () => {
    vi.useFakeTimers();
    const applied: string[] = [];
    const debouncer = createDebouncer(300);
    for (const c of ['#100000', '#200000', '#300000']) {
      debouncer.call(() => applied.push(c));
      vi.advanceTimersByTime(100);
    }
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(applied).toEqual(['#300000']);
    debouncer.call(() => applied.push('#400000'));
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(applied).toEqual(['#300000']);
    vi.useRealTimers();
  });
});

describe('branding files', () => {
  it.each([
    ['logo', 'brand.PNG', 'image/png'],
    ['horizontal_intro', 'intro.jpeg', 'image/jpeg'],
    ['vertical_outro', 'end.jpg', 'image/jpeg'],
    ['overlay_video', 'sparkles.mov', 'video/quicktime'],
  ] as const)('%s takes %s as %s', (slot, name, contentType) => {
    expect(uploadContentType(slot, name)).toEqual({ ok: true, contentType });
  });

  it('refuses other types with the spec message', () => {
    expect(uploadContentType('logo', 'logo.gif')).toEqual({
      ok: false,
      message: brandingText.invalidImageType('logo.gif'),
    });
    expect(uploadContentType('overlay_video', 'clip.mp4').ok).toBe(false);
  });

  it('checks intro and outro ratios exactly; any logo shape is fine', () => {
    expect(imageSizeProblem('horizontal_intro', 'a.png', 1920, 1080)).toBeNull();
    expect(imageSizeProblem('horizontal_intro', 'a.png', 1920, 1081)).toBe(
      'a.png: 1920x1081 is not a 16:9 aspect ratio.',
    );
    expect(imageSizeProblem('vertical_outro', 'b.png', 1920, 1080)).toBe(
      'b.png: 1920x1080 is not a 9:16 aspect ratio.',
    );
    expect(imageSizeProblem('logo', 'l.png', 500, 123)).toBeNull();
  });

  it('turns upload events into whole-slot patches', () => {
    const settings = defaultUserSettings();
    expect(slotEventPatch(settings, 'overlay_video', { type: 'start', fileName: 'x.mov' })).toEqual({
      overlays: { overlay_video: { status: 'in_progress', uri: null, fileName: 'x.mov', startTime: 0 } },
    });
    expect(slotEventPatch(settings, 'logo', { type: 'complete', uri: 's3://branding/u/logo.png' })).toEqual({
      logo: { status: 'success', uri: 's3://branding/u/logo.png', corner: 'bottom-right' },
    });
    expect(slotEventPatch(settings, 'vertical_intro', { type: 'error' })).toEqual({
      branding: { vertical_intro: { status: 'failed', uri: null } },
    });
  });
});

describe('uploadBrandingFile', () => {
  const file = Object.assign(new Blob(['png']), { name: 'logo.png' });
  const signed = {
    url: 'https://storage/put',
    expires: 0,
    s3Uri: 's3://branding/u1/logo.png',
    contentType: 'image/png',
  };

  function deps(put: BrandingUploadDeps['put']) {
    const posts: unknown[] = [];
    const api = {
      post: async <T>(path: string, body?: unknown): Promise<T> => {
        posts.push({ path, body });
        return signed as T;
      },
    };
    return { deps: { api, put }, posts };
  }

  it('asks for a signed PUT, uploads, and reports start then complete', async () => {
    const events: AssetUploadEvent[] = [];
    const { deps: d, posts } = deps(async () => true);
    const outcome = await uploadBrandingFile('logo', file, d, (e) => events.push(e));
    expect(outcome).toEqual({ status: 'success', uri: signed.s3Uri });
    expect(posts).toEqual([{ path: '/branding/upload-url', body: { category: 'logo', content_type: 'image/png' } }]);
    expect(events).toEqual([
      { type: 'start', fileName: 'logo.png' },
      { type: 'complete', uri: signed.s3Uri },
    ]);
  });

  it('reports failed when storage refuses, canceled when aborted', async () => {
    const events: AssetUploadEvent[] = [];
    expect(await uploadBrandingFile('logo', file, deps(async () => false).deps, (e) => events.push(e))).toEqual({
      status: 'failed',
    });
    expect(events.at(-1)).toEqual({ type: 'error' });
    const controller = new AbortController();
    const aborting = deps(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    expect(await uploadBrandingFile('logo', file, aborting.deps, (e) => events.push(e), controller.signal)).toEqual({
      status: 'canceled',
    });
    expect(events.at(-1)).toEqual({ type: 'abort' });
  });

  it('does not start an upload of a refused type', async () => {
    const events: AssetUploadEvent[] = [];
    const gif = Object.assign(new Blob(['gif']), { name: 'logo.gif' });
    const outcome = await uploadBrandingFile('logo', gif, deps(async () => true).deps, (e) => events.push(e));
    expect(outcome).toEqual({ status: 'failed', message: brandingText.invalidImageType('logo.gif') });
    expect(events).toEqual([]);
  });
});
