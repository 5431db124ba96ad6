import { UserBubble } from './bubbles';
import type { MessageProps } from './message.props';

export function UserMessage({ data }: MessageProps<'user_message'>) {
  return <UserBubble>{data.prompt}</UserBubble>;
}
