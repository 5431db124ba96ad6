import type { ReactNode } from 'react';
import { BotBubble } from './bubbles';
import { TypedText } from './typed-text';

/** A bot reply whose text types out when live; extras (lists, buttons) appear once the text is done. */
export function BotText({
  text,
  typing,
  onTyped,
  children,
}: {
  text: string;
  typing: boolean;
  onTyped(): void;
  children?: ReactNode;
}) {
  return (
    <BotBubble>
      <TypedText text={text} typing={typing} onDone={onTyped} />
      {!typing && children}
    </BotBubble>
  );
}
