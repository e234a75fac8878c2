import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer, type Middleware } from 'stylis';
import type { Dir } from '@/i18n/languages';

export type EmotionCaches = Record<Dir, EmotionCache>;

// Module constants: Emotion memoises server output per plugin array.
const ltrPlugins: Middleware[] = [prefixer];
const rtlPlugins: Middleware[] = [prefixer, rtlPlugin as unknown as Middleware];

/** One cache per direction, with different keys; the RTL one flips any physical CSS. */
export function createEmotionCaches(): EmotionCaches {
  return {
    ltr: createCache({ key: 'ltr', stylisPlugins: ltrPlugins }),
    rtl: createCache({ key: 'rtl', stylisPlugins: rtlPlugins }),
  };
}
