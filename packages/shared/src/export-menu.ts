/** The export accordion: which entries a project offers, their names, files and failure texts (spec chat §2, §9). */
import { z } from 'zod';
import type { ProjectMode } from './modes';
import type { ExportFormatFlag, ExportingStatus, Layout, ProjectCategory } from './project';
import { botText, chatText } from './ui-text';

export const exportOptionIds = [
  'premiere',
  'davinci_xml',
  'davinci_fcpxml',
  'fcpxml',
  'edl',
  'otio',
  'vertical_premiere',
  'vertical_davinci_xml',
  'vertical_davinci_fcpxml',
  'vertical_fcpxml',
  'mp4',
  'vertical_mp4',
  'mp4_captions',
  'vertical_mp4_captions',
  'srt',
  'prores_caption',
  'docx',
  'csv',
] as const;
export const exportOptionIdSchema = z.enum(exportOptionIds);
export type ExportOptionId = z.infer<typeof exportOptionIdSchema>;

export type ExportSectionId = 'last_used' | 'editing_apps' | 'video' | 'captions' | 'transcripts';

export const exportSectionTitles: Record<ExportSectionId, string> = {
  last_used: 'Last Used',
  editing_apps: 'Editing Apps',
  video: 'Video (MP4)',
  captions: 'Captions',
  transcripts: 'Transcripts',
};

/** What a menu entry exports: a spec format flag, or OpenTimelineIO, which the spec's flags predate. */
export type ExportMenuFormat = ExportFormatFlag | 'otio';

export interface ExportOption {
  id: ExportOptionId;
  format: ExportMenuFormat;
  layout: Layout;
  displayName: string;
  section: Exclude<ExportSectionId, 'last_used'>;
}

const editingApp = (id: ExportOptionId, format: ExportMenuFormat, name: string, vertical = false): ExportOption => ({
  id,
  format,
  layout: vertical ? 'vertical' : 'original',
  displayName: vertical ? `Vertical | ${name}` : name,
  section: 'editing_apps',
});

export const exportOptions: Record<ExportOptionId, ExportOption> = {
  premiere: editingApp('premiere', 'premiere', 'Adobe Premiere Pro'),
  davinci_xml: editingApp('davinci_xml', 'davinci_xml', 'DaVinci Resolve (xml, old)'),
  davinci_fcpxml: editingApp('davinci_fcpxml', 'davinci_fcpxml', 'DaVinci Resolve (fcpxml, new)'),
  fcpxml: editingApp('fcpxml', 'fcpxml', 'Final Cut Pro'),
  edl: editingApp('edl', 'edl', 'EDL (CMX 3600)'),
  otio: editingApp('otio', 'otio', 'OpenTimelineIO (.otio)'),
  vertical_premiere: editingApp('vertical_premiere', 'premiere', 'Adobe Premiere Pro', true),
  vertical_davinci_xml: editingApp('vertical_davinci_xml', 'davinci_xml', 'DaVinci Resolve (xml, old)', true),
  vertical_davinci_fcpxml: editingApp(
    'vertical_davinci_fcpxml',
    'davinci_fcpxml',
    'DaVinci Resolve (fcpxml, new)',
    true,
  ),
  vertical_fcpxml: editingApp('vertical_fcpxml', 'fcpxml', 'Final Cut Pro', true),
  mp4: { id: 'mp4', format: 'mp4', layout: 'original_no_captions', displayName: 'Video', section: 'video' },
  vertical_mp4: {
    id: 'vertical_mp4',
    format: 'mp4',
    layout: 'vertical_no_captions',
    displayName: 'Vertical',
    section: 'video',
  },
  mp4_captions: {
    id: 'mp4_captions',
    format: 'mp4',
    layout: 'original',
    displayName: 'Video with captions',
    section: 'video',
  },
  vertical_mp4_captions: {
    id: 'vertical_mp4_captions',
    format: 'mp4',
    layout: 'vertical',
    displayName: 'Vertical with captions',
    section: 'video',
  },
  srt: { id: 'srt', format: 'srt', layout: 'original', displayName: 'SRT Captions', section: 'captions' },
  prores_caption: {
    id: 'prores_caption',
    format: 'prores_caption',
    layout: 'original',
    displayName: 'Prores Captions (MOV)',
    section: 'captions',
  },
  docx: { id: 'docx', format: 'docx', layout: 'original', displayName: 'Word', section: 'transcripts' },
  csv: { id: 'csv', format: 'csv', layout: 'original', displayName: 'CSV', section: 'transcripts' },
};

