import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDesk } from './desk-context';
import { markerAtPoint, markerOfElement } from './desk-pick';

/** Pick mode: the element under the pointer outlined with its key; a click (or Enter) picks. */
export function PickLayer({
  onPick,
  onLeave,
}: {
  onPick: (id: string | undefined) => void;
  onLeave: () => void;
}) {
  const { words, host } = useDesk();
  const [hover, setHover] = useState<{ rect: DOMRect; id: string | undefined }>();
  const frame = useRef(0);

  const onMove = useEffectEvent((event: MouseEvent) => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || event.composedPath().includes(host)) return setHover(undefined);
      setHover({
        rect: target.getBoundingClientRect(),
        id: markerAtPoint(event.clientX, event.clientY, target),
      });
    });
  });
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (event.composedPath().includes(host)) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target instanceof Element ? event.target : null;
    onPick(markerAtPoint(event.clientX, event.clientY, target));
  });
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onLeave();
      return;
    }
    // Keyboard picking: Enter on the focused link, button or field picks its string.
    const active = document.activeElement;
    if (event.key === 'Enter' && active && active !== document.body && active !== host) {
      event.preventDefault();
      event.stopPropagation();
      onPick(markerOfElement(active));
    }
  });
  useEffect(() => {
    const move = (event: MouseEvent) => onMove(event);
    const click = (event: MouseEvent) => onClick(event);
    const key = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('mousemove', move, { passive: true });
    document.addEventListener('click', click, true);
    document.addEventListener('keydown', key, true);
    return () => {
      cancelAnimationFrame(frame.current);
      document.removeEventListener('mousemove', move);
      document.removeEventListener('click', click, true);
      document.removeEventListener('keydown', key, true);
    };
  }, []);

  return (
    <>
      <div className="pick-banner" role="status">
        <span>{words.pickHint}</span>
        <button type="button" onClick={onLeave}>
          {words.pickLeave}
        </button>
      </div>
      {hover && (
        <>
          <div
            className="outline"
            style={{
              top: hover.rect.top,
              left: hover.rect.left,
              width: hover.rect.width,
              height: hover.rect.height,
            }}
          />
          {hover.id && (
            <div
              className="outline-label"
              style={{ top: Math.max(0, hover.rect.top - 22), left: Math.max(0, hover.rect.left) }}
            >
              {hover.id}
            </div>
          )}
        </>
      )}
    </>
  );
}
