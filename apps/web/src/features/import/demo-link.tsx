import { multicamText } from '@otto/shared/constants';
import { useState } from 'react';
import { DemoPicker, type DemoPickerProps } from '../demo/demo-picker';

export type DemoLinkProps = Omit<DemoPickerProps, 'open' | 'onClose'> & {
  testId: string;
  /** The link shows only while nothing is chosen; a picker already open stays open. */
  shown: boolean;
};

/** 'Or try out our demo project' under an empty import (spec import §4): opens the demo picker. */
export function DemoLink({ testId, shown, ...picker }: DemoLinkProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {shown && (
        <p className="mt-3 text-center text-xs">
          <button
            type="button"
            data-testid={testId}
            className="text-accent underline-offset-2 hover:underline"
            onClick={() => setOpen(true)}
          >
            {multicamText.tryDemo}
          </button>
        </p>
      )}
      {open && <DemoPicker open={open} onClose={() => setOpen(false)} {...picker} />}
    </>
  );
}
