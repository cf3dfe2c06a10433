import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { preloadFirstPage } from './routes.tsx';

/**
 * Renders the app over the static shell once the first page's code is in. As a transition, the
 * first render yields to the browser every few milliseconds instead of holding the main thread.
 */
export const start = async () => {
  await preloadFirstPage(window.location.pathname);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  if ('serviceWorker' in navigator && import.meta.env.PROD) void import('./offline-app.ts').then((m) => m.startOfflineAppWhenQuiet());
};
