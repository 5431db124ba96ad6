/** The per-editor import guides (spec chat §2): which editor an export is for, and the "do not show again" cookie. */
import type { ExportMenuFormat } from '@otto/shared/export-menu';

export type GuideEditor = 'premiere' | 'davinci' | 'finalcut';
export type GuideStatus = 'inProgress' | 'success' | 'failed';

export function guideEditorFor(format: ExportMenuFormat): GuideEditor | null {
  if (format === 'premiere') return 'premiere';
  if (format === 'davinci_xml' || format === 'davinci_fcpxml') return 'davinci';
  if (format === 'fcpxml') return 'finalcut';
  return null;
}

export const guideCookieName = (editor: GuideEditor) => `hideGuide_${editor}`;

/** A strict same-site cookie for a year: the guide stays hidden in this browser. */
export const hideGuideCookie = (editor: GuideEditor): string =>
  `${guideCookieName(editor)}=1; SameSite=Strict; path=/; max-age=31536000`;

export function isGuideHidden(cookies: string, editor: GuideEditor): boolean {
  const name = guideCookieName(editor);
  return cookies.split(';').some((part) => part.trim() === `${name}=1`);
}

export const editorNames: Record<GuideEditor, string> = {
  premiere: 'Adobe Premiere Pro',
  davinci: 'DaVinci Resolve',
  finalcut: 'Final Cut Pro',
};

/** Short, real import steps for each editor. */
export const importSteps: Record<GuideEditor, readonly string[]> = {
  premiere: [
    'Open Premiere Pro and the project you want the edit in.',
    'Choose File > Import… and pick the downloaded .xml file.',
    'Premiere adds a bin with the sequence. If it asks for media, point it at your original files: clips are matched by file name.',
    'Double-click the sequence to open the edit on the timeline.',
  ],
  davinci: [
    'Open DaVinci Resolve and your project.',
    'Choose File > Import > Timeline… and pick the downloaded .xml or .fcpxml file.',
    'Leave "Automatically import source clips into media pool" on; if clips show offline, relink them to your original files (Relink Media).',
    'The timeline opens on the Edit page.',
  ],
  finalcut: [
    'Open Final Cut Pro.',
    'Choose File > Import > XML… and pick the downloaded .fcpxml file.',
    'Choose the library and event to import into; missing clips can be relinked with File > Relink Files…',
    'Open the new project from the event browser.',
  ],
};
