import { Island } from '@/components/island/island';
import { TextList } from '@/components/ui/text-blocks';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { levelCheckIsland } from '@/features/level-check/level-check';
import { usePageContent } from '@/routes/use-page-content';

/**
 * The free English level check: the questions are in the document (native radio groups that work
 * at once); the island that keeps progress and scores them wakes when the visitor touches them.
 */
export function LevelCheckPage() {
  const content = usePageContent('level-check');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        <TextList items={content.instructions} />
        {/* The questions (English items) are not indexed: search finds the page by its text. */}
        <div data-pagefind-ignore="">
          <Island island={levelCheckIsland} props={{}} />
        </div>
      </PageBody>
    </article>
  );
}
