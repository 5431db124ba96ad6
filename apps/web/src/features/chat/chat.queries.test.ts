import { QueryClient } from '@tanstack/react-query';
import type { Project } from '@otto/shared/project';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { documentStore } from '../../store/document.store';
import { projectKeys } from '../projects/projects.queries';
import { applyProjectEvent, reportPromptFailure } from './chat.queries';

const projectId = '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11';
const message = {
  id: '9d1e2c3b-4a5f-4e6d-8c7b-1a2b3c4d5e6f',
  projectId,
  type: 'bot_message',
  createdAt: new Date(0).toISOString(),
  rate: 'none',
  parentMessageId: null,
  data: { text: 'Here is your clip.' },
};

describe('project events in the chat', () => {
  it('adds a message the event carries', () => {
    documentStore.getState().setProjectMessages(projectId, []);
    applyProjectEvent(new QueryClient(), projectId, {
      projectId,
      kind: 'message',
      status: 'completed',
      results: { message },
      at: 1,
    });
    expect(documentStore.getState().messageIdsByProject[projectId]).toEqual([message.id]);
  });

  it('fetches the chat again when the event only names the new messages', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyProjectEvent(client, projectId, {
      projectId,
      kind: 'message',
      status: 'completed',
      results: { messageIds: [message.id] },
      at: 1,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: projectKeys.messages(projectId) });
  });

  it('moves the header to processing as soon as the server says the uploads are done', () => {
    // Only the fields this event touches matter here.
    documentStore.getState().upsertProject({ id: projectId, multicamImportStage: 'uploading_files' } as Project);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyProjectEvent(client, projectId, {
      projectId,
      kind: 'project',
      status: 'active',
      results: { multicamImportStage: 'processing_files' },
      at: 1,
    });
    expect(documentStore.getState().projects[projectId]?.multicamImportStage).toBe('processing_files');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('ignores progress and refreshes the project when a job ends', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyProjectEvent(client, projectId, { projectId, kind: 'ingest', status: 'progress', progress: 0.5, at: 1 });
    expect(invalidate).not.toHaveBeenCalled();
    applyProjectEvent(client, projectId, { projectId, kind: 'ingest', status: 'completed', at: 2 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: projectKeys.one(projectId) });
  });
});

describe('prompt failures', () => {
  it('alerts the team, except when the server lost the request', () => {
    const log = vi.fn();
    expect(reportPromptFailure(new ApiError(500, 'http_500', 'boom'), log)).toBe(true);
    expect(reportPromptFailure(new ApiError(404, 'request_not_found', 'gone'), log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
