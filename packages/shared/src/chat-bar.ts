/** The chat bar's state and when it refuses input (spec chat §4). */
import { promptBlockingStages, type Project } from './project';

export const chatBarStates = [
  'app_loading',
  'init_state',
  'getting_started',
  'viewing_completed_task',
  'rough_cut_completed',
  'sending_prompt',
  'ready',
] as const;
export type ChatBarState = (typeof chatBarStates)[number];

export type ChatBarProject = Pick<
  Project,
  | 'type'
  | 'mode'
  | 'category'
  | 'status'
  | 'multicamImportStage'
  | 'version'
  | 'aiTasks'
  | 'initialPrompt'
  | 'sourceIds'
>;

export interface ChatBarInput {
  appLoading: boolean;
  project: ChatBarProject | null;
  isPromptSending: boolean;
  /** The user is looking at an AI task that already finished (e.g. an approved story outline). */
  viewingCompletedTask?: boolean;
  /** A file is still being transferred (uploading, or copied from a cloud source). */
  isImporting?: boolean;
  isCloning?: boolean;
}

/** A rough cut past its first version whose latest AI task has finished takes no more prompts. */
const isRoughCutCompleted = (p: Pick<ChatBarProject, 'mode' | 'version' | 'aiTasks'>): boolean =>
  p.mode === 'rough_cut' && p.version > 1 && p.aiTasks[p.aiTasks.length - 1]?.status === 'completed';

export function chatBarState(input: ChatBarInput): ChatBarState {
  const { project } = input;
  if (input.appLoading) return 'app_loading';
  if (!project) return 'init_state';
  if (project.type === 'getting_started') return 'getting_started';
  if (project.status === 'created' && project.sourceIds.length === 0) return 'init_state';
  if (input.isPromptSending) return 'sending_prompt';
  if (isRoughCutCompleted(project)) return 'rough_cut_completed';
  if (input.viewingCompletedTask) return 'viewing_completed_task';
  return 'ready';
}

export type ChatBarDisabledReason =
  | 'app_loading'
  | 'cloning'
  | 'b_roll'
  | 'scripted_story'
  | 'rough_cut_completed'
  | 'multicam_import'
  | 'importing'
  | 'processing';

/**
 * Why the bar is disabled, or null when it takes input. A single-camera project that is still
 * processing takes one prompt (saved as the initial prompt and answered once the import is ready);
 * multicam projects wait for their import stages to finish.
 */
export function chatBarDisabledReason(input: ChatBarInput): ChatBarDisabledReason | null {
  const { project } = input;
  const state = chatBarState(input);
  if (state === 'app_loading') return 'app_loading';
  if (input.isCloning) return 'cloning';
  if (!project) return null;
  if (project.mode === 'b_roll') return 'b_roll';
  if (project.mode === 'scripted_story') return 'scripted_story';
  if (state === 'rough_cut_completed') return 'rough_cut_completed';
  if (project.category === 'multicam' && promptBlockingStages.includes(project.multicamImportStage)) {
    return 'multicam_import';
  }
  if (input.isImporting) return 'importing';
  if (project.status === 'processing' && (project.category === 'multicam' || project.initialPrompt != null)) {
    return 'processing';
  }
  return null;
}

/** Blank prompts and prompts while one is already on its way are ignored. */
export const shouldSendPrompt = (text: string, isPromptSending: boolean): boolean =>
  text.trim() !== '' && !isPromptSending;

/** While a single-camera import processes, its first prompt is kept for when the footage is ready. */
export const savesAsInitialPrompt = (project: Pick<ChatBarProject, 'category' | 'status' | 'initialPrompt'>): boolean =>
  project.category !== 'multicam' && project.status === 'processing' && project.initialPrompt == null;
