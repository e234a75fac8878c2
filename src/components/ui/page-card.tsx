import type { ReactNode } from 'react';
import { listedCardSchema } from '@/content/schemas';
import { useContent } from '@/i18n/use-content';
import type { PageEntry } from '@/routes/manifest';
import { RouteLink } from '@/routes/route-link';
import { BidiText } from './bidi-text';

interface Props {
  /** A page listed on this index page (`listedOn` in the manifest). */
  page: PageEntry;
  /** Its picture, above the text. */
  picture?: ReactNode;
  testId?: string;
}

/** One card of an index page: the listed page's name and one-line `card`, from its own copy. */
export function PageCard({ page, picture, testId }: Props) {
  const content = useContent(listedCardSchema, page.ns, page.id);
  return (
    <li>
      <RouteLink to={page.id} className="card" data-testid={testId}>
        {picture}
        <div className="body">
          <h2>
            <BidiText>{content.name}</BidiText>
          </h2>
          <p>
            <BidiText>{content.card}</BidiText>
          </p>
        </div>
      </RouteLink>
    </li>
  );
}
