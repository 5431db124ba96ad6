import { describe, expect, it } from 'vitest';
import {
  exportFailureMessage,
  exportFilename,
  exportMenu,
  exportOptions,
  fileKindForFormat,
  isOptionExporting,
  sanitizeFilename,
  type ExportMenuSection,
} from './export-menu';

const names = (sections: ExportMenuSection[]) =>
  Object.fromEntries(sections.map((s) => [s.title, s.entries.map((e) => e.option.displayName)]));

describe('export display names', () => {
  it('uses the spec’s names, with the Vertical | prefix for vertical editing apps', () => {
    const all = Object.values(exportOptions).map((o) => o.displayName);
    expect(all).toEqual(
      expect.arrayContaining([
        'Adobe Premiere Pro',
        'DaVinci Resolve (xml, old)',
        'DaVinci Resolve (fcpxml, new)',
        'Final Cut Pro',
        'Video',
        'Vertical',
        'Video with captions',
        'Vertical with captions',
        'SRT Captions',
        'Prores Captions (MOV)',
        'Word',
        'Vertical | Adobe Premiere Pro',
        'Vertical | Final Cut Pro',
      ]),
    );
  });

  it('maps the MP4 entries to their layouts', () => {
    expect(exportOptions.mp4.layout).toBe('original_no_captions');
    expect(exportOptions.mp4_captions.layout).toBe('original');
    expect(exportOptions.vertical_mp4.layout).toBe('vertical_no_captions');
    expect(exportOptions.vertical_mp4_captions.layout).toBe('vertical');
  });
});

describe('exportMenu', () => {
  it('offers a-roll only the three editing apps and Word, in one section', () => {
    expect(names(exportMenu({ mode: 'a_roll', category: 'singlecam' }))).toEqual({
      'Editing Apps': ['Adobe Premiere Pro', 'Final Cut Pro', 'DaVinci Resolve (xml, old)', 'Word'],
    });
  });

  it('offers b-roll only the three editing apps and never Last Used', () => {
    expect(names(exportMenu({ mode: 'b_roll', category: 'singlecam', lastExportOptions: ['premiere'] }))).toEqual({
      'Editing Apps': ['Adobe Premiere Pro', 'Final Cut Pro', 'DaVinci Resolve (xml, old)'],
    });
  });

  it('shows vertical editing apps and Word in social media mode', () => {
    const menu = names(exportMenu({ mode: 'social_media', category: 'singlecam' }));
    expect(Object.keys(menu)).toEqual(['Editing Apps', 'Video (MP4)', 'Captions', 'Transcripts']);
    expect(menu['Editing Apps']).toContain('Vertical | DaVinci Resolve (fcpxml, new)');
    expect(menu['Video (MP4)']).toEqual(['Video', 'Vertical', 'Video with captions', 'Vertical with captions']);
    expect(menu.Captions).toEqual(['SRT Captions', 'Prores Captions (MOV)']);
    expect(menu.Transcripts).toContain('Word');
  });

  it('offers Word in standard mode but not in multi-language mode', () => {
    expect(names(exportMenu({ mode: 'standard', category: 'singlecam' })).Transcripts).toContain('Word');
    expect(names(exportMenu({ mode: 'multi_language', category: 'singlecam' })).Transcripts ?? []).not.toContain(
      'Word',
    );
  });

  it('keeps vertical editing apps and Word out of rough cut', () => {
    const menu = names(exportMenu({ mode: 'rough_cut', category: 'singlecam' }));
    expect(menu['Editing Apps']?.some((n) => n.startsWith('Vertical |'))).toBe(false);
    expect(menu.Transcripts ?? []).not.toContain('Word');
  });

  it('lists Last Used newest first, only with earlier picks the mode offers', () => {
    const menu = exportMenu({ mode: 'standard', category: 'singlecam', lastExportOptions: ['srt', 'premiere'] });
    expect(menu[0]?.title).toBe('Last Used');
    expect(menu[0]?.entries.map((e) => e.option.id)).toEqual(['premiere', 'srt']);
    const noneOffered = exportMenu({
      mode: 'standard',
      category: 'singlecam',
      lastExportOptions: ['vertical_premiere'],
    });
    expect(noneOffered[0]?.title).toBe('Editing Apps');
    expect(exportMenu({ mode: 'standard', category: 'singlecam' })[0]?.title).toBe('Editing Apps');
  });

  it('disables vertical, SRT and ProRes in multicam until prompted', () => {
    const menu = exportMenu({ mode: 'podcast', category: 'multicam' });
    const disabled = menu.flatMap((s) => s.entries).filter((e) => e.disabled);
    expect(disabled.map((e) => e.option.id).sort()).toEqual(
      ['prores_caption', 'srt', 'vertical_mp4', 'vertical_mp4_captions'].sort(),
    );
    expect(disabled.every((e) => e.tooltip === 'Available after prompting')).toBe(true);
    const prompted = exportMenu({ mode: 'podcast', category: 'multicam', isPrompted: true });
    expect(prompted.flatMap((s) => s.entries).some((e) => e.disabled)).toBe(false);
  });
});

