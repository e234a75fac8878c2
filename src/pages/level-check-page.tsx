import { Island } from '@/components/island/island';
import { BidiText } from '@/components/ui/bidi-text';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { levelCheckContentSchema } from '@/content/schemas';
import { LevelCheck } from '@/features/level-check/level-check';
import { levelCheckStorageKey } from '@/features/level-check/scoring';
import { useContent } from '@/i18n/use-content';

/**
 * The free English level check: the questions are in the document (native radio groups that work
 * at once); the island that keeps progress and scores them wakes when the visitor touches them.
 */
export function LevelCheckPage() {
  const content = useContent(levelCheckContentSchema, 'level-check', 'levelCheck');
  return (
    <article>
      <PageHero heading={content.heading} lead={content.lead} />
      <PageBody prose>
        <ul>
          {content.instructions.map((line, index) => (
            <li key={index}>
              <BidiText>{line}</BidiText>
            </li>
          ))}
        </ul>
        {/* The questions (English items) are not indexed: search finds the page by its text. */}
        <div data-pagefind-ignore="">
          <Island
            name="level-check"
            component={LevelCheck}
            props={{}}
            keys={[
              'level-check:levelCheck',
              'common:routes.generalEnglish',
              'common:routes.conversationEnglish',
              'common:routes.businessEnglish',
              'common:routes.toeflIelts',
            ]}
            trigger="interaction"
            wakeIfStored={levelCheckStorageKey}
          />
        </div>
      </PageBody>
    </article>
  );
}
