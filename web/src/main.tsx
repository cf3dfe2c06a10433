import './styles/fonts.css';
import '@fontsource/literata/latin-400-italic.css';
import './styles/tokens.css';
import './styles/base.css';
// In the entry stylesheet (not with their components) because the static shell in index.html paints the header and the home heading before any script.
import './app/layout/app-layout.css';
import './styles/home-intro.css';

/** Longest wait for the shell's first paint: a background tab paints nothing until it is shown. */
const PAINT_WAIT_MS = 1000;

/** Resolves once the browser has shown the static shell (its first contentful paint), or after PAINT_WAIT_MS. */
const shellShown = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, PAINT_WAIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

// React and the page (preloaded from index.html) start once the shell is on screen, so they never delay it.
void shellShown()
  .then(() => import('./app/start.tsx'))
  .then((m) => m.start());
