import { BotText } from './bot-text';
import type { MessageProps } from './message.props';

/** The multicam footage is synced and analysed: the chat is open for prompts. */
export function MulticamProjectReadyMessage({ data, typing, onTyped }: MessageProps<'multicam_project_ready'>) {
  return <BotText text={data.text} typing={typing} onTyped={onTyped} />;
}
