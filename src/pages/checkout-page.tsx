import { ContactFallback } from '@/components/ui/contact-fallback';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { checkoutFormIsland } from '@/features/checkout/checkout-form';
import { Island } from '@/components/island/island';
import { usePageContent } from '@/routes/use-page-content';

/**
 * Demo checkout: says first that card payment is not taken here yet and how to pay today. The page
 * is a document; only its form wakes, when the visitor touches it.
 */
export function CheckoutPage() {
  const content = usePageContent('checkout');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        {/* How to pay today comes first: card payment is not taken on this site yet. */}
        <ContactFallback
          title={content.payToday.title}
          text={content.payToday.text}
          pages={['refundPolicy', 'coursePolicy']}
        />
        <Island island={checkoutFormIsland} props={{}} />
      </PageBody>
    </article>
  );
}
