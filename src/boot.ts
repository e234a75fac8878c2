// The @font-face rules of the subset fonts, written by scripts/subset-fonts.mjs before the build.
import '@/styles/generated/fonts.css';

/**
 * The page is complete HTML: it paints first, with the line to itself (HTML, inline CSS, the
 * preloaded font), and only then is the app's JavaScript fetched to hydrate it.
 */
function loadApp() {
  void import('./entry-client');
}

requestAnimationFrame(() => setTimeout(loadApp, 0));
