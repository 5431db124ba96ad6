import type { ProjectMessage } from '@otto/shared/api/projects';
import type { Project } from '@otto/shared/project';
import type { Source } from '@otto/shared/source';
import { describe, expect, it } from 'vitest';
import { projectFixture, sourceFixture } from '../test/api-fixtures.test-support';
import { createDocumentStore } from './document.store';
import { projectClock } from './project-edits';

const project = (id: string, name = ''): Project => projectFixture({ id, name });
const message = (id: string, prompt: string, projectId = 'p'): ProjectMessage => ({
  id,
  projectId,
  type: 'user_message',
  createdAt: '2025-01-01T00:00:00.000Z',
  rate: 'none',
  parentMessageId: null,
  data: { prompt },
});

const source = (id: string, projectId: string): Source => sourceFixture({ id, projectId, filename: `${id}.mp4` });

describe('document store', () => {
  it('keeps a choice the user just made over a project copy fetched before its save was answered', () => {
    const store = createDocumentStore();
    const chosen = { ...project('p'), mainAudioId: 'camB' };
    store.getState().upsertProject(chosen);
    const listSentAt = projectClock();
    store.getState().beginProjectEdit('p', { mainAudioId: 'audio' });
    // A refetch answered while the save is on its way still has the old choice.
    store.getState().upsertProject(chosen);
    expect(store.getState().projects.p?.mainAudioId).toBe('audio');
    store.getState().endProjectEdit('p', { mainAudioId: 'audio' }, { saved: { ...chosen, mainAudioId: 'audio' } });
    // A list sent before the save was answered comes back after it: still the old copy.
    store.getState().setProjects([{ ...chosen, name: 'Renamed elsewhere' }], listSentAt);
    expect(store.getState().projects.p?.mainAudioId).toBe('audio');
    expect(store.getState().projects.p?.name).toBe('Renamed elsewhere');
    // A fetch sent after the save is the server's word.
    store.getState().upsertProject({ ...chosen, mainAudioId: null }, projectClock());
    expect(store.getState().projects.p?.mainAudioId).toBeNull();
  });

  it('puts a refused edit back unless a later edit of the field is still saving', () => {
    const store = createDocumentStore();
    store.getState().upsertProject({ ...project('p'), category: 'singlecam' });
    store.getState().beginProjectEdit('p', { category: 'multicam' });
    store.getState().beginProjectEdit('p', { category: 'singlecam' });
    store.getState().beginProjectEdit('p', { category: 'multicam' });
    // The first save's answer arrives while the third is on its way: the last click shows.
    store.getState().endProjectEdit('p', { category: 'multicam' }, { saved: { ...project('p'), category: 'multicam' } });
    store.getState().endProjectEdit('p', { category: 'singlecam' }, { restore: { category: 'singlecam' } });
    expect(store.getState().projects.p?.category).toBe('multicam');
    store.getState().endProjectEdit('p', { category: 'multicam' }, { restore: { category: 'singlecam' } });
    expect(store.getState().projects.p?.category).toBe('singlecam');
  });

  it('keeps projects by id in list order, new ones first', () => {
    const store = createDocumentStore();
    store.getState().setProjects([project('b'), project('a')]);
    store.getState().upsertProject(project('c', 'Interview'));
    expect(store.getState().projectOrder).toEqual(['c', 'b', 'a']);
    store.getState().patchProject('a', { name: 'Renamed' });
    expect(store.getState().projects.a?.name).toBe('Renamed');
  });

  it('stores messages per project and updates them in place', () => {
    const store = createDocumentStore();
    store.getState().setProjectMessages('p', [message('m1', 'hi'), message('m2', 'cut it')]);
    store.getState().appendMessages('p', [message('m2', 'cut it shorter'), message('m3', 'thanks')]);
    expect(store.getState().messageIdsByProject.p).toEqual(['m1', 'm2', 'm3']);
    expect(store.getState().messages.m2?.data).toEqual({ prompt: 'cut it shorter' });
    expect(store.getState().messages.m3?.projectId).toBe('p');
    store.getState().removeMessage('m1');
    expect(store.getState().messageIdsByProject.p).toEqual(['m2', 'm3']);
  });

  it('removing a project drops its messages and sources', () => {
    const store = createDocumentStore();
    store.getState().setProjects([project('p'), project('q')]);
    store.getState().setProjectMessages('p', [message('m1', 'hi')]);
    store.getState().setProjectMessages('q', [message('m2', 'hey', 'q')]);
    store.getState().upsertSources([source('s1', 'p'), source('s2', 'q')]);
    store.getState().removeProject('p');
    const s = store.getState();
    expect(s.projectOrder).toEqual(['q']);
    expect(Object.keys(s.messages)).toEqual(['m2']);
    expect(Object.keys(s.sources)).toEqual(['s2']);

    // A refreshed list without 'q' forgets it the same way.
    store.getState().setProjects([]);
    expect(store.getState().messages).toEqual({});
  });
});
