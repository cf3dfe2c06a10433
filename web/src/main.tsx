import '@fontsource/literata/latin-400.css';
import '@fontsource/literata/latin-400-italic.css';
import './styles/tokens.css';
import './styles/base.css';
// In the entry stylesheet (not with their components) because the static shell in index.html paints the header and the home heading before any script.
import './app/layout/app-layout.css';
import './styles/home-intro.css';

// The static shell paints first; React and the page (preloaded from index.html) run right after that frame.
requestAnimationFrame(() => setTimeout(() => void import('./app/start.tsx').then((m) => m.start())));
