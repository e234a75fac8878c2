import { css } from '@emotion/react';
import { MessageCircle, Phone as PhoneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';
import { PhoneLink } from '@/components/ui/phone-link';
import { phones, whatsappUrl } from '@/config/site';
import { colors, radius, space } from '@/styles/theme';
import { askMessage } from './ask-message';

const styles = css`
  margin-block: ${space.lg};
  padding: ${space.lg};
  border: 2px solid ${colors.navy};
  border-radius: ${radius};
  h2 {
    margin-block-start: 0;
  }
  .ways {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .ways a {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
  }
`;

/** The Head Office number the "Call" button rings (src/config/site.ts). */
const callNumber = phones.headOffice.landlines[0];

/** WhatsApp (a message naming the course and its page) and Call: plain links. */
export function AskLinks({ course, path }: { course: string; path: string }) {
  const { t } = useTranslation();
  const message = askMessage(t('ask.message'), { course, path });
  return (
    <p className="ways">
      <a href={whatsappUrl(message)} rel="noopener" css={buttonStyles('primary')}>
        <MessageCircle aria-hidden="true" focusable="false" size={20} /> {t('ask.whatsapp')}
      </a>
      <PhoneLink phone={callNumber} css={buttonStyles('secondary')}>
        <PhoneIcon aria-hidden="true" focusable="false" size={20} /> {t('ask.call')}
      </PhoneLink>
    </p>
  );
}

/**
 * "Ask about this course": WhatsApp with a message naming the course and its page, and the
 * academy's number as a tel: link. Plain links: they work before and without JavaScript.
 */
export function AskAboutCourse({ course, path, id }: { course: string; path: string; id: string }) {
  const { t } = useTranslation();
  return (
    <section css={styles} aria-labelledby={`${id}-ask`} data-testid="ask-about-course">
      <h2 id={`${id}-ask`}>{t('ask.title')}</h2>
      <p>{t('ask.text')}</p>
      <AskLinks course={course} path={path} />
    </section>
  );
}
