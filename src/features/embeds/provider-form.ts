import { integrations } from '@/config/site';
import { loadHubspot, watchPromos } from './hubspot-loader';

/** How long a visitor waits for the form before the phone and WhatsApp ways show instead. */
export const formTimeoutMs = 6000;

type FormKey = keyof typeof integrations.hubspot.forms;

const isFormKey = (value: string | undefined): value is FormKey =>
  value !== undefined && value in integrations.hubspot.forms;

/** One part of the form's box, as the page renders it (src/pages/embed-form-page.tsx). */
const part = (box: HTMLElement, name: 'loading' | 'fallback' | 'target') =>
  box.querySelector<HTMLElement>(`[data-form-part="${name}"]`);

/**
 * Starts the provider's form in its box as soon as the page's script runs, without React: the
 * page exists for this form. Shows the loading line, removes the provider's promotional link, and
 * shows the ways to reach the academy instead when the script is blocked or no form has appeared
 * within `formTimeoutMs`. Returns the stop (for tests; a document visit needs none).
 */
export function startProviderForm(box: HTMLElement): () => void {
  const key = box.dataset.providerForm;
  const target = part(box, 'target');
  if (!isFormKey(key) || !target || box.dataset.started) return () => {};
  // Once per box: a page restored from the back-forward cache keeps its form.
  box.dataset.started = 'true';
  const loading = part(box, 'loading');
  const fallback = part(box, 'fallback');
  const settle = (ready: boolean) => {
    if (loading) loading.hidden = true;
    if (fallback) fallback.hidden = ready;
    target.hidden = !ready;
    box.dataset.status = ready ? 'ready' : 'failed';
  };
  if (loading) loading.hidden = false;
  const stopWatching = watchPromos(target);
  const timer = window.setTimeout(() => {
    if (!target.querySelector('form, iframe')) settle(false);
  }, formTimeoutMs);
  const { hubspot } = integrations;
  loadHubspot(hubspot.formsScript).then(
    (api) => {
      api.forms.create({
        region: hubspot.region,
        portalId: hubspot.portalId,
        formId: hubspot.forms[key],
        target: `#${target.id}`,
        locale: box.dataset.lang,
        onFormReady: () => {
          window.clearTimeout(timer);
          settle(true);
        },
      });
    },
    () => {
      window.clearTimeout(timer);
      settle(false);
    },
  );
  return () => {
    window.clearTimeout(timer);
    stopWatching();
  };
}
