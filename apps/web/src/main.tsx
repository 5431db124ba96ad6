import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyColourMode, storedColourMode } from './app/colour-mode';
import { Providers } from './app/providers';
import { captureReferralCode } from './features/billing/referral-capture';
import { setUpInstallableApp } from './features/desktop-app/install-prompt';
import { router } from './app/router';
import { browserStorage } from './lib/browser-storage';
import './styles.css';

// Before the first paint, so a light-mode user never sees a dark flash.
applyColourMode(storedColourMode(browserStorage()));
// Before the router reads the address: a referral link's ?ref= is kept for the sign-up, then dropped.
captureReferralCode();
// Early: the browser's install prompt fires once, soon after load.
setUpInstallableApp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
