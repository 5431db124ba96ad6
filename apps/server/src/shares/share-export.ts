import type { ShareExportBody } from '@otto/shared/api/shares';
import { editResultDataSchema } from '@otto/shared/message';
import { storiesToTimeline, toCsv, toDocx, toSrt, UnknownSourceError, UnknownStoryError } from '@otto/timeline';
import { badRequest, notFound } from '../http/http-error';
import { mediaReferencesFor, storyTitleFor, timelineExportFilename } from '../exports/exports.fns';
import type { ShareSnapshot } from './share.snapshot';

const contentTypes = {
  srt: 'application/x-subrip; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/**
 * A caption or document export of one edit of a shared chat, made from the snapshot alone: it
 * runs at once, stores nothing and changes nothing of the owner's (spec chat §4: exports from a
 * shared message do not set exporting).
 */
export async function exportSharedEdit(snapshot: ShareSnapshot, body: ShareExportBody) {
  const message = snapshot.messages.find((m) => m.id === body.message_id && m.type === 'edit_result');
  const data = message && editResultDataSchema.safeParse(message.data);
  if (!data?.success) throw notFound('Message not found.');
  const { container, storyIndex } = data.data;
  const storyIndexes = body.story_indexes ?? [storyIndex];
  let timeline;
  try {
    timeline = storiesToTimeline({
      stories: container.stories,
      storyIndexes,
      media: mediaReferencesFor(snapshot.sources),
      name: snapshot.title,
      layout: 'original',
    });
  } catch (error) {
    if (error instanceof UnknownStoryError || error instanceof UnknownSourceError) throw badRequest(error.message);
    throw error;
  }
  const filename = timelineExportFilename({
    projectName: snapshot.title,
    mode: snapshot.project.mode,
    format: body.format,
    layout: 'original',
    storyTitle: storyTitleFor(container.stories, storyIndexes),
  });
  const bytes =
    body.format === 'srt'
      ? Buffer.from(toSrt(timeline), 'utf8')
      : body.format === 'csv'
        ? Buffer.from(toCsv(timeline), 'utf8')
        : Buffer.from(await toDocx(timeline));
  return { filename, bytes, contentType: contentTypes[body.format] };
}
