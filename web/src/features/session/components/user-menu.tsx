import { Fragment, lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/ui/button.tsx';
import { openAuthModal, useAuthModal, type AuthMode } from '@/features/session/auth-modal-store.ts';
import { useSession } from '@/features/session/session-store.ts';
import { signedInItems } from './user-menu-items.ts';
import './user-menu.css';
import { triggerPaywall } from '@/lib/app-events.ts';

const AuthModal = lazy(() => import('./auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

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

/** An email address that may break only after its @ and before its dots, never mid-word. */
const BreakableEmail = ({ email }: { email: string }) =>
  email.split(/(?=\.)|(?<=@)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));

const SignedInMenu = () => {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const name = session.user?.name || 'User';
  const items = signedInItems(session);

  const focusItem = (index: number) => {
    const all = list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    if (!all?.length) return;
    all[(index + all.length) % all.length].focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const outside = (e: PointerEvent) => {
      if (!list.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const all = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(at + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(at - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(-1);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

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
        <ul ref={list} id={menuId} className="user-menu__list" role="menu" aria-label="Account" onKeyDown={onKeyDown}>
          <li role="presentation" className="user-menu__who">
            <div className="user-menu__name">{name}</div>
            <div className="user-menu__email">
              <BreakableEmail email={session.user?.email ?? ''} />
            </div>
          </li>
          {items.map((item) => (
            <li key={item.label} role="presentation">
              <button
                type="button"
                role="menuitem"
                className="user-menu__item"
                onClick={() => {
                  // The menu button takes the focus back first, so a dialog the item opens returns it there.
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
