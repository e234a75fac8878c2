import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { ContactFallback } from '@/components/ui/contact-fallback';
import { integrations } from '@/config/site';
import type { Lang } from '@/i18n/languages';
import { dirOf } from '@/i18n/languages';
import { loadHubspot, removeHubspotScript, watchPromos } from './hubspot-loader';

/** How long a visitor waits for the form before the fallback shows. */
export const formTimeoutMs = 8000;

const reserved = css`
  min-block-size: 640px;
  position: relative;
  .loading {
    color: #4a5263;
  }
`;

type FormKey = keyof typeof integrations.hubspot.forms;
/** `idle`: the prerendered page and hydration, before the loader runs. */
type Status = 'idle' | 'loading' | 'ready' | 'failed';

interface Props {
  formKey: FormKey;
  lng: Lang;
  loadingText: string;
  fallbackTitle: string;
  fallbackText: string;
}

/**
 * The HubSpot form of a page, created once (also under StrictMode and when coming back), with
 * its promotional elements removed, its height reserved, and a phone/WhatsApp fallback when the
 * provider is blocked or slow.
 */
export function HubspotForm({ formKey, lng, loadingText, fallbackTitle, fallbackText }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const targetId = `hubspot-${formKey}`;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    setStatus('loading');
    const stopWatching = watchPromos(container);
    const timer = window.setTimeout(() => {
      if (!cancelled && !container.querySelector('form, iframe')) setStatus('failed');
    }, formTimeoutMs);
    const { hubspot } = integrations;
    loadHubspot(hubspot.formsScript).then(
      (api) => {
        if (cancelled) return;
        api.forms.create({
          region: hubspot.region,
          portalId: hubspot.portalId,
          formId: hubspot.forms[formKey],
          target: `#${targetId}`,
          locale: lng,
          onFormReady: () => {
            if (!cancelled) setStatus('ready');
          },
        });
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stopWatching();
      container.replaceChildren();
      removeHubspotScript();
    };
  }, [formKey, lng, targetId]);

  return (
    <div css={reserved}>
      {/* Without JavaScript there is no form: the ways to reach us are in the HTML. This also puts
          the fallback's styles in the prerendered CSS, so showing it later compiles nothing. */}
      <noscript>
        <ContactFallback title={fallbackTitle} text={fallbackText} />
      </noscript>
      {status === 'failed' && <ContactFallback title={fallbackTitle} text={fallbackText} />}
      {status === 'loading' && (
        <p className="loading" role="status">
          {loadingText}
        </p>
      )}
      <div
        id={targetId}
        ref={containerRef}
        dir={dirOf(lng)}
        data-testid="hubspot-container"
        hidden={status === 'failed'}
      />
    </div>
  );
}
