import type { Phone } from '@/config/site';

/** A tel: link whose number always reads left to right, also inside Arabic text. */
export function PhoneLink({ phone, className }: { phone: Phone; className?: string }) {
  return (
    <a href={`tel:${phone.e164}`} dir="ltr" className={className}>
      <bdi>{phone.display}</bdi>
    </a>
  );
}
