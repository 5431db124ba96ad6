import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Container } from '@otto/shared';
import type { SignedInUser } from '../auth/auth.test-helpers';
import { createMediaRunner } from '../media/media.runner';
import { createMessagesRepo } from '../messages/messages.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { mediaKeys, sourceOriginalKey } from '../storage/storage.keys';
import type { TestContext } from '../test/test-app';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';

const media = (path: string) => fileURLToPath(new URL(`../../../../../shared/media/${path}`, import.meta.url));
/** The real clip every shared project of these tests is made of. */
export const clip = media('video/auto-editor_example.mp4');

/** A project as ingest leaves it: the real clip as original and proxy, a transcript, a poster, and one edit. */
export async function sharedProjectWithEdit(ctx: TestContext, owner: SignedInUser, name = 'Banana interview') {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/projects',
    payload: { mode: 'standard', name },
    headers: { cookie: owner.cookie },
  });
  const projectId = (created.json() as { project: { id: string } }).project.id;
  const runner = createMediaRunner({
    ffmpegPath: ctx.deps.config.FFMPEG_PATH,
    ffprobePath: ctx.deps.config.FFPROBE_PATH,
    logger: ctx.deps.logger,
  });
  const probed = await runner.probe(clip);
  if (!probed.ok) throw new Error(probed.detail);
  const sources = createSourcesRepo(ctx.deps.database.db);
  const source = await sources.create({
    projectId,
    filename: 'auto-editor_example.mp4',
    state: 'completed',
    mediaInfo: probed.info,
  });
  const original = sourceOriginalKey(projectId, source.id, 'mp4');
  const proxy = mediaKeys.proxy(projectId, source.id);
  const poster = mediaKeys.thumbnail(projectId, source.id);
  await ctx.deps.storage.upload(original.bucket, original.key, clip);
  await ctx.deps.storage.upload(proxy.bucket, proxy.key, clip);
  await ctx.deps.storage.put(poster.bucket, poster.key, Buffer.from('jpeg'));
  await sources.update(source.id, {
    durationMs: Math.round(probed.info.durationSec * 1000),
    originalFileUri: `s3://${original.bucket}/${original.key}`,
    transcodedFileUri: `s3://${proxy.bucket}/${proxy.key}`,
    thumbnailsUri: `s3://${poster.bucket}/${poster.key}`,
  });
  const words = ['Banana', 'time.'].map((text, i) => ({
    text,
    start: 16 + i * 0.5,
    end: 16.4 + i * 0.5,
    confidence: 0.9,
  }));
  await createTranscriptsRepo(ctx.deps.database.db).save({
    sourceId: source.id,
    language: 'en',
    engine: 'test',
    words,
    confidence: 0.9,
  });
  const container: Container = {
    schemaVersion: 1,
    id: randomUUID(),
    projectId,
    stories: [
      {
        index: 0,
        title: 'The banana bit',
        segments: [{ sourceId: source.id, start: 15.9, end: 18.2, text: 'Banana time.' }],
      },
    ],
  };
  const messages = createMessagesRepo(ctx.deps.database.db);
  const prompt = await messages.add(projectId, 'user_message', { prompt: 'Cut the banana bit' });
  const edit = await messages.add(
    projectId,
    'edit_result',
    { prompt: 'Cut the banana bit', container, containerId: container.id, storyIndex: 0 },
    prompt.id,
  );
  return {
    projectId,
    sourceId: source.id,
    container,
    messageId: edit.id,
    proxyUri: `s3://${proxy.bucket}/${proxy.key}`,
  };
}
