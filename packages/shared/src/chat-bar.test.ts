import { describe, expect, it } from 'vitest';
import {
  chatBarDisabledReason,
  chatBarState,
  savesAsInitialPrompt,
  shouldSendPrompt,
  type ChatBarInput,
  type ChatBarProject,
} from './chat-bar';

const project: ChatBarProject = {
  type: null,
  mode: 'multi_language',
  category: 'singlecam',
  status: 'success',
  multicamImportStage: 'done',
  version: 0,
  aiTasks: [],
  initialPrompt: null,
  sourceIds: ['s1'],
};
const input = (p: Partial<ChatBarProject> = {}, rest: Partial<ChatBarInput> = {}): ChatBarInput => ({
  appLoading: false,
  project: { ...project, ...p },
  isPromptSending: false,
  ...rest,
});
const completedRoughCut: Partial<ChatBarProject> = {
  mode: 'rough_cut',
  version: 2,
  aiTasks: [
    { task_id: 'create_story_card', status: 'completed' },
    { task_id: 'create_rough_cut', status: 'completed' },
  ],
};

describe('chatBarState', () => {
  it.each<[string, ChatBarInput, string]>([
    ['loading', input({}, { appLoading: true }), 'app_loading'],
    ['no project yet', { appLoading: false, project: null, isPromptSending: false }, 'init_state'],
    ['fresh project', input({ status: 'created', sourceIds: [] }), 'init_state'],
    ['getting started', input({ type: 'getting_started' }), 'getting_started'],
    ['sending', input({}, { isPromptSending: true }), 'sending_prompt'],
    ['rough cut done', input(completedRoughCut), 'rough_cut_completed'],
    ['first rough cut still editable', input({ ...completedRoughCut, version: 1 }), 'ready'],
    [
      'rough cut running',
      input({ ...completedRoughCut, aiTasks: [{ task_id: 'create_rough_cut', status: 'running' }] }),
      'ready',
    ],
    ['viewing a finished task', input({}, { viewingCompletedTask: true }), 'viewing_completed_task'],
    ['ready', input(), 'ready'],
  ])('%s → %s', (_name, i, state) => {
    expect(chatBarState(i)).toBe(state);
  });
});

describe('chat bar disabled', () => {
  it.each<[string, ChatBarInput, string | null]>([
    ['ready project', input(), null],
    ['app loading', input({}, { appLoading: true }), 'app_loading'],
    ['cloning', input({}, { isCloning: true }), 'cloning'],
    ['b-roll mode', input({ mode: 'b_roll' }), 'b_roll'],
    ['scripted story', input({ mode: 'scripted_story' }), 'scripted_story'],
    ['completed rough cut', input(completedRoughCut), 'rough_cut_completed'],
    ['multicam uploading', input({ category: 'multicam', multicamImportStage: 'uploading_files' }), 'multicam_import'],
    [
      'multicam processing files',
      input({ category: 'multicam', multicamImportStage: 'processing_files' }),
      'multicam_import',
    ],
    [
      'multicam analysing',
      input({ category: 'multicam', multicamImportStage: 'processing_multicam' }),
      'multicam_import',
    ],
    [
      'multicam processing status',
      input({ category: 'multicam', status: 'processing', multicamImportStage: 'analyzing_files' }),
      'processing',
    ],
    ['multicam ready', input({ category: 'multicam', multicamImportStage: 'done' }), null],
    ['files still transferring', input({}, { isImporting: true }), 'importing'],
    [
      'singlecam processing, first prompt',
      input({ status: 'processing', multicamImportStage: 'processing_files' }),
      null,
    ],
    ['singlecam processing, prompt saved', input({ status: 'processing', initialPrompt: 'cut it' }), 'processing'],
  ])('%s → %s', (_name, i, reason) => {
    expect(chatBarDisabledReason(i)).toBe(reason);
  });
});

describe('prompt rules', () => {
  it('ignores blank prompts and prompts while one is sending', () => {
    expect(shouldSendPrompt('  \n ', false)).toBe(false);
    expect(shouldSendPrompt('cut it', true)).toBe(false);
    expect(shouldSendPrompt('cut it', false)).toBe(true);
  });

  it('keeps the first prompt of a processing single-camera import', () => {
    expect(savesAsInitialPrompt({ category: 'singlecam', status: 'processing', initialPrompt: null })).toBe(true);
    expect(savesAsInitialPrompt({ category: 'singlecam', status: 'processing', initialPrompt: 'x' })).toBe(false);
    expect(savesAsInitialPrompt({ category: 'multicam', status: 'processing', initialPrompt: null })).toBe(false);
    expect(savesAsInitialPrompt({ category: 'singlecam', status: 'success', initialPrompt: null })).toBe(false);
  });
});
