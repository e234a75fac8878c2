import type { Phone } from '@/config/site';

/** A tel: link whose number always reads left to right, also inside Arabic text. */
export function PhoneLink({ phone, className }: { phone: Phone; className?: string }) {
  return (
    <a href={`tel:${phone.e164}`} dir="ltr" className={className}>
      <bdi>{phone.display}</bdi>
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
