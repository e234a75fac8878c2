import { css } from '@emotion/react';
import { usePageLang } from '@/i18n/use-page-lang';
import type { RouteId } from '@/routes/manifest';
import { courseFacts, courseImage } from './course-config';

const mirrored = css`
  transform: scaleX(-1);
`;

interface Props {
  id: RouteId;
  /** What the picture shows (the page's `imageAlt`), or '' beside the course's own name. */
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}

/** A course's picture (its drawing or the academy's photo), mirrored on Arabic pages when it has a direction. */
export function CoursePicture({ id, alt, className, loading }: Props) {
  const lng = usePageLang();
  const config = courseFacts(id);
  const mirror = lng === 'ar' && config?.mirrorInArabic && !config.photo;
  return (
    <img
      className={className}
      css={mirror ? mirrored : undefined}
      src={courseImage(id)}
      alt={alt}
      width="480"
      height="320"
      loading={loading}
    />
  );
}
