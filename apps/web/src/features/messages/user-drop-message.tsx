import { UserBubble } from './bubbles';
import type { MessageProps } from './message.props';

/** Files the user dropped into the chat. */
export function UserDropMessage({ data }: MessageProps<'user_drop'>) {
  const { filenames } = data;
  return (
    <UserBubble>
      <span className="text-muted">Added {filenames.length === 1 ? 'a file' : `${filenames.length} files`}:</span>{' '}
      {filenames.join(', ')}
    </UserBubble>
  );
}
