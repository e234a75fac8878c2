import { useEffect, useState } from 'react';

/** True when the visitor asks for reduced motion; false in the prerendered HTML. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser-only fact
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
