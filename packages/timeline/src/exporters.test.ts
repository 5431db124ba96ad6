import { describe, expect, it } from 'vitest';
import {
  exportDisplayName,
  exportExtension,
  exporters,
  exportFormats,
  exportTimeline,
  isExportFormat,
} from './exporters';
import { threeClipTimeline } from './test/fixtures';
import { parseEdl, parseFcpxml, parseOtio, parseXmeml } from './test/test-parsers';

describe('exporter registry', () => {
  it('uses the spec’s display names and marks vertical variants', () => {
    expect(exportFormats.map((f) => exportDisplayName(f))).toEqual([
      'Adobe Premiere Pro',
      'DaVinci Resolve (xml, old)',
      'DaVinci Resolve (fcpxml, new)',
      'Final Cut Pro',
      'EDL (CMX 3600)',
      'SRT Captions',
      'Word',
      'CSV',
      'OpenTimelineIO',
    ]);
    expect(exportDisplayName('premiere', 'vertical')).toBe('Vertical | Adobe Premiere Pro');
    expect(exportDisplayName('fcpxml', 'vertical_no_captions')).toBe('Vertical | Final Cut Pro');
    expect(exportDisplayName('srt', 'vertical')).toBe('SRT Captions');
  });

  it('maps formats to the spec’s file kinds', () => {
    expect(exportFormats.map(exportExtension)).toEqual([
      'xml',
      'xml',
      'fcpxml',
      'fcpxml',
      'edl',
      'srt',
      'docx',
      'csv',
      'otio',
    ]);
    expect(isExportFormat('premiere')).toBe(true);
    expect(isExportFormat('mp4')).toBe(false);
  });

  it('exports every format from the same timeline, binary only for Word', async () => {
    const timeline = threeClipTimeline();
    for (const format of exportFormats) {
      const output = await exportTimeline(format, timeline);
      expect(typeof output === 'string' ? 'text' : 'bytes').toBe(format === 'docx' ? 'bytes' : 'text');
      expect(output.length).toBeGreaterThan(100);
      expect(exporters[format].format).toBe(format);
    }
  });

  it('gives every editing-app export of a vertical layout a 1080×1920 sequence with the same cuts', async () => {
    const timeline = threeClipTimeline({ layout: 'vertical' });
    const xml = parseXmeml((await exportTimeline('premiere', timeline)) as string);
    const resolveXml = parseXmeml((await exportTimeline('davinci_xml', timeline)) as string);
    const fcp = parseFcpxml((await exportTimeline('fcpxml', timeline)) as string);
    const otio = JSON.parse((await exportTimeline('otio', timeline)) as string) as {
      metadata: { otto: { width: number; height: number } };
    };
    expect([xml.width, xml.height, resolveXml.width, resolveXml.height]).toEqual([1080, 1920, 1080, 1920]);
    expect(fcp.formats.get(fcp.sequence.format)).toMatchObject({ width: 1080, height: 1920 });
    expect(otio.metadata.otto).toMatchObject({ width: 1080, height: 1920 });
    const horizontal = threeClipTimeline();
    expect(parseEdl((await exportTimeline('edl', timeline)) as string, timeline.rate).events).toEqual(
      parseEdl((await exportTimeline('edl', horizontal)) as string, horizontal.rate).events,
    );
    expect(parseOtio((await exportTimeline('otio', timeline)) as string).tracks).toEqual(
      parseOtio((await exportTimeline('otio', horizontal)) as string).tracks,
    );
  });
});
