import { isRtlLocale } from '@bmp/shared';
import type { EmotionCache } from '@emotion/cache';

// Right-to-left needs both MUI's `direction: 'rtl'` and styles flipped as they are inserted
// (margin-left → margin-right, ...), which an emotion cache with stylis-plugin-rtl does. That plugin
// (and cssjanus under it) loads only when a right-to-left language is chosen.
let rtlCache: EmotionCache | undefined;

/** Loads what `locale`'s direction needs; resolves at once for left-to-right languages. */
export async function prepareDirection(locale: string): Promise<void> {
  if (!isRtlLocale(locale) || rtlCache) return;
  const [{ default: createCache }, { prefixer }, { default: rtlPlugin }] = await Promise.all([
    import('@emotion/cache'),
    import('stylis'),
    import('stylis-plugin-rtl'),
  ]);
  rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
}

/** The right-to-left style cache, once prepareDirection has loaded it. */
export function getRtlCache(): EmotionCache | undefined {
  return rtlCache;
}
