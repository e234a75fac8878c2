import { css } from '@emotion/react';
import { BidiText } from '@/components/ui/bidi-text';
import { useTranslation } from 'react-i18next';
import { PhoneLinks } from '@/components/ui/phone-link';
import { phones, social } from '@/config/site';
import { footerColumns, footerLegal } from '@/routes/navigation';
import { RouteLink } from '@/routes/route-link';
import { colors, layout, space } from '@/styles/theme';
import { pageNameKey } from '@/routes/page-name';

const styles = css`
  margin-block-start: ${space.xxl};
  background: ${colors.navyDark};
  color: #fff;
  a {
    color: #fff;
  }
  a:hover {
    color: ${colors.gold};
  }
  h2 {
    color: ${colors.gold};
    font-size: 1.05rem;
    margin-block: 0 ${space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding-block: 0.2rem;
  }
  .columns {
    max-inline-size: ${layout.maxWidth};
    margin-inline: auto;
    padding: ${space.xl} ${space.md};
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: ${space.lg};
  }
  .phones {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.md};
  }
  .bottom {
    border-block-start: 1px solid rgba(255, 255, 255, 0.2);
    max-inline-size: ${layout.maxWidth};
    margin-inline: auto;
    padding: ${space.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    justify-content: space-between;
  }
  .inline-list {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
  }
`;

function FooterContact() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact">{t('footer.columns.contact')}</h2>
      <p>
        {t('footer.address')}
        <br />
        {t('footer.landmark')}
      </p>
      <p>{t('footer.landlines')}</p>
      <PhoneLinks list={phones.headOffice.landlines} />
      <p>{t('footer.mobiles')}</p>
      <PhoneLinks list={phones.footer.mobiles} />
    </section>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer css={styles} aria-label={t('footer.label')}>
      <div className="columns">
        {footerColumns.map((column) => (
          <section key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`}>{t(`footer.columns.${column.key}`)}</h2>
            <ul>
              {column.ids.map((id) => (
                <li key={id}>
                  <RouteLink to={id}>
                    <BidiText>{t(pageNameKey(id))}</BidiText>
                  </RouteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <FooterContact />
      </div>
      <div className="bottom">
        <ul className="inline-list" aria-label={t('footer.social')}>
          {(Object.keys(social) as (keyof typeof social)[]).map((key) => (
            <li key={key}>
              <a href={social[key]} rel="noopener">
                {t(`footer.socialLinks.${key}`)}
              </a>
            </li>
          ))}
        </ul>
        <ul className="inline-list" aria-label={t('footer.legal')}>
          {footerLegal.map((id) => (
            <li key={id}>
              <RouteLink to={id}>
                <BidiText>{t(pageNameKey(id))}</BidiText>
              </RouteLink>
            </li>
          ))}
        </ul>
        <p suppressHydrationWarning>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
