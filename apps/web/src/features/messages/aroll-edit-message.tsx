import { BotText } from './bot-text';
import type { MessageProps } from './message.props';

/** The A-roll log is ready. */
export function ArollEditMessage({ data, typing, onTyped }: MessageProps<'aroll_edit_message'>) {
  return <BotText text={data.text} typing={typing} onTyped={onTyped} />;
}
