/** The share a visitor wanted to clone, kept across the sign-in round trip (spec: a stored clone id, then an automatic clone). */
const KEY = 'otto.pendingCloneShareId';

export function rememberPendingClone(shareId: string): void {
  sessionStorage.setItem(KEY, shareId);
}

export function takePendingClone(): string | null {
  const id = sessionStorage.getItem(KEY);
  if (id) sessionStorage.removeItem(KEY);
  return id;
}
