import { Fragment, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useSession } from '@/features/session/session-store.ts';
import { signedInItems } from './user-menu-items.ts';

/** An email address that may break only after its @ and before its dots, never mid-word. */
const BreakableEmail = ({ email }: { email: string }) =>
  email.split(/(?=\.)|(?<=@)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));

interface AccountMenuListProps {
  id: string;
  name: string;
  /** The menu button: a press on it is not a press outside. */
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu, and gives the button the focus back unless told not to. */
  close: (refocus?: boolean) => void;
}

/** The open account menu (spec 000 §2 "User menu"): who is signed in, then the items, by keyboard too. */
export const AccountMenuList = ({ id, name, button, close }: AccountMenuListProps) => {
  const session = useSession();
  const list = useRef<HTMLUListElement>(null);
  const items = signedInItems(session);

  const focusItem = (index: number) => {
    const all = list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]');
    if (!all?.length) return;
    all[(index + all.length) % all.length].focus();
  };

  useEffect(() => {
    focusItem(0);
    const outside = (e: PointerEvent) => {
      if (!list.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [button, close]);

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
    <ul ref={list} id={id} className="user-menu__list" role="menu" aria-label="Account" onKeyDown={onKeyDown}>
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
  );
};
