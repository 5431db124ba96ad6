import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CamBlock } from '@otto/shared/container';
import { createTestRunner } from '../media/media.test-support';
import { buildTwoCameraConversation, type Conversation } from './conversation.test-support';
import { storyTextBlocks } from './multicam-edit.fns';
import { analyseSpeakers } from './speaker-turns';
import { decodeSyncAudio } from './sync';
import { syncOffset } from './sync.fns';

const runner = createTestRunner();
let dir: string;
let talk: Conversation;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'otto-switching-'));
  // Camera 1 rolled 2 s before the main recorder, camera 2 3.3 s after it; one short interjection.
  talk = await buildTwoCameraConversation(runner, dir, {
    voices: ['1089', 'austen'],
    turnSec: [5, 4, 6, 0.5, 5, 5, 4],
    leads: [2, -3.3],
  });
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Seconds of [start, end) that blocks of `camera` cover. */
const shownBy = (blocks: readonly CamBlock[], camera: number, start: number, end: number) =>
  blocks
    .filter((b) => b.camera === camera)
    .reduce((sum, b) => sum + Math.max(0, Math.min(end, b.end) - Math.max(start, b.start)), 0);

/** Each camera's decoded audio, synced to the main audio (within one frame of where it was put). */
async function syncedCameras(conversation: Conversation) {
  const main = await decodeSyncAudio(runner, { path: conversation.main });
  const cameras = [];
  for (const [i, path] of conversation.cameras.entries()) {
    const samples = await decodeSyncAudio(runner, { path });
    const sync = syncOffset(main, samples);
    if (!sync.synced) throw new Error(`camera ${i + 1} did not sync`);
    expect(Math.abs(sync.offsetSec - conversation.offsets[i]!)).toBeLessThan(1 / 30);
    cameras.push({ camera: i + 1, samples, offsetSec: sync.offsetSec });
  }
  return cameras;
}

describe('a two-camera conversation, one shared mic', () => {
  it('takes the turns from the diarized transcript when the cameras hear everyone alike', async () => {
    const shared = await mkdtemp(join(dir, 'shared-'));
    const talk2 = await buildTwoCameraConversation(runner, shared, {
      voices: ['1089', 'austen'],
      turnSec: [5, 4, 6],
      leads: [1, -1.5],
      sharedMic: true,
    });
    // Diarization labels the voices in the order they speak: speaker 1 first.
    const words = talk2.phrases.map((p) => ({
      text: 'w',
      start: p.start,
      end: p.end,
      confidence: 1,
      speaker: p.speaker,
    }));
    const analysis = analyseSpeakers(words, await syncedCameras(talk2));
    expect(analysis).toMatchObject({ by: 'diarization', cameraOfSpeaker: { '1': 1, '2': 2 } });
    const [block] = storyTextBlocks(
      [{ sourceId: '00000000-0000-4000-8000-000000000000', start: 0, end: talk2.durationSec, text: 'all' }],
      words,
      analysis,
      'non_overlapping',
    );
    expect(block!.camBlocks.map((b) => b.camera)).toEqual([1, 2, 1]);
  }, 60_000);
});

describe('a two-camera conversation, a mic per camera', () => {
  it('syncs both cameras, finds who speaks from their mics and follows the speaker', async () => {
    const cameras = await syncedCameras(talk);
    // The phrases stand for the transcript's words: a cut outside every phrase is outside every word.
    const words = talk.phrases.map((p) => ({ text: 'word', start: p.start, end: p.end, confidence: 1 }));
    const analysis = analyseSpeakers(words, cameras);
    expect(analysis).toMatchObject({ by: 'camera_mics', cameraOfSpeaker: { '1': 1, '2': 2 }, wideCamera: null });

    const [block] = storyTextBlocks(
      [{ sourceId: '00000000-0000-4000-8000-000000000000', start: 0, end: talk.durationSec, text: 'all' }],
      words,
      analysis,
      'non_overlapping',
    );
    const shots = block!.camBlocks;
    const speech = talk.phrases.reduce((sum, p) => sum + (p.end - p.start), 0);
    const onSpeaker = talk.phrases.reduce((sum, p) => sum + shownBy(shots, p.speaker, p.start, p.end), 0);
    expect(onSpeaker / speech).toBeGreaterThanOrEqual(0.9);
    expect(new Set(shots.map((s) => s.camera))).toEqual(new Set([1, 2]));
    for (const shot of shots.slice(1, -1)) expect(shot.end - shot.start).toBeGreaterThanOrEqual(2);
    for (const cut of shots.slice(1).map((s) => s.start)) {
      expect(talk.phrases.filter((p) => p.start < cut && cut < p.end)).toEqual([]);
    }
    // Shots tile the segment.
    expect(shots[0]!.start).toBe(0);
    shots.slice(1).forEach((s, i) => expect(s.start).toBe(shots[i]!.end));
  }, 60_000);
});
