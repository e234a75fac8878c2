import type { RouteId } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { BidiText } from './bidi-text';

/** Paragraphs of copy, each isolated so that Latin names read right inside Arabic. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((paragraph, index) => (
        <p key={index}>
          <BidiText>{paragraph}</BidiText>
        </p>
      ))}
    </>
  );
}

/**
 * A bulleted list of copy, each item isolated as in `Paragraphs`. With `linkOf`, an item it names a
 * page for links to that page (the courses Online Courses lists), so a list of courses never ends
 * in names a reader cannot open.
 */
export function TextList({
  items,
  linkOf,
}: {
  items: readonly string[];
  linkOf?: (item: string) => RouteId | undefined;
}) {
  return (
    <ul>
      {items.map((item, index) => {
        const to = linkOf?.(item);
        const text = <BidiText>{item}</BidiText>;
        return <li key={index}>{to ? <RouteLink to={to}>{text}</RouteLink> : text}</li>;
      })}
    </ul>
  );
}
