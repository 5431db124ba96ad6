import type { UpdateProjectBody } from '@otto/shared/api/projects';
import { importText } from '@otto/shared/constants';
import { canStartImport, type Source } from '@otto/shared/source';
import type { Project } from '@otto/shared/project';

export interface TypeSegment {
  id: string;
  label: string;
  /** What choosing it saves on the project. */
  patch: UpdateProjectBody;
  selected: boolean;
}

/**
 * The import card's project type selector (spec import §2): Standard or Multicam in a rough cut,
 * Non-overlapping or Overlapping Audio in a podcast. Other modes have none here.
 */
export function typeSegments(project: Pick<Project, 'mode' | 'category' | 'audioOverlap'>): TypeSegment[] {
  if (project.mode === 'rough_cut') {
    return [
      {
        id: 'standard',
        label: importText.projectTypes.standard,
        patch: { category: 'singlecam' },
        selected: project.category !== 'multicam',
      },
      {
        id: 'multicam',
        label: importText.projectTypes.multicam,
        patch: { category: 'multicam' },
        selected: project.category === 'multicam',
      },
    ];
  }
  if (project.mode === 'podcast') {
    return [
      {
        id: 'non_overlapping',
        label: importText.projectTypes.nonOverlapping,
        patch: { audioOverlap: 'non_overlapping' },
        selected: project.audioOverlap !== 'overlapping',
      },
      {
        id: 'overlapping',
        label: importText.projectTypes.overlapping,
        patch: { audioOverlap: 'overlapping' },
        selected: project.audioOverlap === 'overlapping',
      },
    ];
  }
  return [];
}

/**
 * The control is disabled once importing has started or edit responses exist. A file added to the
 * project counts as started: the server refuses to change the type of a project holding files.
 */
export function isTypeLocked(
  project: Pick<Project, 'numEditResponses' | 'multicamImportStage'>,
  sources: readonly Pick<Source, 'state'>[],
): boolean {
  return project.numEditResponses > 0 || !canStartImport(project.multicamImportStage) || sources.length > 0;
}
