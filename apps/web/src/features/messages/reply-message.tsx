import { chatText } from '@otto/shared/constants';
import { BotText } from './bot-text';
import type { MessageProps } from './message.props';

/** A reply about an earlier edit, with 'Jump to edit' scrolling to it. */
export function ReplyMessage({ message, data, typing, onTyped }: MessageProps<'reply_message'>) {
  const parentId = message.parentMessageId;
  return (
    <BotText text={data.text} typing={typing} onTyped={onTyped}>
      {parentId && (
        <button
          type="button"
          data-testid="jump-to-edit"
          className="btn-ghost mt-2 -ml-3"
          onClick={() =>
            document.getElementById(`message-${parentId}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
          }
        >
          {chatText.jumpToEdit}
        </button>
      )}
    </BotText>
  );
}
