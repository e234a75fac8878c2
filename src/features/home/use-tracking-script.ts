import { useEffect } from 'react';
import { integrations } from '@/config/site';

/**
 * HubSpot's tracking code, loaded once the page is interactive and idle. Nothing depends on it:
 * when it is blocked, nothing happens.
 */
export function useTrackingScript(): void {
  useEffect(() => {
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
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const onLoad = () => {
      handle = idle(add, { timeout: 4000 } as never) as number;
    };
    let handle = 0;
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancel(handle);
    };
  }, []);
}
