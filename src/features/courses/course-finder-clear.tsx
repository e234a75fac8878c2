import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';

/** Clears every answer (shown once there is one). */
export function ClearAnswers({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('course-finder');
  return (
    <button type="button" css={buttonStyles('secondary')} onClick={onClear}>
      {t('courseFinder.form.clear')}
    </button>
  );
}
