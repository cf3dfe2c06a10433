const HOME_TITLE = 'Find the verse for right now';

/** The home page's heading; also painted by the static app shell before any script runs. */
export const HomeIntro = () => (
  <header className="home__intro">
    <h1 className="home__title scripture">{HOME_TITLE}</h1>
    <p className="home__lead">Tell Verse how you feel, ask a question, or name a topic or a date.</p>
  </header>
);
