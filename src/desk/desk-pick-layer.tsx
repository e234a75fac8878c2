import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDesk } from './desk-context';
import { markerAtPoint, markerOfElement } from './desk-pick';

/** The element under the pointer, and the key of its string, once a frame. */
function usePointerHover(host: HTMLElement) {
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
  useEffect(() => {
    const move = (event: MouseEvent) => onMove(event);
    document.addEventListener('mousemove', move, { passive: true });
    return () => {
      cancelAnimationFrame(frame.current);
      document.removeEventListener('mousemove', move);
    };
  }, []);
  return hover;
}

/** Pick mode: the element under the pointer outlined with its key; a click (or Enter) picks. */
export function PickLayer({
  onPick,
  onLeave,
}: {
  onPick: (id: string | undefined) => void;
  onLeave: () => void;
}) {
  const { words, host } = useDesk();
  const hover = usePointerHover(host);
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
    const click = (event: MouseEvent) => onClick(event);
    const key = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('click', click, true);
    document.addEventListener('keydown', key, true);
    return () => {
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
      {hover && <Outline rect={hover.rect} id={hover.id} />}
    </>
  );
}

/** The outline around the element under the pointer, and its key above it. */
function Outline({ rect, id }: { rect: DOMRect; id: string | undefined }) {
  return (
    <>
      <div
        className="outline"
        style={{ top: rect.top, left: rect.left, width: rect.width, height: rect.height }}
      />
      {id && (
        <div
          className="outline-label"
          style={{ top: Math.max(0, rect.top - 22), left: Math.max(0, rect.left) }}
        >
          {id}
        </div>
      )}
    </>
  );
}
