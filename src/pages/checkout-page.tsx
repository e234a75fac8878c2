import { PageBody, PageHero } from '@/components/ui/page-shell';
import { CheckoutForm, type CheckoutContent } from '@/features/checkout/checkout-form';
import { useContent } from '@/i18n/use-content';
import { Island } from '@/islands/island';

/** Demo checkout: the page is a document; only its form wakes, when the visitor touches it. */
export function CheckoutPage() {
  const content = useContent<CheckoutContent>('checkout', 'checkout');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        <Island
          name="checkout-form"
          component={CheckoutForm}
          props={{}}
          keys={['checkout:checkout']}
          trigger="interaction"
        />
      </PageBody>
    </article>
  );
}
