import { ANCHOR_SCROLL_OFFSET, SCROLL_TO_TOP_THRESHOLD } from '@bmp/shared';

/** The window scroll position that puts an anchor `ANCHOR_SCROLL_OFFSET` px below the top (SPEC.md section 2). */
export function anchorScrollTop(anchorTopInViewport: number, scrollY: number): number {
  return Math.max(0, Math.round(anchorTopInViewport + scrollY - ANCHOR_SCROLL_OFFSET));
}

/** The scroll-to-top button shows after more than 200 px of scroll (SPEC.md section 9). */
export function showsScrollToTop(scrollY: number): boolean {
  return scrollY > SCROLL_TO_TOP_THRESHOLD;
}

/** Smooth, unless the person asked their system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
