import { embedDemoParams, isEmbeddedDemoAddress } from '@otto/shared/embed';

/** `/?embed=demo`, optionally `&share=<id>` to embed one shared chat. */
export const isEmbeddedDemo = isEmbeddedDemoAddress;

/** The shared chat to embed when the address names one; otherwise the demo list decides. */
export const embeddedShareId = (search: string): string | null =>
  new URLSearchParams(search).get(embedDemoParams.share)?.trim() || null;
