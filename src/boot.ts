// The @font-face rules of the subset fonts, written by scripts/subset-fonts.mjs before the build.
import '@/styles/generated/fonts.css';

/** Lets the browser paint and handle input between two pieces of start-up work. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The page is complete HTML: it paints first, with the line to itself (HTML, inline CSS, the
 * preloaded font), and only then is the app's JavaScript fetched to hydrate it, in short tasks:
 * the libraries, then the app's modules, then the hydration (which React splits further).
 */
async function loadApp() {
  const app = import('./entry-client');
  await import('./vendor');
  await yieldToMain();
  const { start } = await app;
  await yieldToMain();
  await start(yieldToMain);
}

requestAnimationFrame(() => setTimeout(() => void loadApp(), 0));
