import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once the placeholder comes near the viewport. The charts' code (about 70 KB on
 * the wire) is then fetched only when someone scrolls to the charts, not with the figures above them.
 */
export function WhenVisible({ children, height }: { children: ReactNode; height: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <Skeleton ref={anchor} variant="rounded" height={height} sx={{ mb: 3 }} />;
}
