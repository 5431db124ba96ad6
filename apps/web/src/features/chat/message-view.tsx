/** Message rendering lives in features/messages; these re-exports keep older imports working. */
export { BotBubble, UserBubble } from '../messages/bubbles';
export { MessageView } from '../messages/message-view';
