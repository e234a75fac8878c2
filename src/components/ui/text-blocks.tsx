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

/** A bulleted list of copy, each item isolated as in `Paragraphs`. */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>
          <BidiText>{item}</BidiText>
        </li>
      ))}
    </ul>
  );
}
