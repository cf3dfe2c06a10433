import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, Route, Routes, useParams, type Params } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.tsx';
import { PAGE_TABLE, type PageName } from './page-table.ts';

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

/** Each page's module, loaded on demand (one chunk each). */
const MODULES = import.meta.glob<PageSource>('../pages/*-page.tsx');
const pages = new Map<PageName, Page>();
const pageNamed = (name: PageName) => {
  let found = pages.get(name);
  if (!found) pages.set(name, (found = page(MODULES[`../pages/${name}.tsx`])));
  return found;
};

type Page = ReturnType<typeof page>;

const PAGES: ReadonlyArray<readonly [path: string, page: Page]> = PAGE_TABLE.map(([path, name]) => [path, pageNamed(name)]);

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
