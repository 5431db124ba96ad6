import { chatText } from '@otto/shared/constants';
import { useState } from 'react';
import { collapsedText } from './collapsible-text.fns';

/** A message text that folds when long, with "Show more" / "Show less". */
export function CollapsibleText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const folded = collapsedText(text);
  if (folded === null) return <>{text}</>;
  return (
    <>
      <span data-testid="collapsible-text">{open ? text : folded}</span>
      <button
        type="button"
        data-testid="show-more"
        aria-expanded={open}
        className="mt-1 block text-xs font-medium text-accent hover:underline"
        onClick={() => setOpen(!open)}
      >
        {open ? chatText.showLess : chatText.showMore}
      </button>
    </>
  );
}
