import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { callUs, phones, whatsappUrl } from '@/config/site';
import type { RouteId } from '@/routes/manifest';
import { pageNameKey } from '@/routes/page-name';
import { RouteLink } from '@/routes/route-link';
import { colors, radius, space } from '@/styles/theme';
import { BidiText } from './bidi-text';
import { PhoneLink } from './phone-link';

const styles = css`
  padding: ${space.lg};
  border: 2px solid ${colors.navy};
  border-radius: ${radius};
  background: ${colors.subtle};
  h2 {
    margin-block-start: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.lg};
    list-style: none;
    padding: 0;
    margin: 0 0 ${space.md};
  }
`;

/**
 * Phone, WhatsApp and the contact page: the way through when a third party fails. `id` names the
 * heading, for a page that has two (one of them in <noscript>).
 */
export function ContactFallback({
  title,
  text,
  pages = [],
  id = 'contact-fallback-title',
}: {
  title?: string;
  text?: string;
  /** Pages the text names, linked under it by their names (the checkout's two refund policies). */
  pages?: readonly RouteId[];
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <section css={styles} aria-labelledby={id}>
      <h2 id={id}>{title ?? t('contactFallback.title')}</h2>
      {text && (
        <p>
          <BidiText>{text}</BidiText>
        </p>
      )}
      {pages.length > 0 && (
        <ul>
          {pages.map((page) => (
            <li key={page}>
              <RouteLink to={page}>{t(pageNameKey(page))}</RouteLink>
            </li>
          ))}
        </ul>
      )}
      <p>{t('contactFallback.call')}</p>
      <ul>
        {callUs.map((phone) => (
          <li key={phone.e164}>
            <PhoneLink phone={phone} />
          </li>
        ))}
      </ul>
      <ul>
        <li>
          <a href={whatsappUrl()} rel="noopener">
            {t('contactFallback.whatsapp')}
          </a>
        </li>
        <li>
          <RouteLink to="contactUs">{t('contactFallback.contactPage')}</RouteLink>
        </li>
      </ul>
    </section>
  );
}

const lineStyles = css`
  margin-block: ${space.md} 0;
  padding-block-start: ${space.md};
  border-block-start: 1px solid ${colors.line};
  a {
    margin-inline-end: ${space.md};
  }
`;

/** One line under a form: the Head Office's first mobile and WhatsApp, for those who would rather talk. */
export function ContactLine() {
  const { t } = useTranslation();
  const [first] = phones.headOffice.mobiles;
  return (
    <p css={lineStyles}>
      {t('contactFallback.call')}: <PhoneLink phone={first} />{' '}
      <a href={whatsappUrl()} rel="noopener">
        {t('contactFallback.whatsapp')}
      </a>
    </p>
  );
}
