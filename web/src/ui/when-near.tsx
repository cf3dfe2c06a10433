import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the place they go comes within `margin` of the viewport, so a section
 * below the fold costs the first paint nothing (its code can load on demand then). The reserved
 * space stays until that code has arrived: were it to collapse meanwhile, a page scrolled to its
 * end would jump under the reader's finger.
 */
export const WhenNear = ({ children, margin = '600px' }: { children: ReactNode; margin?: string }) => {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = spot.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, near]);
  const reserved = <div ref={spot} className="when-near" />;
  return near ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
};
