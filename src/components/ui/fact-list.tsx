import type { Fact } from '@/content/types';
import { BidiText } from './bidi-text';

/** A course's facts (duration, class size, ages, certificate...) as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl>
      {facts.map((fact, index) => (
        <div key={index}>
          <dt>
            <BidiText>{fact.label}</BidiText>
          </dt>
          <dd>
            <BidiText>{fact.value}</BidiText>
          </dd>
        </div>
      ))}
    </dl>
  );
}
