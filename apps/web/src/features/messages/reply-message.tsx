import { chatText } from '@otto/shared/constants';
import { UserBubble } from './bubbles';
import { CollapsibleText } from './collapsible-text';
import type { MessageProps } from './message.props';

/** The user's reply to an earlier edit, with 'Jump to edit' scrolling to that edit. */
export function ReplyMessage({ message, data }: MessageProps<'reply_message'>) {
  const parentId = message.parentMessageId;
  return (
    <div data-testid="reply-message" className="flex flex-col items-end gap-1">
      <UserBubble>
        <CollapsibleText text={data.text} />
      </UserBubble>
      {parentId && (
        <button
          type="button"
          data-testid="jump-to-edit"
          className="btn-ghost text-xs"
          onClick={() =>
            document.getElementById(`message-${parentId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          }
        >
          {chatText.jumpToEdit}
        </button>
      )}
    </div>
  );
}
