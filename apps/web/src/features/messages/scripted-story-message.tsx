import { BotText } from './bot-text';
import type { MessageProps } from './message.props';

/** The script was matched against the footage. */
export function ScriptedStoryMessage({ data, typing, onTyped }: MessageProps<'scripted_story_message'>) {
  return <BotText text={data.text} typing={typing} onTyped={onTyped} />;
}
