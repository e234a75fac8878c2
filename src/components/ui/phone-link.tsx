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
 * A tel: link whose number always reads left to right, also inside Arabic text. `children` (an
 * icon, "Call us") come before the number and keep the page's direction.
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
    <a href={`tel:${phone.e164}`} className={className}>
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
