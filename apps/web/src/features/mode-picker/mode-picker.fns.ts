import type { DesktopDownloadContext } from '../../app/modals.store';
import type { PickerCard } from '@otto/shared/picker-cards';

/** Which heading the desktop-download modal shows when a card sends the user there. */
export function desktopContextForCard(card: Pick<PickerCard, 'id'>): DesktopDownloadContext {
  switch (card.id) {
    case 'a_b_roll':
      return 'abRoll';
    case 'podcast':
      return 'podcastMulticam';
    case 'rough_cut':
      return 'roughCut';
    default:
      return 'default';
  }
}

/** The waitlist key for a card's 'Get notified' button. */
export const waitlistFeatureForCard = (card: Pick<PickerCard, 'id'>): string => `mode_${card.id}`;
