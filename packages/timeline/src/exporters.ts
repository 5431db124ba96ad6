import { isVerticalLayout, type Layout } from './edit';
import { toCsv } from './exporters/csv';
import { toDocx } from './exporters/docx';
import { toEdl } from './exporters/edl';
import { toFcpxml } from './exporters/fcpxml';
import { toOtio } from './exporters/otio';
import { toSrt } from './exporters/srt';
import { toXmeml } from './exporters/xmeml';
import type { Timeline } from './timeline';

/** Every exporter is a pure function of the timeline, looked up by the format id the API uses. */

export const exportFormats = [
  'premiere',
  'davinci_xml',
  'davinci_fcpxml',
  'fcpxml',
  'edl',
  'srt',
  'docx',
  'csv',
  'otio',
] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Spec §9 file kinds (plus otio). */
export type ExportFileKind = 'xml' | 'fcpxml' | 'edl' | 'srt' | 'docx' | 'csv' | 'otio';

export interface ExportOptions {
  /** Final Cut / Resolve event to import into; defaults to the timeline name. */
  readonly eventName?: string;
}

export type ExportOutput = string | Uint8Array;
export type Exporter = (timeline: Timeline, options: ExportOptions) => ExportOutput | Promise<ExportOutput>;

export interface ExporterEntry {
  readonly format: ExportFormat;
  /** Spec §2 export display names. */
  readonly displayName: string;
  readonly fileKind: ExportFileKind;
  readonly mimeType: string;
  /** Editing-app exports get vertical variants (spec §2). */
  readonly editingApp: boolean;
  readonly export: Exporter;
}

const XML = 'application/xml';

export const exporters: { readonly [F in ExportFormat]: ExporterEntry & { readonly format: F } } = {
  premiere: {
    format: 'premiere',
    displayName: 'Adobe Premiere Pro',
    fileKind: 'xml',
    mimeType: XML,
    editingApp: true,
    export: (timeline) => toXmeml(timeline, 'premiere'),
  },
  davinci_xml: {
    format: 'davinci_xml',
    displayName: 'DaVinci Resolve (xml, old)',
    fileKind: 'xml',
    mimeType: XML,
    editingApp: true,
    export: (timeline) => toXmeml(timeline, 'resolve'),
  },
  davinci_fcpxml: {
    format: 'davinci_fcpxml',
    displayName: 'DaVinci Resolve (fcpxml, new)',
    fileKind: 'fcpxml',
    mimeType: XML,
    editingApp: true,
    export: (timeline, options) => toFcpxml(timeline, { version: '1.10', ...options }),
  },
  fcpxml: {
    format: 'fcpxml',
    displayName: 'Final Cut Pro',
    fileKind: 'fcpxml',
    mimeType: XML,
    editingApp: true,
    export: (timeline, options) => toFcpxml(timeline, { version: '1.11', ...options }),
  },
  edl: {
    format: 'edl',
    displayName: 'EDL (CMX 3600)',
    fileKind: 'edl',
    mimeType: 'text/plain; charset=utf-8',
    editingApp: true,
    export: (timeline) => toEdl(timeline),
  },
  srt: {
    format: 'srt',
    displayName: 'SRT Captions',
    fileKind: 'srt',
    mimeType: 'application/x-subrip; charset=utf-8',
    editingApp: false,
    export: (timeline) => toSrt(timeline),
  },
  docx: {
    format: 'docx',
    displayName: 'Word',
    fileKind: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    editingApp: false,
    export: (timeline) => toDocx(timeline),
  },
  csv: {
    format: 'csv',
    displayName: 'CSV',
    fileKind: 'csv',
    mimeType: 'text/csv; charset=utf-8',
    editingApp: false,
    export: (timeline) => toCsv(timeline),
  },
  otio: {
    format: 'otio',
    displayName: 'OpenTimelineIO',
    fileKind: 'otio',
    mimeType: 'application/json',
    editingApp: true,
    export: (timeline) => toOtio(timeline),
  },
};

export function isExportFormat(value: string): value is ExportFormat {
  return (exportFormats as readonly string[]).includes(value);
}

export async function exportTimeline(
  format: ExportFormat,
  timeline: Timeline,
  options: ExportOptions = {},
): Promise<ExportOutput> {
  return exporters[format].export(timeline, options);
}

/** "Vertical | Adobe Premiere Pro" for the vertical variants of editing-app exports (spec §2). */
export function exportDisplayName(format: ExportFormat, layout: Layout = 'original'): string {
  const { displayName, editingApp } = exporters[format];
  return editingApp && isVerticalLayout(layout) ? `Vertical | ${displayName}` : displayName;
}

/** The file extension, without the dot: the spec's file kind. */
export function exportExtension(format: ExportFormat): ExportFileKind {
  return exporters[format].fileKind;
}
