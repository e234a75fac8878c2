import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';

/** Adds the next page of results below those shown. */
export function SearchMoreButton({ onMore }: { onMore: () => void }) {
  const { t } = useTranslation('search');
  return (
    <button type="button" css={buttonStyles('secondary')} onClick={onMore}>
      {t('search.more')}
    </button>
  );
}
