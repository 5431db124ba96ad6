import { isKnownMessageType, messageDataSchemas, type MessageType } from '@otto/shared/message';
import { useEffect, type ComponentType } from 'react';
import type { StoredMessage } from '../../store/document.store';
import { ArollEditMessage } from './aroll-edit-message';
import { ArollSummaryMessage } from './aroll-summary-message';
import { BotMessage } from './bot-message';
import { BrollEditMessage } from './broll-edit-message';
import { BrollSummaryMessage } from './broll-summary-message';
import { DemoStartMessage } from './demo-start-message';
import { EditResultMessage } from './edit-result-message';
import { ExportSuccessMessage } from './export-success-message';
import { IntroModeMessage } from './intro-mode-message';
import type { MessageProps } from './message.props';
import { typedMessageTypes } from './messages.fns';
import { MulticamProjectReadyMessage } from './multicam-project-ready-message';
import { OnboardingMessage } from './onboarding-message';
import { ReplyMessage } from './reply-message';
import { ScriptedStoryMessage } from './scripted-story-message';
import { UserDropMessage } from './user-drop-message';
import { UserMessage } from './user-message';

/** One component per message type: adding a type to the shared list does not compile until it has one. */
const components: { [T in MessageType]: ComponentType<MessageProps<T>> } = {
  user_message: UserMessage,
  user_drop: UserDropMessage,
  bot_message: BotMessage,
  broll_summary_message: BrollSummaryMessage,
  aroll_summary_message: ArollSummaryMessage,
  edit_result: EditResultMessage,
  multicam_project_ready: MulticamProjectReadyMessage,
  demo_start: DemoStartMessage,
  onboarding: OnboardingMessage,
  export_success_message: ExportSuccessMessage,
  reply_message: ReplyMessage,
  broll_edit_message: BrollEditMessage,
  aroll_edit_message: ArollEditMessage,
  scripted_story_message: ScriptedStoryMessage,
  intro_mode_message: IntroModeMessage,
};

export interface MessageViewProps {
  message: StoredMessage;
  /** Where the message stands in the typing queue (live replies type one at a time). */
  turn?: 'typing' | 'waiting' | 'shown';
  onTyped?: () => void;
  readOnly?: boolean;
}

/** Renders one chat message by type. Unknown types (or payloads that don't fit their type) are logged and render nothing. */
export function MessageView({ message, turn = 'shown', onTyped, readOnly }: MessageViewProps) {
  const type = isKnownMessageType(message.type) ? message.type : null;
  const known = type !== null;
  const parsed = type ? messageDataSchemas[type].safeParse(message.data) : null;
  const valid = Boolean(parsed?.success);
  // Only a non-empty text types out (an onboarding marker has none): anything else hands its turn straight on.
  const text = parsed?.success ? (parsed.data as { text?: unknown }).text : undefined;
  const typesOut = valid && typedMessageTypes.has(message.type) && typeof text === 'string' && text.length > 0;

  useEffect(() => {
    if (!known) console.warn(`Unknown message type "${message.type}" (message ${message.id}); not rendered.`);
    else if (!valid)
      console.warn(
        `Message ${message.id} of type "${message.type}" has an unexpected payload; not rendered.`,
        parsed?.error?.issues,
      );
  }, [known, valid, message.type, message.id, parsed?.error?.issues]);

  // Messages with nothing to type (edits, unknown types) take their turn and hand it straight on.
  useEffect(() => {
    if (turn === 'typing' && !typesOut) onTyped?.();
  }, [turn, typesOut, onTyped]);

  if (!type || !parsed?.success || turn === 'waiting') return null;
  const Component = components[type] as ComponentType<MessageProps<MessageType>>;
  return (
    <Component
      message={message}
      data={parsed.data}
      typing={turn === 'typing'}
      onTyped={onTyped ?? noop}
      readOnly={readOnly}
    />
  );
}

const noop = () => {};
