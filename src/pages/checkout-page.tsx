import { PageBody, PageHero } from '@/components/ui/page-shell';
import { checkoutContentSchema } from '@/features/checkout/checkout-content';
import { CheckoutForm } from '@/features/checkout/checkout-form';
import { useContent } from '@/i18n/use-content';
import { Island } from '@/components/island/island';

/** Demo checkout: the page is a document; only its form wakes, when the visitor touches it. */
export function CheckoutPage() {
  const content = useContent(checkoutContentSchema, 'checkout', 'checkout');
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
