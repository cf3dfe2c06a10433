import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '@/ui/toaster.tsx';
import { useFeedbackModal } from '@/features/feedback/feedback-store.ts';
import { useFavoritesModal } from '@/features/favorites/favorites-modal-store.ts';
import { usePaywall, usePaywallTrigger } from '@/features/paywall/paywall-store.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useLinkArrival } from './use-link-arrival.ts';

const FeedbackModal = lazy(() =>
  import('@/features/feedback/components/feedback-modal.tsx').then((m) => ({ default: m.FeedbackModal })),
);
const PaywallDialog = lazy(() => import('@/features/paywall/components/paywall-dialog.tsx').then((m) => ({ default: m.PaywallDialog })));
const FavoritesModal = lazy(() =>
  import('@/features/favorites/components/favorites-modal.tsx').then((m) => ({ default: m.FavoritesModal })),
);

/** Header, page, footer; app-wide dialogs and notifications. */
export const AppLayout = () => {
  const feedbackOpen = useFeedbackModal((s) => s.open);
  const paywallOpen = usePaywall((s) => s.open);
  const favoritesOpen = useFavoritesModal((s) => s.open);
  usePaywallTrigger();
  useLinkArrival();
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackModal />
        </Suspense>
      )}
      {paywallOpen && (
        <Suspense fallback={null}>
          <PaywallDialog />
        </Suspense>
      )}
      {favoritesOpen && (
        <Suspense fallback={null}>
          <FavoritesModal />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
};
