import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { openAuthModal, useAuthModal, type AuthMode } from '@/features/session/auth-modal-store.ts';
import { useSession } from '@/features/session/session-store.ts';
import './user-menu.css';
import { triggerPaywall } from '@/lib/app-events.ts';

const AuthModal = lazy(() => import('./auth-modal.tsx').then((m) => ({ default: m.AuthModal })));
// The open menu's code loads when it is first opened: the button alone is on every page.
const AccountMenuList = lazy(() => import('./account-menu-list.tsx').then((m) => ({ default: m.AccountMenuList })));

/**
 * The header's account control (spec 000 §2 "User menu"): signed in, a menu button with name and
 * email, the items and "Sign out"; signed out, "Login" and "Sign Up". Also restores the stored
 * session on load and hosts the auth modal.
 */
export const UserMenu = () => {
  const { user, isLoading, restore } = useSession();
  const authOpen = useAuthModal((s) => s.open);
  useEffect(() => {
    void restore();
  }, [restore]);
  useEffect(openFromLink, []);

  return (
    <>
      {user ? (
        <SignedInMenu />
      ) : (
        <div className="user-menu__signed-out" aria-busy={isLoading}>
          <Button variant="ghost" onClick={() => openAuthModal('signin')}>
            Login
          </Button>
          <Button variant="gold" onClick={triggerPaywall}>
            Sign Up
          </Button>
        </div>
      )}
      {authOpen && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
    </>
  );
};

const MODES: readonly AuthMode[] = ['signin', 'signup', 'forgot-password'];

/** A link such as `/?auth=signup` opens the auth modal in that mode (and the parameter is removed). */
const openFromLink = () => {
  const url = new URL(window.location.href);
  const mode = url.searchParams.get('auth') as AuthMode | null;
  if (!mode || !MODES.includes(mode)) return;
  url.searchParams.delete('auth');
  window.history.replaceState(window.history.state, '', url);
  openAuthModal(mode);
};

const SignedInMenu = () => {
  const userName = useSession((s) => s.user?.name);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = userName || 'User';

  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div className="user-menu">
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span>{name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} name={name} button={button} close={close} />
        </Suspense>
      )}
    </div>
  );
};
