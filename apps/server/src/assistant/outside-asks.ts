/**
 * Asks of an edit that the chat does not make (see intent.fns outsideAsk): a layout or captions
 * are chosen when exporting, and the sound is left as recorded. The reply says where to do it, so
 * the editor is never handed an unasked-for edit instead.
 */
import type { PlanContext } from './assistant.types';
import type { OutsideAsk } from './intent.fns';

/** Added to a clip asked for with an export ("export the sailing part"). */
export const exportHint =
  'To export it, open Export under the edit: Adobe Premiere Pro, DaVinci Resolve, Final Cut Pro, Video (MP4), captions or Word.';

export function outsideReply(ask: OutsideAsk, context: PlanContext): string {
  const title = context.previous?.container.stories.find((s) => s.index === context.previous!.storyIndex)?.title;
  const under = title ? `under “${title}”` : 'under an edit';
  const noEditYet = title ? '' : ' There is no edit yet: ask me for a clip or a rough cut first.';
  switch (ask) {
    case 'vertical':
      return `Vertical (9:16) is chosen when you export, not made in the chat: open Export ${under} and pick Vertical or Vertical with captions${context.mode === 'social_media' ? ', or one of the “Vertical |” editing-app exports' : ''}.${noEditYet}`;
    case 'captions':
      return `Captions are added when you export: open Export ${under} and pick Video with captions, Vertical with captions, SRT Captions or Prores Captions (MOV).${noEditYet}`;
    case 'audio':
      return 'I can’t change how the audio sounds: noise, levels and music stay as they were recorded. I can take out filler words and long pauses — ask me to “remove the ums and long pauses”.';
    case 'undo':
      return title
        ? `Each change I make is a new edit, and the one before “${title}” is still in the chat above it. Use Reply on that edit to go on from there.`
        : 'There is nothing to undo yet: I have not made an edit in this chat.';
    case 'export':
      return title
        ? `To export “${title}”, open Export under it and pick the format: Adobe Premiere Pro, DaVinci Resolve, Final Cut Pro, Video (MP4), Vertical, SRT Captions or Word.`
        : 'There is no edit to export yet: ask me for a clip or a rough cut first, and each edit gets its own Export button.';
  }
}
