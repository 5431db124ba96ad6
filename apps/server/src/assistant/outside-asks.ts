/**
 * Asks of an edit that the chat does not make (see intent.fns outsideAsk): a layout or captions
 * are chosen when exporting, and the sound is left as recorded. The reply says where to do it, so
 * the editor is never handed an unasked-for edit instead.
 */
import { exportOptions, type ExportOptionId } from '@otto/shared/export-menu';
import type { ProjectMode } from '@otto/shared/modes';
import type { PlanContext } from './assistant.types';
import type { OutsideAsk } from './intent.fns';

/** The export menu's own names (spec chat §2), so a reply never names an entry the menu lacks. */
const entries = (ids: readonly ExportOptionId[]) => {
  const names = ids.map((id) => exportOptions[id].displayName);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};
const formats = entries(['premiere', 'davinci_fcpxml', 'fcpxml', 'mp4', 'vertical_mp4', 'srt', 'docx']);
const verticals = entries(['vertical_mp4', 'vertical_mp4_captions']);
const captioned = entries(['mp4_captions', 'vertical_mp4_captions', 'srt', 'prores_caption']);
const verticalApps = (mode: ProjectMode) =>
  mode === 'social_media' ? ', or one of the “Vertical |” editing-app exports' : '';
const brollReply = `I can’t lay B-roll over an edit: I cut from what is said. Export it to your editing app (${entries(['premiere', 'davinci_fcpxml', 'fcpxml'])}) to add cutaways there; a B-roll project logs your B-roll clips by what they show.`;
const translateReply =
  'I can’t translate or dub the footage: edits, captions and transcripts keep the language it was spoken in.';
const audioReply =
  'I can’t change how the audio sounds: noise, levels and music stay as they were recorded. I can take out filler words and long pauses — ask me to “remove the ums and long pauses”.';

/** The reply to an ask of the targeted edit, made in place of a change. */
export function outsideReply(ask: OutsideAsk, context: PlanContext): string {
  const title = context.previous?.container.stories.find((s) => s.index === context.previous!.storyIndex)?.title;
  const under = title ? `under “${title}”` : 'under an edit';
  const noEditYet = title ? '' : ' There is no edit yet: ask me for a clip or a rough cut first.';
  switch (ask) {
    case 'vertical':
      return `Vertical (9:16) is chosen when you export, not made in the chat: open Export ${under} and pick ${verticals}${verticalApps(context.mode)}.${noEditYet}`;
    case 'captions':
      return `Captions are added when you export: open Export ${under} and pick ${captioned}.${noEditYet}`;
    case 'audio':
      return audioReply;
    case 'undo':
      return title
        ? `Each change I make is a new edit, and the one before “${title}” is still in the chat above it. Use Reply on that edit to go on from there.`
        : 'There is nothing to undo yet: I have not made an edit in this chat.';
    case 'broll':
      return brollReply;
    case 'translate':
      return translateReply;
    case 'export':
      return title
        ? `To export “${title}”, open Export under it and pick the format: ${formats}.`
        : 'There is no edit to export yet: ask me for a clip or a rough cut first, and each edit gets its own Export button.';
  }
}

/**
 * Where the asks made with a new clip are done ("a vertical clip about sailing with captions"):
 * one line each, under the reply about the clip itself.
 */
export function newClipNotes(asks: readonly OutsideAsk[], titles: readonly string[], mode: ProjectMode): string[] {
  const under = titles.length === 1 ? `under “${titles[0]}”` : 'under each clip';
  const notes: Partial<Record<OutsideAsk, string>> = {
    vertical: `For 9:16, open Export ${under} and pick ${verticals}${verticalApps(mode)}.`,
    captions: `For captions, open Export ${under} and pick ${captioned}.`,
    export: `To export ${titles.length === 1 ? 'it' : 'them'}, open Export ${under} and pick the format: ${formats}.`,
    audio: audioReply,
    broll: brollReply,
    translate: translateReply,
  };
  // A layout or captions note already says where Export is.
  const saysWhere = asks.some((ask) => ask === 'vertical' || ask === 'captions');
  return asks.filter((ask) => ask !== 'export' || !saysWhere).flatMap((ask) => notes[ask] ?? []);
}
