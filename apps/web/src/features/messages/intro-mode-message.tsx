import type { MessageProps } from './message.props';

/**
 * Marks where a mode's intro video card belongs. The card itself is shown by the welcome feature
 * (once per mode, remembered in a cookie), so the message renders nothing of its own.
 */
export function IntroModeMessage(_props: MessageProps<'intro_mode_message'>) {
  return null;
}
