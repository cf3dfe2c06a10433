import { BrandMark } from '../layout/brand-mark.tsx';
import { HomeIntro } from '../../pages/home-intro.tsx';

/**
 * What `index.html` paints before any script runs (rendered to markup at build time): the header
 * and, on `/`, the home heading, laid out exactly as the app renders them, so the first paint does
 * not wait for the JavaScript. React replaces it on its first render.
 */
export const AppShell = () => (
  <div className="app">
    <header className="site-header">
      <a href="/" className="site-header__brand" aria-label="Verse home">
        <BrandMark />
        Verse
      </a>
    </header>
    <main className="app__main">
      <div className="page home" data-home-shell="">
        <HomeIntro />
      </div>
    </main>
  </div>
);
