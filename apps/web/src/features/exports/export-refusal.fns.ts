/**
 * What a refused export start opens (spec §8): the server's export limit ('export_limit', a 401)
 * opens 'Want more exports?'; any other 401 is a missing or expired session and opens sign-in.
 */
export function exportRefusal(error: { status: number; code: string }): 'upgrade' | 'sign_in' | null {
  if (error.status !== 401) return null;
  return error.code === 'export_limit' ? 'upgrade' : 'sign_in';
}
