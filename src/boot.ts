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

/**
 * Runs `start` once the page has painted its content (the browser's first-contentful-paint entry),
 * or after `fallbackMs` if no paint is reported (a tab opened in the background never paints).
 */
function afterFirstPaint(start: () => void, fallbackMs: number) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    once();
    return;
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the fallback starts the app.
  }
  setTimeout(once, fallbackMs);
}

// `vite dev` serves an empty root (nothing to paint): start at once there.
if (import.meta.env.DEV) void loadApp();
else afterFirstPaint(() => void loadApp(), 1500);
