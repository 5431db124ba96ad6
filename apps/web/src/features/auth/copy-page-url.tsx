import { CopyLinkField } from '../../ui/copy-link-field';

/** In-app browsers can't finish Google sign-in: let the visitor take the address to a real browser. */
export function CopyPageUrl() {
  const url = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <CopyLinkField
      value={url}
      label="Open this page in your browser"
      fieldTestId="page-url"
      copyTestId="copy-page-url"
      variant="secondary"
    />
  );
}