describe('export files', () => {
  it('maps formats to file kinds', () => {
    expect(fileKindForFormat).toMatchObject({
      premiere: 'xml',
      davinci_xml: 'xml',
      davinci_fcpxml: 'fcpxml',
      fcpxml: 'fcpxml',
      edl: 'edl',
      docx: 'docx',
      csv: 'csv',
      mp4: 'mp4',
      prores_caption: 'mov',
      srt: 'srt',
    });
  });

  it.each([
    [{ projectName: 'Trip', mode: 'a_roll', format: 'premiere' }, 'Trip_A-Rolls.xml'],
    [{ projectName: 'Trip', mode: 'b_roll', format: 'fcpxml' }, 'Trip_B-Rolls.fcpxml'],
    [{ projectName: 'Ad', mode: 'scripted_story', format: 'davinci_xml' }, 'Ad_Scripted_Story.xml'],
    [
      { projectName: 'Podcast 12', mode: 'social_media', format: 'mp4', storyTitle: 'The hook' },
      'Podcast 12 - The hook.mp4',
    ],
    [
      { projectName: 'Podcast', mode: 'social_media', format: 'mp4', layout: 'vertical', storyTitle: 'Why?' },
      'Podcast - Why (Vertical, Captions).mp4',
    ],
    [
      {
        projectName: 'Podcast',
        mode: 'social_media',
        format: 'mp4',
        layout: 'vertical_no_captions',
        storyTitle: 'Why?',
      },
      'Podcast - Why (Vertical).mp4',
    ],
    [
      { projectName: 'Podcast', mode: 'standard', format: 'mp4', layout: 'original', storyTitle: 'Why?' },
      'Podcast - Why (Captions).mp4',
    ],
    [
      { projectName: 'Podcast', mode: 'standard', format: 'mp4', layout: 'original_no_captions', storyTitle: 'Why?' },
      'Podcast - Why.mp4',
    ],
    [{ projectName: 'Podcast', mode: 'standard', format: 'otio', storyTitle: 'Why?' }, 'Podcast - Why.otio'],
    [
      { projectName: 'Podcast', mode: 'social_media', format: 'fcpxml', layout: 'vertical', storyTitle: 'Why?' },
      'Podcast - Why (Vertical).fcpxml',
    ],
    [{ projectName: 'a/b: c', mode: 'standard', format: 'srt' }, 'a b c.srt'],
    [{ projectName: '', mode: 'standard', format: 'docx' }, 'Otto export.docx'],
  ] as const)('%j → %s', (input, name) => {
    expect(exportFilename(input)).toBe(name);
  });

  it('keeps sanitised names short and safe', () => {
    expect(sanitizeFilename('x'.repeat(300))).toHaveLength(120);
    expect(sanitizeFilename('..hidden..')).toBe('hidden');
    expect(sanitizeFilename('tab\there')).toBe('tab here');
  });
});

describe('export failures and progress', () => {
  it.each([
    ['mp4', 'Hmm something went wrong with the mp4 export. Please try to export again or contact support. Thank you!'],
    [
      'prores_caption',
      'Hmm something went wrong with the Prores caption export. Please try to export again or contact support. Thank you!',
    ],
    ['srt', 'Hmm something went wrong with the SRT export. Try exporting again!'],
    ['premiere', 'Hmm something went wrong with the Premiere export. Try exporting again!'],
    ['fcpxml', 'Hmm something went wrong with the Final Cut Pro export. Try exporting again!'],
  ] as const)('%s → %s', (format, message) => {
    expect(exportFailureMessage(format)).toBe(message);
  });

  it('reads the exporting flags per layout', () => {
    const status = { vertical: { mp4: true }, original: { premiere: false } };
    expect(isOptionExporting(status, exportOptions.vertical_mp4_captions)).toBe(true);
    expect(isOptionExporting(status, exportOptions.mp4)).toBe(false);
  });
});

describe('download names and OpenTimelineIO', () => {
  it('offers OpenTimelineIO under Editing Apps', () => {
    const apps = exportMenu({ mode: 'standard', category: 'singlecam' }).find((s) => s.id === 'editing_apps')!;
    expect(apps.entries.map((e) => e.option.displayName)).toContain('OpenTimelineIO (.otio)');
    expect(exportOptions.otio.format).toBe('otio');
  });

  it('gives every option of one edit its own file name', () => {
    for (const mode of ['standard', 'social_media'] as const) {
      const options = exportMenu({ mode, category: 'singlecam' }).flatMap((s) => s.entries.map((e) => e.option));
      const names = options.map((o) =>
        exportFilename({ projectName: 'Talk', mode, format: o.format, layout: o.layout, storyTitle: 'Clip' }),
      );
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
