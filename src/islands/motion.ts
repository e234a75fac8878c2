/**
 * Continuous motion (the welcome phrases, the partner marquees) runs only after the page has
 * loaded and only while it is on screen: each `[data-motion]` element gets `data-motion="on"` then,
 * and `"off"` when it leaves the screen. Its CSS animates only under `[data-motion='on']`, with
 * opacity or transform, so the loop is the compositor's work, not the main thread's.
 */
export function gateMotion(): void {
  const elements = document.querySelectorAll<HTMLElement>('[data-motion]');
  if (elements.length === 0) return;
  const start = () => {
    if (!('IntersectionObserver' in window)) {
      for (const element of elements) element.dataset.motion = 'on';
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        (entry.target as HTMLElement).dataset.motion = entry.isIntersecting ? 'on' : 'off';
      }
    });
    for (const element of elements) observer.observe(element);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
