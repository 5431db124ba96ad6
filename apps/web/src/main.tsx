import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyColourMode, storedColourMode } from './app/colour-mode';
import { Providers } from './app/providers';
import { router } from './app/router';
import { browserStorage } from './lib/browser-storage';
import './styles.css';

// Before the first paint, so a light-mode user never sees a dark flash.
applyColourMode(storedColourMode(browserStorage()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
