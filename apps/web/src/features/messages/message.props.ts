import type { MessageData, MessageType } from '@otto/shared/message';
import type { StoredMessage } from '../../store/document.store';

/** What every message component gets: the stored message, its payload already checked against its type. */
export interface MessageProps<T extends MessageType> {
  message: StoredMessage;
  data: MessageData<T>;
  /** The reply arrived live and it is its turn: type it out, then call onTyped. */
  typing: boolean;
  onTyped(): void;
  /** A shared chat: nothing can be changed. */
  readOnly?: boolean;
}
