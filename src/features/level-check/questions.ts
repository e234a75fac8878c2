/**
 * The free English level check: 30 multiple-choice items, 6 for each CEFR level from A1 to C1
 * (3 grammar, 2 vocabulary and 1 short reading item a level), written for this site.
 *
 * The items test English, so they are in English whatever the page language; only the page
 * around them is translated. A gap in a prompt is written as three underscores, `___`.
 * Every item has exactly one correct option, and none depends on American or British usage.
 */

export const cefrLevels = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;

export type CefrLevel = (typeof cefrLevels)[number];

export const levelCheckSkills = ['grammar', 'vocabulary', 'reading'] as const;

export type LevelCheckSkill = (typeof levelCheckSkills)[number];

/**
 * What a screen reader says for a gap (`___`, which speech reads as "underscore" three times, "line"
 * or nothing). It is part of the item, so it is in the item's language, English, on both sites: the
 * prompt is read in one English voice without switching to Arabic mid-sentence for one word.
 */
export const gapSpoken = 'blank';

/** How a gap is written in a prompt, and shown (hidden from screen readers, which hear `gapSpoken`). */
export const gapMark = '___';

type ThreeOptions = readonly [string, string, string];
type FourOptions = readonly [string, string, string, string];

/** Three or four options, as a tuple so the answer index can be checked when compiling. */
export type LevelCheckOptions = ThreeOptions | FourOptions;

type OptionIndex<O extends LevelCheckOptions> = O extends FourOptions ? 0 | 1 | 2 | 3 : 0 | 1 | 2;

export interface LevelCheckQuestion {
  /** Stable: `<level>-<skill>-<n>`. Saved progress is keyed by it, so never reuse an id. */
  readonly id: string;
  readonly level: CefrLevel;
  readonly skill: LevelCheckSkill;
  /** Reading items only: the short text the prompt asks about. */
  readonly passage?: string;
  readonly prompt: string;
  readonly options: LevelCheckOptions;
  /** Index into `options` of the one correct option. */
  readonly answer: number;
}

/** One item; the compiler rejects an `answer` that does not point at one of its `options`. */
const q = <const O extends LevelCheckOptions>(
  item: Omit<LevelCheckQuestion, 'options' | 'answer'> & {
    readonly options: O;
    readonly answer: OptionIndex<O>;
  },
): LevelCheckQuestion => item;

