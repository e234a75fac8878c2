import { describe, expect, it } from 'vitest';
import { excerptRuns } from './excerpt-runs';
import { excerptParts } from './search-query';

const runs = (excerpt: string, isolate = true) =>
  excerptRuns(excerptParts(excerpt), isolate).map((run) => ({
    latin: run.latin,
    pieces: run.pieces.map((piece) => (piece.marked ? `[${piece.text}]` : piece.text)).join(''),
  }));

describe('excerptRuns', () => {
  it('keeps a Latin run whole when a highlight covers part of it', () => {
    expect(runs('اختبار <mark>TOEFL</mark> iBT في مصر')).toEqual([
      { latin: false, pieces: 'اختبار ' },
      { latin: true, pieces: '[TOEFL] iBT' },
      { latin: false, pieces: ' في مصر' },
    ]);
  });

  it('puts a highlight that spans Arabic and Latin into each run it covers', () => {
    expect(runs('<mark>شهادة ICDL</mark> الدولية')).toEqual([
      { latin: false, pieces: '[شهادة ]' },
      { latin: true, pieces: '[ICDL]' },
      { latin: false, pieces: ' الدولية' },
    ]);
  });

  it('drops the tail of a cut sentence at the start, and keeps numbers on one line', () => {
    expect(runs('Google Maps). <mark>وتوضح</mark> الرقم 02 38371018')).toEqual([
      { latin: false, pieces: '[وتوضح] الرقم ' },
      { latin: true, pieces: '02\u00A038371018' },
    ]);
    expect(runs('). <mark>وتوضح</mark>')).toEqual([{ latin: false, pieces: '[وتوضح]' }]);
    // A highlight in the tail keeps it: the words found are never dropped.
    expect(runs('<mark>Maps</mark>). وتوضح')).toEqual([
      { latin: true, pieces: '[Maps]' },
      { latin: false, pieces: '). وتوضح' },
    ]);
    // Brackets that open and close inside the excerpt are left alone.
    expect(runs('خرائط جوجل (Google Maps). وتوضح')[1]).toEqual({
      latin: true,
      pieces: 'Google Maps',
    });
  });

  it('leaves English excerpts as one run with their highlights', () => {
    expect(runs('Prepare for <mark>IELTS</mark> now', false)).toEqual([
      { latin: false, pieces: 'Prepare for [IELTS] now' },
    ]);
  });
});
