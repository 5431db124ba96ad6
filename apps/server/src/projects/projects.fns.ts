import { projectSchema, type Project } from '@otto/shared';
import { rateSchema } from '@otto/shared/message';
import type { ProjectMessage } from '@otto/shared/api/projects';
import type { MessageRow, ProjectRow } from './projects.repo';

/**
 * The project as the API returns it. Stored JSON columns are re-validated so a bad row
 * surfaces here, at its source, rather than as a serialisation error in some route.
 */
export function toProject(row: ProjectRow, sourceIds: string[], messageIds: string[]): Project {
  return projectSchema.parse({
    id: row.id,
    name: row.name,
    mode: row.mode,
    category: row.category,
    status: row.status,
    type: row.type,
    multicamImportStage: row.multicamImportStage,
    multicamImportErrors: row.multicamImportErrors,
    multicamContainerUri: row.multicamContainerUri,
    mainAudioId: row.mainAudioId,
    audioOverlap: row.audioOverlap,
    transcriptionLanguage: row.transcriptionLanguage,
    vocabulary: row.vocabulary,
    aiTasks: row.aiTasks,
    exportingStatus: row.exportingStatus,
    numEditResponses: row.numEditResponses,
    version: row.version,
    mostRecentContainerId: row.mostRecentContainerId,
    activeEditResultMessageId: row.activeEditResultMessageId,
    lastPromptMessageId: row.lastPromptMessageId,
    initialPrompt: row.initialPrompt,
    promptSuggestions: row.promptSuggestions,
    shouldShowTopicSuggestion: row.shouldShowTopicSuggestion,
    shouldShowSocialMediaSuggestion: row.shouldShowSocialMediaSuggestion,
    shouldShowAfterMp4ExportSuggestion: row.shouldShowAfterMp4ExportSuggestion,
    speakerNames: row.speakerNames,
    brollGroups: row.brollGroups,
    sourceIds,
    messageIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

export function toProjectMessage(row: MessageRow): ProjectMessage {
  const data =
    row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {};
  return {
    id: row.id,
    projectId: row.projectId,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    rate: rateSchema.catch('none').parse(row.rate),
    parentMessageId: row.parentMessageId,
    data,
  };
}
