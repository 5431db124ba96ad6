/**
 * How Otto writes a length or a position in an edit: 46.7 → '0:46', 3725 → '1:02:05'. One
 * function for the server's replies and descriptions and the web's cards and player, so an edit
 * never reads 0:47 in its description and 0:46 beside its player. Whole seconds are cut, not
 * rounded, like a player's clock.
 */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds + 1e-6));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
