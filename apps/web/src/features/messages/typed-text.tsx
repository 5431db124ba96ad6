import { useEffect, useEffectEvent, useState } from 'react';
import { typedLength } from './messages.fns';

/**
 * Text that types itself out at 5 ms per character when `typing`, then calls `onDone`. Timers in
 * background tabs are throttled, so the length comes from the elapsed time, not from counting ticks.
 */
export function TypedText({
  text,
  typing,
  onDone,
  className,
}: {
  text: string;
  typing: boolean;
  onDone?: () => void;
  className?: string;
}) {
  const [shown, setShown] = useState(typing ? 0 : text.length);
  const finish = useEffectEvent(() => onDone?.());

  useEffect(() => {
    if (!typing) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const length = typedLength(performance.now() - started, text.length);
      setShown(length);
      if (length >= text.length) {
        clearInterval(timer);
        finish();
      }
    }, 16);
    return () => clearInterval(timer);
  }, [typing, text]);

  const visible = typing ? text.slice(0, shown) : text;
  return (
    <p className={`whitespace-pre-wrap ${className ?? ''}`} aria-busy={typing && shown < text.length}>
      {visible}
    </p>
  );
}
