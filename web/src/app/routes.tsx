import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, Route, Routes, useParams, type Params } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.tsx';

type PageModule = { default: ComponentType };
/** A page's module: its component, and optionally work to start before its first render (`prepare`, given the address's parameters). */
type PageSource = { Component: ComponentType; prepare?: (params: Params) => void };

/**
 * A page loaded on demand. Once `preload()` has finished, the page renders at once: its loader
 * answers with a thenable that resolves synchronously, which React's `lazy` reads without suspending.
 */
const page = (load: () => Promise<PageSource>) => {
  let loaded: PageModule | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = { default: m.Component };
      return m;
    });
  const component = lazy(() =>
    loaded ? ({ then: (resolve: (m: PageModule) => void) => resolve(loaded!) } as unknown as Promise<PageModule>) : preload().then(() => loaded!),
  );
  return Object.assign(component, { preload });
};

const HomePage = page(() => import('@/pages/home-page.tsx'));
const PrivacyPage = page(() => import('@/pages/privacy-page.tsx'));
const NotFoundPage = page(() => import('@/pages/not-found-page.tsx'));
const AccountPage = page(() => import('@/pages/account-page.tsx'));
const ResetPasswordPage = page(() => import('@/pages/reset-password-page.tsx'));
const DailyTenPage = page(() => import('@/pages/daily-ten-page.tsx'));
const SubscribePage = page(() => import('@/pages/subscribe-page.tsx'));
const BibleReaderPage = page(() => import('@/pages/bible-reader-page.tsx'));
const BookChaptersPage = page(() => import('@/pages/book-chapters-page.tsx'));
const VerseReaderPage = page(() => import('@/pages/verse-reader-page.tsx'));
const ImmersiveReaderPage = page(() => import('@/pages/immersive-reader-page.tsx'));
const RecommendationsPage = page(() => import('@/pages/recommendations-page.tsx'));

type Page = ReturnType<typeof page>;

/** Every page of both spec documents by its path; the last one answers any other path. */
const PAGES: ReadonlyArray<readonly [path: string, page: Page]> = [
  ['/', HomePage],
  ['/privacy', PrivacyPage],
  ['/account', AccountPage],
  ['/reset-password', ResetPasswordPage],
  ['/daily-ten', DailyTenPage],
  ['/subscribe', SubscribePage],
  ['/bible-reader', BibleReaderPage],
  ['/genesis-chapters', BookChaptersPage],
  ['/bible-reader/:book', BookChaptersPage],
  ['/bible-reader/:book/:chapter/:verse', VerseReaderPage],
  ['/immersive-reader', ImmersiveReaderPage],
  ['/recommendations', RecommendationsPage],
  ['*', NotFoundPage],
];

/**
 * Loads the page of the first address visited before React's first render, so the app never flashes
 * the loading fallback over the static shell, and starts what the page will ask for first.
 */
export const preloadFirstPage = (pathname: string) => {
  for (const [path, first] of PAGES) {
    const match = matchPath(path, pathname);
    if (match)
      return first
        .preload()
        .then((m) => m.prepare?.(match.params))
        .catch(() => undefined);
  }
  return Promise.resolve();
};

export const AppRoutes = () => (
  <Routes>
    <Route element={<AppLayout />}>
      {PAGES.map(([path, Page]) => (
        <Route key={path} path={path} element={<Lazy page={Page} />} />
      ))}
      <Route path="/bible-reader/:book/:chapter" element={<FirstVerse />} />
    </Route>
  </Routes>
);

/** A chapter without a verse opens at its first verse. */
const FirstVerse = () => {
  const { book, chapter } = useParams();
  return <Navigate replace to={`/bible-reader/${book}/${chapter}/1`} />;
};

const Lazy = ({ page: Page }: { page: LazyExoticComponent<ComponentType> }) => (
  <Suspense fallback={<div className="page page--loading" aria-busy="true" />}>
    <Page />
  </Suspense>
);
