import { UserBubble } from './bubbles';
import { CollapsibleText } from './collapsible-text';
import type { MessageProps } from './message.props';

export function UserMessage({ data }: MessageProps<'user_message'>) {
  return (
    <UserBubble>
      <CollapsibleText text={data.prompt} />
    </UserBubble>
  );
}
