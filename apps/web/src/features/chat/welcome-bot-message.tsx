import { botText } from '@otto/shared/constants';
import { modalsStore } from '../../app/modals.store';
import { DownloadIcon, PlayIcon, PlusIcon } from '../../ui/icons';
import { useStartGuidedTour } from '../tour/start-tour';
import { BotBubble } from './message-view';

/** Otto's first message: download the desktop app, start a web project, or take the guided tour. */
export function WelcomeBotMessage({ signedIn }: { signedIn: boolean }) {
  const tour = useStartGuidedTour();
  const modals = modalsStore.getState();
  const actions = botText.welcomeActions;
  return (
    <BotBubble>
      <p>{botText.welcome}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => modals.openDesktopDownload('default')}>
          <DownloadIcon /> {actions.downloadDesktop}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => (signedIn ? modals.openModePicker() : modals.openSignIn('start_import'))}
        >
          <PlusIcon /> {actions.startWebProject}
        </button>
        <button
          type="button"
          className="btn-secondary"
          data-testid="take-tour"
          disabled={tour.isPending}
          aria-busy={tour.isPending}
          // Visitors sign in first and come back on /?demo=start, which starts the tour (home page).
          onClick={() => (signedIn ? tour.mutate() : modals.openSignIn('start_ftux'))}
        >
          <PlayIcon /> {actions.walkthrough}
        </button>
      </div>
    </BotBubble>
  );
}
