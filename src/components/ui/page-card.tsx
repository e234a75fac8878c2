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
  /** The title's heading level: h2 on a page of cards, h3 under a group's h2. */
  heading?: 'h2' | 'h3';
}

/**
 * One card of an index page: the listed page's name and one-line `card`, from its own copy. The
 * link is the name alone (a short link name); the whole card takes the click through the link's
 * overlay (`.card-link::after`, card-grid.tsx).
 */
export function PageCard({ page, picture, testId, heading: Heading = 'h2' }: Props) {
  const content = useContent(listedCardSchema, page.ns, page.id);
  return (
    <li>
      <div className="card" data-testid={testId}>
        {picture}
        <div className="body">
          <Heading>
            <RouteLink to={page.id} className="card-link">
              <BidiText>{content.name}</BidiText>
            </RouteLink>
          </Heading>
          <p>
            <BidiText>{content.card}</BidiText>
          </p>
        </div>
      </div>
    </li>
  );
}
