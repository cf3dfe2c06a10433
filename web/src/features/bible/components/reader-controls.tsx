import '@/ui/icon-button.css';
import { BIBLE_VERSIONS, type BibleVersion } from '@verse/shared/constants';
import type { ReaderTheme } from '../reader-preferences.ts';

export const VersionSwitch = ({ version, onChange }: { version: BibleVersion; onChange(version: BibleVersion): void }) => (
  <div className="reader-switch" role="group" aria-label="Bible version">
    {BIBLE_VERSIONS.map((v) => (
      <button key={v} type="button" className="reader-switch__option" aria-pressed={v === version} onClick={() => onChange(v)}>
        {v}
      </button>
    ))}
  </div>
);

export const ThemeToggle = ({ theme, onToggle }: { theme: ReaderTheme; onToggle(): void }) => (
  <button type="button" className="icon-btn reader__icon" onClick={onToggle} aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}>
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      {theme === 'dark' ? (
        <path d="M12 4V2M12 22v-2M4.9 4.9 3.5 3.5M20.5 20.5l-1.4-1.4M4 12H2M22 12h-2M4.9 19.1l-1.4 1.4M20.5 3.5l-1.4 1.4M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      ) : (
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      )}
    </svg>
  </button>
);

/** How far through the chapter: 'Verse n of total' and a bar. */
export const ChapterProgress = ({ verse, total }: { verse: number; total: number }) => (
  <div className="reader__progress">
    <p>
      Verse {verse} of {total}
    </p>
    <div className="reader__bar" role="progressbar" aria-label="Progress through the chapter" aria-valuemin={1} aria-valuemax={total} aria-valuenow={verse}>
      <span style={{ width: `${(verse / total) * 100}%` }} />
    </div>
  </div>
);
