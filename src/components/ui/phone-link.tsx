import type { ReactNode } from 'react';
import type { Phone } from '@/config/site';
import { LatinRun } from './bidi-text';

/**
 * A phone number as printed, read left to right in either language ("02 38371018", never
 * "38371018 02" in Arabic) and never split across lines: the one `LatinRun` every number goes through.
 */
export function PhoneNumber({ phone }: { phone: Phone }) {
  return <LatinRun text={phone.display} />;
}

/**
 * A tel: link whose number always reads left to right, also inside Arabic text. A bare number is a
 * left-to-right link; with `children` (an icon, "Call us"), they come first and keep the page's
 * direction, and the number alone is isolated.
 */
export function PhoneLink({
  phone,
  className,
  children,
}: {
  phone: Phone;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={`tel:${phone.e164}`} className={className} dir={children ? undefined : 'ltr'}>
      {children}
      {children ? ' ' : null}
      <PhoneNumber phone={phone} />
    </a>
  );
}

/** A list of tel: links (the caller styles `.phones`). */
export function PhoneLinks({ list }: { list: readonly Phone[] }) {
  return (
    <ul className="phones">
      {list.map((phone) => (
        <li key={phone.e164}>
          <PhoneLink phone={phone} />
        </li>
      ))}
    </ul>
  );
}