export interface ExportMenuEntry {
  option: ExportOption;
  disabled: boolean;
  tooltip?: string;
}

export interface ExportMenuSection {
  id: ExportSectionId;
  title: string;
  entries: ExportMenuEntry[];
}

export interface ExportMenuInput {
  mode: ProjectMode;
  category: ProjectCategory;
  /** The user's last picks, oldest first (settings.lastExportOptions). */
  lastExportOptions?: readonly ExportOptionId[];
  /**
   * Multicam edits made before any prompt have no single-camera cut to render vertically or
   * caption; a prompted edit does, so these outputs unlock then.
   */
  isPrompted?: boolean;
}

const isVertical = (o: ExportOption) => o.layout === 'vertical' || o.layout === 'vertical_no_captions';
const multicamLocked = (o: ExportOption) => isVertical(o) || o.format === 'srt' || o.format === 'prores_caption';

/** Spec: Word is offered in a-roll mode (its own list) and under Transcripts in standard and social modes only. */
const wordModes: readonly ProjectMode[] = ['standard', 'social_media'];

function offeredOptions(mode: ProjectMode): ExportOptionId[] {
  if (mode === 'a_roll') return ['premiere', 'fcpxml', 'davinci_xml', 'docx'];
  if (mode === 'b_roll') return ['premiere', 'fcpxml', 'davinci_xml'];
  const ids: ExportOptionId[] = ['premiere', 'davinci_xml', 'davinci_fcpxml', 'fcpxml', 'edl', 'otio'];
  if (mode === 'social_media')
    ids.push('vertical_premiere', 'vertical_davinci_xml', 'vertical_davinci_fcpxml', 'vertical_fcpxml');
  ids.push('mp4', 'vertical_mp4', 'mp4_captions', 'vertical_mp4_captions', 'srt', 'prores_caption');
  if (wordModes.includes(mode)) ids.push('docx');
  ids.push('csv');
  return ids;
}

/** The accordion's sections in order, each with its entries; empty sections are left out. */
export function exportMenu(input: ExportMenuInput): ExportMenuSection[] {
  const locked = input.category === 'multicam' && !input.isPrompted;
  const entry = (id: ExportOptionId): ExportMenuEntry => {
    const option = exportOptions[id];
    return locked && multicamLocked(option)
      ? { option, disabled: true, tooltip: chatText.availableAfterPrompting }
      : { option, disabled: false };
  };
  const offered = offeredOptions(input.mode);
  const sections: ExportMenuSection[] = [];

  const recent = [...new Set([...(input.lastExportOptions ?? [])].reverse())].filter((id) => offered.includes(id));
  if (input.mode !== 'b_roll' && recent.length > 0) {
    sections.push({ id: 'last_used', title: exportSectionTitles.last_used, entries: recent.map(entry) });
  }
  if (input.mode === 'a_roll' || input.mode === 'b_roll') {
    sections.push({ id: 'editing_apps', title: exportSectionTitles.editing_apps, entries: offered.map(entry) });
    return sections;
  }
  for (const id of ['editing_apps', 'video', 'captions', 'transcripts'] as const) {
    const entries = offered.filter((o) => exportOptions[o].section === id).map(entry);
    if (entries.length > 0) sections.push({ id, title: exportSectionTitles[id], entries });
  }
  return sections;
}

