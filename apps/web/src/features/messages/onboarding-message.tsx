import { BotText } from './bot-text';
import type { MessageProps } from './message.props';

/** A getting-started hint; an onboarding message without text is a marker and shows nothing. */
export function OnboardingMessage({ data, typing, onTyped }: MessageProps<'onboarding'>) {
  if (!data.text) return null;
  return <BotText text={data.text} typing={typing} onTyped={onTyped} />;
}
