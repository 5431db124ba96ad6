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

const segment = (id: string, label: string, patch: UpdateProjectBody, selected: boolean): TypeSegment => ({
  id,
  label,
  patch,
  selected,
});

/**
 * The import card's project type selector (spec import §2): Standard or Multicam in a rough cut,
 * Non-overlapping or Overlapping Audio in a podcast. Other modes have none here.
 */
export function typeSegments(project: Pick<Project, 'mode' | 'category' | 'audioOverlap'>): TypeSegment[] {
  const { projectTypes } = importText;
  if (project.mode === 'rough_cut') {
    const multicam = project.category === 'multicam';
    return [
      segment('standard', projectTypes.standard, { category: 'singlecam' }, !multicam),
      segment('multicam', projectTypes.multicam, { category: 'multicam' }, multicam),
    ];
  }
  if (project.mode === 'podcast') {
    const overlapping = project.audioOverlap === 'overlapping';
    return [
      segment('non_overlapping', projectTypes.nonOverlapping, { audioOverlap: 'non_overlapping' }, !overlapping),
      segment('overlapping', projectTypes.overlapping, { audioOverlap: 'overlapping' }, overlapping),
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
