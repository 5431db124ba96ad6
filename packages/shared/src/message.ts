/** Chat messages (spec chat §2, §3): a fixed set of types, each with its own payload. */
import { z } from 'zod';
import { arollEditDataSchema } from './aroll';
import { containerSchema } from './container';
import { projectModeSchema } from './modes';
import { exportFormatFlagSchema, layoutSchema } from './project';
import { scriptedStoryDataSchema } from './scripted';
import { storyCardSchema } from './story-card';

export * from './container';

export const messageTypes = [
  'user_message',
  'user_drop',
  'bot_message',
  'broll_summary_message',
  'aroll_summary_message',
  'edit_result',
  'multicam_project_ready',
  'demo_start',
  'onboarding',
  'export_success_message',
  'reply_message',
  'broll_edit_message',
  'aroll_edit_message',
  'scripted_story_message',
  'intro_mode_message',
] as const;
export const messageTypeSchema = z.enum(messageTypes);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** Unknown types are logged and render nothing, so the client checks before rendering. */
export const isKnownMessageType = (type: string): type is MessageType =>
  (messageTypes as readonly string[]).includes(type);

export const rateSchema = z.enum(['like', 'dislike', 'none']);
export type Rate = z.infer<typeof rateSchema>;

/** Clicking the rating already set clears it. */
export const nextRate = (current: Rate, clicked: Exclude<Rate, 'none'>): Rate =>
  current === clicked ? 'none' : clicked;

export const fileSummarySchema = z.object({
  sourceId: z.string().uuid().optional(),
  filename: z.string(),
  summary: z.string(),
});
export type FileSummary = z.infer<typeof fileSummarySchema>;

/** One export started from a message: its format, layout and where the result lands. */
export const exportJobSchema = z.object({ format: exportFormatFlagSchema, layout: layoutSchema, s3Key: z.string() });
export type ExportJob = z.infer<typeof exportJobSchema>;

const textData = z.object({ text: z.string() });
const summaryData = z.object({ text: z.string(), fileSummaries: z.array(fileSummarySchema) });
/** A-roll / B-roll / scripted replies point at the container their log or analysis lives in. */
const analysisData = z.object({ text: z.string(), containerId: z.string().uuid().nullable().optional() });
/** The B-roll log is ready: its groups, each file with its shot count and a thumbnail to show. */
export const brollEditDataSchema = analysisData.extend({
  groups: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        files: z.array(
          z.object({
            sourceId: z.string().uuid(),
            filename: z.string(),
            shotCount: z.number().int().nonnegative(),
            thumbnailUri: z.string().nullable(),
          }),
        ),
      }),
    )
    .optional(),
});

export const editResultDataSchema = z.object({
  prompt: z.string(),
  container: containerSchema,
  containerId: z.string().uuid(),
  storyIndex: z.number().int().nonnegative(),
  exportErrorMessage: z.string().optional(),
  exportJobs: z.record(z.string(), exportJobSchema).optional(),
  downloadUrl: z.string().optional(),
  exportFilename: z.string().optional(),
  isFreeMp4: z.boolean().optional(),
  thumbnailS3Uri: z.string().optional(),
  /** Edit by transcript: the version shown (absent or 0: the AI's result, as first made). */
  editVersion: z.number().int().nonnegative().optional(),
});
export type EditResultData = z.infer<typeof editResultDataSchema>;

export const demoStartDataSchema = z.object({
  videoUrl: z.string(),
  thumbnailUrl: z.string(),
  multicamVideos: z
    .array(z.object({ videoUrl: z.string(), thumbnailUrl: z.string(), videoName: z.string() }))
    .optional(),
});

/** The payload schema of each message type. */
export const messageDataSchemas = {
  user_message: z.object({ prompt: z.string() }),
  user_drop: z.object({ filenames: z.array(z.string()) }),
  bot_message: z.object({
    text: z.string(),
    fileSummaries: z.array(fileSummarySchema).optional(),
    /** The sources whose transcripts this message shows (sent when an import is ready). */
    transcriptSourceIds: z.array(z.string().uuid()).optional(),
    /** A rough cut's outline waiting for approval (ai task create_story_card). */
    storyCard: storyCardSchema.optional(),
  }),
  broll_summary_message: summaryData,
  aroll_summary_message: summaryData,
  edit_result: editResultDataSchema,
  multicam_project_ready: z.object({ text: z.string(), containerUri: z.string().nullable().optional() }),
  demo_start: demoStartDataSchema,
  onboarding: z.object({ text: z.string().optional() }),
  export_success_message: z.object({
    text: z.string(),
    format: exportFormatFlagSchema,
    layout: layoutSchema,
    downloadUrl: z.string().optional(),
    exportFilename: z.string().optional(),
  }),
  reply_message: textData,
  broll_edit_message: brollEditDataSchema,
  aroll_edit_message: arollEditDataSchema,
  scripted_story_message: scriptedStoryDataSchema,
  intro_mode_message: z.object({ mode: projectModeSchema }),
} satisfies Record<MessageType, z.ZodType>;

const base = {
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  createdAt: z.string(),
  rate: rateSchema.default('none'),
  /** A reply points at the message it answers ('Jump to edit'). */
  parentMessageId: z.string().uuid().nullable().default(null),
};

const variant = <T extends MessageType>(type: T) =>
  z.object({ ...base, type: z.literal(type), data: messageDataSchemas[type] as (typeof messageDataSchemas)[T] });

export const messageSchema = z.discriminatedUnion('type', [
  variant('user_message'),
  variant('user_drop'),
  variant('bot_message'),
  variant('broll_summary_message'),
  variant('aroll_summary_message'),
  variant('edit_result'),
  variant('multicam_project_ready'),
  variant('demo_start'),
  variant('onboarding'),
  variant('export_success_message'),
  variant('reply_message'),
  variant('broll_edit_message'),
  variant('aroll_edit_message'),
  variant('scripted_story_message'),
  variant('intro_mode_message'),
]);
export type Message = z.infer<typeof messageSchema>;
export type MessageOf<T extends MessageType> = Extract<Message, { type: T }>;
export type MessageData<T extends MessageType> = z.infer<(typeof messageDataSchemas)[T]>;
