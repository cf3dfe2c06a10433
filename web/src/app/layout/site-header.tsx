import { Link } from 'react-router-dom';
import { UserMenu } from '@/features/session/components/user-menu.tsx';
import { BrandMark } from './brand-mark.tsx';

export const SiteHeader = () => (
  <header className="site-header">
    <Link to="/" className="site-header__brand" aria-label="Verse home">
      <BrandMark />
      Verse
    </Link>
    <nav className="site-header__actions" aria-label="Account">
      <UserMenu />
    </nav>
  </header>
);