/** All items, easiest to hardest: grouped by level in `cefrLevels` order. */
export const levelCheckQuestions: readonly LevelCheckQuestion[] = [
  // A1
  q({
    id: 'a1-grammar-1',
    level: 'A1',
    skill: 'grammar',
    prompt: 'My sister ___ a teacher.',
    options: ['are', 'is', 'am', 'be'],
    answer: 1,
  }),
  q({
    id: 'a1-grammar-2',
    level: 'A1',
    skill: 'grammar',
    prompt: 'There ___ two apples on the table.',
    options: ['is', 'be', 'are', 'am'],
    answer: 2,
  }),
  q({
    id: 'a1-grammar-3',
    level: 'A1',
    skill: 'grammar',
    prompt: '___ you like football?',
    options: ['Do', 'Does', 'Are', 'Is'],
    answer: 0,
  }),
  q({
    id: 'a1-vocabulary-1',
    level: 'A1',
    skill: 'vocabulary',
    prompt: 'Which day comes after Monday?',
    options: ['Sunday', 'Friday', 'Thursday', 'Tuesday'],
    answer: 3,
  }),
  q({
    id: 'a1-vocabulary-2',
    level: 'A1',
    skill: 'vocabulary',
    prompt: 'I drink ___ when I am thirsty.',
    options: ['bread', 'water', 'rice', 'eggs'],
    answer: 1,
  }),
  q({
    id: 'a1-reading-1',
    level: 'A1',
    skill: 'reading',
    passage:
      'Hello! My name is Salma. I am ten years old and I live in Giza with my family. I have one brother and two cats.',
    prompt: 'How many cats does Salma have?',
    options: ['One', 'Ten', 'Two', 'Three'],
    answer: 2,
  }),
  // A2
  q({
    id: 'a2-grammar-1',
    level: 'A2',
    skill: 'grammar',
    prompt: 'Yesterday we ___ to the museum with our teacher.',
    options: ['go', 'went', 'goes', 'going'],
    answer: 1,
  }),
  q({
    id: 'a2-grammar-2',
    level: 'A2',
    skill: 'grammar',
    prompt: 'My brother is ___ than me, but I am older.',
    options: ['tall', 'tallest', 'more tall', 'taller'],
    answer: 3,
  }),
  q({
    id: 'a2-grammar-3',
    level: 'A2',
    skill: 'grammar',
    prompt: 'Look at those dark clouds! It ___ rain.',
    options: ['is going to', 'going to', 'goes to', 'is go to'],
    answer: 0,
  }),
  q({
    id: 'a2-vocabulary-1',
    level: 'A2',
    skill: 'vocabulary',
    prompt: 'You need a ___ to travel to another country by plane.',
    options: ['pillow', 'pencil', 'passport', 'blanket'],
    answer: 2,
  }),
  q({
    id: 'a2-vocabulary-2',
    level: 'A2',
    skill: 'vocabulary',
    prompt: "Please turn ___ the light. It's too dark in here.",
    options: ['on', 'off', 'in', 'at'],
    answer: 0,
  }),
  q({
    id: 'a2-reading-1',
    level: 'A2',
    skill: 'reading',
    passage:
      'The school library opens at eight in the morning and closes at four in the afternoon. It is closed on Fridays. Students can borrow three books at a time and keep them for two weeks.',
    prompt: 'When can students NOT use the library?',
    options: ['At nine in the morning', 'On Mondays', 'At three in the afternoon', 'On Fridays'],
    answer: 3,
  }),
  // B1
  q({
    id: 'b1-grammar-1',
    level: 'B1',
    skill: 'grammar',
    prompt: 'If it rains tomorrow, we ___ the picnic.',
    options: ['would cancel', 'will cancel', 'cancelled', 'would have cancelled'],
    answer: 1,
  }),
  q({
    id: 'b1-grammar-2',
    level: 'B1',
    skill: 'grammar',
    prompt: 'I ___ in this city since 2019.',
    options: ['live', 'am living', 'have lived', 'lived'],
    answer: 2,
  }),
  q({
    id: 'b1-grammar-3',
    level: 'B1',
    skill: 'grammar',
    prompt: "When the phone rang, I ___ dinner, so I didn't answer it.",
    options: ['was eating', 'ate', 'have eaten', 'eat'],
    answer: 0,
  }),
  q({
    id: 'b1-vocabulary-1',
    level: 'B1',
    skill: 'vocabulary',
    prompt: 'The film was so ___ that I fell asleep halfway through.',
    options: ['bored', 'exciting', 'frightened', 'boring'],
    answer: 3,
  }),
  q({
    id: 'b1-vocabulary-2',
    level: 'B1',
    skill: 'vocabulary',
    prompt: "Could you ___ me your dictionary? I'll give it back after class.",
    options: ['borrow', 'lend', 'rent', 'owe'],
    answer: 1,
  }),
  q({
    id: 'b1-reading-1',
    level: 'B1',
    skill: 'reading',
    passage:
      'Karim wanted a new bicycle, but he did not have enough money. Instead of asking his parents, he started helping his uncle in his shop every Saturday. After three months, he had saved enough to buy the bicycle himself.',
    prompt: "Why did Karim work in his uncle's shop?",
    options: [
      'Because his parents asked him to',
      'To save money for a bicycle',
      'Because he wanted to become a shopkeeper',
      'To repair his old bicycle',
    ],
    answer: 1,
  }),
  // B2
  q({
    id: 'b2-grammar-1',
    level: 'B2',
    skill: 'grammar',
    prompt: 'By the time we arrived at the station, the train ___.',
    options: ['has already left', 'already leaves', 'had already left', 'would already leave'],
    answer: 2,
  }),
  q({
    id: 'b2-grammar-2',
    level: 'B2',
    skill: 'grammar',
    prompt: "I wish I ___ more time to read, but I'm always so busy.",
    options: ['had', 'have', 'will have', 'am having'],
    answer: 0,
  }),
  q({
    id: 'b2-grammar-3',
    level: 'B2',
    skill: 'grammar',
    prompt: 'The new bridge ___ by the end of next year.',
    options: [
      'will have completed',
      'has been completed',
      'is completing',
      'will have been completed',
    ],
    answer: 3,
  }),
  q({
    id: 'b2-vocabulary-1',
    level: 'B2',
    skill: 'vocabulary',
    prompt: 'The meeting has been ___ until next week because the manager is ill.',
    options: ['put out', 'put off', 'put up', 'put on'],
    answer: 1,
  }),
  q({
    id: 'b2-vocabulary-2',
    level: 'B2',
    skill: 'vocabulary',
    prompt:
      'She has a ___ knowledge of Egyptian history: she can answer almost any question about it.',
    options: ['narrow', 'shallow', 'thorough', 'rough'],
    answer: 2,
  }),
  q({
    id: 'b2-reading-1',
    level: 'B2',
    skill: 'reading',
    passage:
      "The town's new sports centre was expected to attract hundreds of visitors, yet only a few people used it in its first month. The town council blamed the cold weather, but many residents said the real problem was the price of membership. When prices were lowered in the spring, the number of visitors tripled.",
    prompt:
      'What does the passage suggest was the main reason few people used the centre at first?',
    options: [
      'The weather was too cold',
      'It was too expensive',
      'It was too far from the town',
      'It did not have enough equipment',
    ],
    answer: 1,
  }),
  // C1
  q({
    id: 'c1-grammar-1',
    level: 'C1',
    skill: 'grammar',
    prompt: 'Not only ___ the exam, but she also won a scholarship.',
    options: ['she passed', 'did she pass', 'she did pass', 'passed she'],
    answer: 1,
  }),
  q({
    id: 'c1-grammar-2',
    level: 'C1',
    skill: 'grammar',
    prompt: '___ I known about the traffic, I would have left earlier.',
    options: ['If', 'Have', 'Should', 'Had'],
    answer: 3,
  }),
  q({
    id: 'c1-grammar-3',
    level: 'C1',
    skill: 'grammar',
    prompt: '___ the report twice, she noticed that several figures were missing.',
    options: ['Being read', 'To have read', 'Having read', 'Having been read'],
    answer: 2,
  }),
  q({
    id: 'c1-vocabulary-1',
    level: 'C1',
    skill: 'vocabulary',
    prompt: "The scientist's argument was so ___ that even her critics had to accept it.",
    options: ['compelling', 'tentative', 'dubious', 'fragile'],
    answer: 0,
  }),
  q({
    id: 'c1-vocabulary-2',
    level: 'C1',
    skill: 'vocabulary',
    prompt: 'His words were taken out of ___, so they sounded far harsher than he intended.',
    options: ['contact', 'content', 'contrast', 'context'],
    answer: 3,
  }),
  q({
    id: 'c1-reading-1',
    level: 'C1',
    skill: 'reading',
    passage:
      'Many people assume that creativity is a rare gift, possessed by a fortunate few. Research increasingly suggests otherwise: creative output tends to grow with practice, and those we call geniuses often produced far more failed work than successful work. What sets them apart may be less their talent than their willingness to keep going.',
    prompt: "What is the writer's main point?",
    options: [
      'Only a few people are born with creative talent',
      'Creativity depends largely on practice and persistence',
      'Geniuses rarely fail at what they attempt',
      'Research into creativity has produced no clear results',
    ],
    answer: 1,
  }),
];
