import { createContext, useContext } from 'react';

/**
 * True inside the embedded demo (`/?embed=demo`), which hides what a visitor on another website cannot
 * use there: sign-in, exports that need an account, developer info, 'Do not show again' (spec chat §2, §6).
 */
export const EmbeddedDemoContext = createContext(false);

export const useEmbeddedDemo = (): boolean => useContext(EmbeddedDemoContext);
