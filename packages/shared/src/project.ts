import { z } from 'zod';
import { brollGroupsSchema } from './broll';
import { projectModeSchema } from './modes';
import { speakerNamesSchema } from './speakers';

export const projectStatusSchema = z.enum(['created', 'processing', 'success', 'failed', 'exporting']);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const projectCategorySchema = z.enum(['singlecam', 'multicam']);
export type ProjectCategory = z.infer<typeof projectCategorySchema>;

export const multicamImportStageSchema = z.enum([
  'none',
  'uploading_files',
  'processing_files',
  'analyzing_files',
  'processing_multicam',
  'done',
  'error',
]);
export type MulticamImportStage = z.infer<typeof multicamImportStageSchema>;

/** Stages during which the chat bar refuses prompts (spec: import §4). */
export const promptBlockingStages: readonly MulticamImportStage[] = [
  'uploading_files',
  'processing_multicam',
  'processing_files',
];

/** Podcast mode's segmented control: one speaker at a time, or crosstalk kept (spec import §2). */
export const audioOverlapSchema = z.enum(['non_overlapping', 'overlapping']);
export type AudioOverlap = z.infer<typeof audioOverlapSchema>;

export const layoutSchema = z.enum(['original', 'original_no_captions', 'vertical', 'vertical_no_captions']);
export type Layout = z.infer<typeof layoutSchema>;

export const exportFormatFlagSchema = z.enum([
  'premiere',
  'davinci_xml',
  'davinci_fcpxml',
  'fcpxml',
  'mp4',
  'srt',
  'prores_caption',
  'docx',
  'edl',
  'csv',
]);
export type ExportFormatFlag = z.infer<typeof exportFormatFlagSchema>;

/** Per layout, which formats are exporting right now. */
export const exportingStatusSchema = z.partialRecord(
  layoutSchema,
  z.partialRecord(exportFormatFlagSchema, z.boolean()),
);
export type ExportingStatus = z.infer<typeof exportingStatusSchema>;

export const aiTaskSchema = z.object({
  task_id: z.enum(['create_story_card', 'create_rough_cut']),
  status: z.enum(['pending', 'running', 'completed', 'failed']).default('pending'),
  subtasks: z.array(z.object({ task_id: z.string(), status: z.string() })).optional(),
  /** When the task ran (ISO times), recorded by the server as it starts and finishes. */
  started_at: z.string().optional(),
  finished_at: z.string().optional(),
});
export type AiTask = z.infer<typeof aiTaskSchema>;

export const multicamImportErrorSchema = z.object({
  type: z.string(),
  message: z.string(),
  level: z.enum(['info', 'warning', 'error']),
});
export type MulticamImportError = z.infer<typeof multicamImportErrorSchema>;

/** A project as the API returns it. */
export const projectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  mode: projectModeSchema,
  category: projectCategorySchema,
  status: projectStatusSchema,
  type: z.enum(['mock', 'getting_started']).nullable(),
  multicamImportStage: multicamImportStageSchema,
  multicamImportErrors: z.array(multicamImportErrorSchema),
  multicamContainerUri: z.string().nullable(),
  mainAudioId: z.string().uuid().nullable(),
  /** Absent on projects from before the control existed: non_overlapping. */
  audioOverlap: audioOverlapSchema.optional(),
  transcriptionLanguage: z.string(),
  /** "Names and terms" from the import card, given to the transcriber (issue 11 item 3). */
  vocabulary: z.array(z.string()).optional(),
  aiTasks: z.array(aiTaskSchema),
  exportingStatus: exportingStatusSchema,
  numEditResponses: z.number().int(),
  version: z.number().int(),
  mostRecentContainerId: z.string().uuid().nullable(),
  activeEditResultMessageId: z.string().uuid().nullable(),
  lastPromptMessageId: z.string().uuid().nullable(),
  initialPrompt: z.string().nullable(),
  promptSuggestions: z.array(z.string()),
  shouldShowTopicSuggestion: z.boolean(),
  shouldShowSocialMediaSuggestion: z.boolean(),
  shouldShowAfterMp4ExportSuggestion: z.boolean(),
  /** Names given to diarized speakers ({"1": "Anna"}); see speakerLabel. */
  speakerNames: speakerNamesSchema.default({}),
  /** B-roll projects once logged: the files' logs and their groups (spec chat §3). */
  brollGroups: brollGroupsSchema.nullable().optional(),
  sourceIds: z.array(z.string().uuid()),
  messageIds: z.array(z.string().uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** Names the product treats as "untitled", replaced on import by the first file's base name. */
export const isUntitledProjectName = (name: string): boolean =>
  name.trim() === '' || /^untitled( project)?$/i.test(name.trim());
