import { BotText } from './bot-text';
import type { MessageProps } from './message.props';

/** The B-roll log is ready; it is exported from the export menu of the project. */
export function BrollEditMessage({ data, typing, onTyped }: MessageProps<'broll_edit_message'>) {
  return <BotText text={data.text} typing={typing} onTyped={onTyped} />;
}
