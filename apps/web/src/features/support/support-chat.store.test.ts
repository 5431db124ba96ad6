import { supportChatGreeting } from '@otto/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../api/client';
import { createSupportChatStore } from './support-chat.store';

/** Records what the panel posts, answering like the server would. */
function fakeApi(answer: (path: string, body: unknown) => unknown = () => ({ sent: true })) {
  const posts: { path: string; body: unknown }[] = [];
  const api: Pick<ApiClient, 'post'> = {
    post: async <T>(path: string, body?: unknown) => {
      posts.push({ path, body });
      return answer(path, body) as T;
    },
  };
  return { api, posts };
}

describe('support chat', () => {
  // Failed sends are logged; keep the test output for real problems.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('opens pre-filled with the greeting and sends it with the error and project attached', async () => {
    const { api, posts } = fakeApi();
    const store = createSupportChatStore({ api });
    store.getState().openChat({ error: 'Export failed: Premiere', projectId: 'p1' });
    expect(store.getState()).toMatchObject({ open: true, draft: supportChatGreeting, status: 'idle' });

    await store.getState().send();
    expect(posts).toEqual([
      {
        path: '/support/messages',
        body: { message: supportChatGreeting, context: { error: 'Export failed: Premiere', projectId: 'p1' } },
      },
    ]);
    expect(store.getState().status).toBe('sent');
  });

  it('keeps what the user is typing when a second error opens it again', () => {
    const store = createSupportChatStore(fakeApi());
    store.getState().openChat({ projectId: 'p1' });
    store.getState().setDraft('Hi, I got an error. It happens on every file.');
    store.getState().openChat({ error: 'Error starting file ingest' });
    expect(store.getState().draft).toBe('Hi, I got an error. It happens on every file.');
    expect(store.getState().context).toEqual({ projectId: 'p1', error: 'Error starting file ingest' });
  });

  it('starts over with the greeting after a message was sent', async () => {
    const store = createSupportChatStore(fakeApi());
    store.getState().openChat();
    store.getState().setDraft('First question');
    await store.getState().send();
    store.getState().close();
    store.getState().openChat({ error: 'later' });
    expect(store.getState()).toMatchObject({ draft: supportChatGreeting, status: 'idle', context: { error: 'later' } });
  });

  it('does not send an empty message, and reports a failure so the user can retry', async () => {
    const { api, posts } = fakeApi(() => {
      throw new ApiError(500, 'internal_error', 'Something went wrong on our side.');
    });
    const store = createSupportChatStore({ api });
    store.getState().openChat();
    store.getState().setDraft('   ');
    await store.getState().send();
    expect(posts).toHaveLength(0);

    store.getState().setDraft('Hello');
    await store.getState().send();
    expect(store.getState()).toMatchObject({ status: 'failed', failure: 'other', draft: 'Hello' });
  });

  it('asks a signed-out user to sign in instead of losing the message', async () => {
    const store = createSupportChatStore(
      fakeApi(() => {
        throw new ApiError(401, 'unauthorized', 'Please sign in.');
      }),
    );
    store.getState().openChat();
    await store.getState().send();
    expect(store.getState()).toMatchObject({ status: 'failed', failure: 'sign_in', draft: supportChatGreeting });
  });

  it('trims very long error text to what the server accepts', async () => {
    const { api, posts } = fakeApi();
    const store = createSupportChatStore({ api });
    store.getState().openChat({ error: 'x'.repeat(10_000) });
    await store.getState().send();
    const body = posts[0]?.body as { context: { error: string } };
    expect(body.context.error).toHaveLength(4000);
  });
});
