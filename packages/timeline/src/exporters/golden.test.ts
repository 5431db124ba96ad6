import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportTimeline, type ExportFormat } from '../exporters';
import { threeClipTimeline } from '../test/fixtures';
import { docxParagraphs } from '../test/tools';

/**
 * Reviewed golden files: one three-clip 29.97 drop-frame edit per format. A change here changes what
 * editors import, so regenerate with UPDATE_GOLDEN=1 and review the diff.
 */

const goldenDir = new URL('../__golden__/', import.meta.url);
const files: [ExportFormat, string][] = [
  ['premiere', 'three-clips-2997df.premiere.xml'],
  ['davinci_xml', 'three-clips-2997df.davinci.xml'],
  ['davinci_fcpxml', 'three-clips-2997df.davinci.fcpxml'],
  ['fcpxml', 'three-clips-2997df.fcpxml'],
  ['edl', 'three-clips-2997df.edl'],
  ['srt', 'three-clips-2997df.srt'],
  ['csv', 'three-clips-2997df.csv'],
  ['otio', 'three-clips-2997df.otio'],
  // A .docx zip carries its creation time; its visible text is what we pin.
  ['docx', 'three-clips-2997df.docx.txt'],
];

describe('golden exports', () => {
  it.each(files)('%s matches %s', async (format, name) => {
    const output = await exportTimeline(format, threeClipTimeline());
    const text = typeof output === 'string' ? output : docxParagraphs(output).join('\n') + '\n';
    const file = new URL(name, goldenDir);
    if (process.env.UPDATE_GOLDEN) writeFileSync(file, text);
    expect(existsSync(file), `${name} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });
});
