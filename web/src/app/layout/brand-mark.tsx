export const BrandMark = () => (
  <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
    <rect width="64" height="64" rx="14" fill="var(--night)" />
    <path d="M18 20c6-3 10-3 14 1 4-4 8-4 14-1v26c-6-3-10-3-14 1-4-4-8-4-14-1z" fill="none" stroke="#e0b04f" strokeWidth="3.5" strokeLinejoin="round" />
    <path d="M32 21v26" stroke="#e0b04f" strokeWidth="3.5" />
  </svg>
);
