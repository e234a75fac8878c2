import { integrations } from '@/config/site';

/**
 * HubSpot's tracking code, added once the page has loaded and the browser is idle. Nothing depends
 * on it: when it is blocked, nothing happens. Called by src/islands/start.ts on the home page.
 */
export function addTrackingScriptWhenIdle(): void {
  const src = integrations.hubspot.trackingScript;
  const add = () => {
    if (document.querySelector(`script[src="${src}"]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.id = 'hs-script-loader';
    document.body.append(script);
  };
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(add, { timeout: 4000 });
    else setTimeout(add, 2000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
