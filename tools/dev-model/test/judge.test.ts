import { judgeAnswer } from '../src/judge';

/** The development model as `npm run eval`'s judge: structured ratings, the same for the same request. */
const request = (reply: string, { name = 'mrbench_judgement', mistake = 'added the legs' } = {}) => ({
  messages: [
    { role: 'system', content: 'You evaluate one reply of an AI tutor.' },
    {
      role: 'user',
      content: [
        '### Language\nen',
        '### Teaching mode\nguide',
        `### Planted mistake\n${mistake}`,
        '### Expected answer\n10 cm',
        '### Conversation so far\nLearner: Is the hypotenuse 14 cm?',
        `### Tutor reply\n${reply}`,
      ].join('\n'),
    },
  ],
  response_format: { type: 'json_schema', json_schema: { name } },
});

describe('dev model: the eval judge', () => {
  const hint = '### Check your rule\nNot quite: check how the legs combine. What is 6² + 8²?';

  it('answers only requests for the judge schema', () => {
    expect(judgeAnswer({ messages: [{ role: 'user', content: 'hi' }] })).toBeUndefined();
    expect(judgeAnswer(request(hint, { name: 'quiz_mark' }))).toBeUndefined();
  });

  it('rates all eight dimensions, deterministically, from the reply (a heading in it included)', () => {
    const ratings = JSON.parse(judgeAnswer(request(hint))!);
    expect(ratings).toMatchObject({
      mistake_identification: 'yes',
      revealing_of_the_answer: 'no',
      actionability: 'yes',
      coherence: 'yes',
    });
    expect(Object.keys(ratings)).toHaveLength(9); // eight dimensions and the rationale
    expect(judgeAnswer(request(hint))).toBe(judgeAnswer(request(hint)));
  });

  it('sees the expected answer revealed and a mistake not named', () => {
    const ratings = JSON.parse(judgeAnswer(request('The hypotenuse is 10 cm.'))!);
    expect(ratings.revealing_of_the_answer).toBe('yes');
    expect(ratings.mistake_identification).toBe('no');
    expect(ratings.actionability).toBe('no');
  });
});
