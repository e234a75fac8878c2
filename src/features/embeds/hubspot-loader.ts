/** One shared loader for HubSpot's forms script: at most one script element, one load per visit. */

export interface HubspotFormOptions {
  region: string;
  portalId: string;
  formId: string;
  target: string;
  locale?: string;
  onFormReady?: () => void;
}

export interface HubspotApi {
  forms: { create: (options: HubspotFormOptions) => void };
}

declare global {
  interface Window {
    hbspt?: HubspotApi;
  }
}

const scriptAttr = 'data-aatc-hubspot';
let pending: Promise<HubspotApi> | null = null;

export function loadHubspot(src: string): Promise<HubspotApi> {
  if (window.hbspt?.forms) return Promise.resolve(window.hbspt);
  if (pending) return pending;
  pending = new Promise<HubspotApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(scriptAttr, '');
    script.addEventListener('load', () => {
      if (window.hbspt?.forms) resolve(window.hbspt);
      else reject(new Error('HubSpot loaded without its forms API'));
    });
    script.addEventListener('error', () => reject(new Error('HubSpot script blocked or down')));
    document.head.append(script);
  });
  // A failed load may be retried on the next visit to a form page.
  pending.catch(() => {
    removeHubspotScript();
  });
  return pending;
}

/** Removes the script element on leaving a form page (the API, once loaded, is kept for re-use). */
export function removeHubspotScript(): void {
  document.querySelectorAll(`script[${scriptAttr}]`).forEach((node) => node.remove());
  if (!window.hbspt) pending = null;
}

/** For tests: forget everything. */
export function resetHubspotLoader(): void {
  removeHubspotScript();
  pending = null;
  delete window.hbspt;
}

/** The provider's promotional link and elements. */
export const promoSelector =
  '.hubspot-link__container, .hs-form__virality-link, a[href*="hubspot.com"][target="_blank"]';

function removePromos(root: ParentNode): void {
  root.querySelectorAll(promoSelector).forEach((node) => node.remove());
  root.querySelectorAll('iframe').forEach((frame) => {
    try {
      if (frame.contentDocument) removePromos(frame.contentDocument);
    } catch {
      // A cross-origin frame cannot be reached.
    }
  });
}

/** Removes promotional elements now and whenever the form changes; returns the disconnect. */
export function watchPromos(container: HTMLElement): () => void {
  removePromos(container);
  const observer = new MutationObserver(() => removePromos(container));
  observer.observe(container, { childList: true, subtree: true });
  const onLoad = () => removePromos(container);
  container.addEventListener('load', onLoad, true);
  return () => {
    observer.disconnect();
    container.removeEventListener('load', onLoad, true);
  };
}