export const fileKinds = ['xml', 'fcpxml', 'edl', 'docx', 'csv', 'mp4', 'mov', 'srt'] as const;
export type FileKind = (typeof fileKinds)[number];

export const fileKindForFormat: Record<ExportFormatFlag, FileKind> = {
  premiere: 'xml',
  davinci_xml: 'xml',
  davinci_fcpxml: 'fcpxml',
  fcpxml: 'fcpxml',
  edl: 'edl',
  mp4: 'mp4',
  srt: 'srt',
  prores_caption: 'mov',
  docx: 'docx',
  csv: 'csv',
};

/** Removes what file systems reject or mangle, and keeps names a sensible length. */
export function sanitizeFilename(name: string, maxLength = 120): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .trim();
  return cleaned.slice(0, maxLength).trim() || 'Otto export';
}

const modeSuffix: Partial<Record<ProjectMode, string>> = {
  a_roll: '_A-Rolls',
  b_roll: '_B-Rolls',
  scripted_story: '_Scripted_Story',
};

/**
 * What tells one file of a story from another: the frame and, for rendered video, burned-in
 * captions. Two exports of the same edit with different options never share a name.
 */
function variantLabel(format: ExportMenuFormat, layout: Layout | undefined): string {
  const vertical = layout === 'vertical' || layout === 'vertical_no_captions';
  const captions = format === 'mp4' && (layout === 'original' || layout === 'vertical');
  // Premiere and Resolve's old import share .xml, Final Cut and Resolve's new one .fcpxml.
  const resolve = format === 'davinci_xml' || format === 'davinci_fcpxml';
  const parts = [resolve ? 'DaVinci Resolve' : '', vertical ? 'Vertical' : '', captions ? 'Captions' : ''].filter(
    Boolean,
  );
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * A-roll, B-roll and scripted-story exports cover the whole project: '{project}_A-Rolls.xml'.
 * Other exports are one story: '{project} - {story title}.mp4', then what the file is:
 * ' (Vertical)', ' (Captions)' or ' (Vertical, Captions)'.
 */
export function exportFilename(input: {
  projectName: string;
  mode: ProjectMode;
  format: ExportMenuFormat;
  layout?: Layout;
  storyTitle?: string | null;
}): string {
  const ext = input.format === 'otio' ? 'otio' : fileKindForFormat[input.format];
  const project = sanitizeFilename(input.projectName);
  const suffix = modeSuffix[input.mode];
  if (suffix) return `${project}${suffix}.${ext}`;
  const title = input.storyTitle?.trim() ? ` - ${input.storyTitle.trim()}` : '';
  return `${sanitizeFilename(`${input.projectName}${title}${variantLabel(input.format, input.layout)}`)}.${ext}`;
}

const toolNames: Record<ExportMenuFormat, string> = {
  otio: 'OpenTimelineIO',
  premiere: 'Premiere',
  davinci_xml: 'DaVinci Resolve',
  davinci_fcpxml: 'DaVinci Resolve',
  fcpxml: 'Final Cut Pro',
  edl: 'EDL',
  mp4: 'mp4',
  srt: 'SRT',
  prores_caption: 'Prores caption',
  docx: 'Word',
  csv: 'CSV',
};

/** The chat message added (and stored as exportErrorMessage) when an export fails. */
export function exportFailureMessage(format: ExportMenuFormat): string {
  if (format === 'mp4') return botText.mp4ExportFailed;
  if (format === 'prores_caption') return botText.proresExportFailed;
  if (format === 'srt') return botText.srtExportFailed;
  return botText.editingToolExportFailed(toolNames[format]);
}

/** OpenTimelineIO has no flag in the project's exportingStatus; its entry shows its own activity. */
export const isOptionExporting = (status: ExportingStatus, option: Pick<ExportOption, 'format' | 'layout'>): boolean =>
  option.format !== 'otio' && status[option.layout]?.[option.format] === true;
