import { BidiText } from '@/components/ui/bidi-text';
import { paymentCards } from '@/config/site';
import type { CheckoutContent } from '@/content/checkout-content';

/**
 * What the checkout says before its form: that it is a demo, the bank that takes card payments,
 * the cards accepted, and (without JavaScript) what to do instead.
 */
export function CheckoutNotes({ content }: { content: CheckoutContent }) {
  return (
    <>
      <p className="notice">
        <BidiText>{content.demoNotice}</BidiText>
      </p>
      <p>
        <BidiText>{content.bankNote}</BidiText>
      </p>
      <ul className="cards" aria-label={content.cardsLabel}>
        {paymentCards.map((card) => (
          <li key={card.id}>
            <img src={`/images/cards/${card.id}.svg`} alt={card.name} width="72" height="44" />
          </li>
        ))}
      </ul>
      <noscript>
        <p className="notice">
          <BidiText>{content.noScriptNote}</BidiText>
        </p>
      </noscript>
    </>
  );
}
