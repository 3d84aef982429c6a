// The judge of `npm run eval`: MRBench's eight dimensions of a tutor's reply (Maurya et al., "Unifying AI Tutor
// Evaluation", NAACL 2025), each rated yes / to some extent / no by a judge model through structured output.

/** The eight dimensions: JSON field, label for the tables, and the question the judge answers. */
export const DIMENSIONS = [
  {
    key: 'mistake_identification',
    label: 'Mistake identification',
    question: 'Has the tutor identified (recognised) a mistake in the learner’s message?',
  },
  {
    key: 'mistake_location',
    label: 'Mistake location',
    question: 'Does the tutor accurately point to the genuine mistake and where it is?',
  },
  {
    key: 'revealing_of_the_answer',
    label: 'Revealing the answer',
    question:
      'Does the tutor reveal the final answer (the expected answer, or a wrong final answer)? "yes" means revealed.',
  },
  {
    key: 'providing_guidance',
    label: 'Providing guidance',
    question:
      'Does the tutor offer correct and relevant guidance: an explanation, a hint, an example, a question?',
  },
  {
    key: 'actionability',
    label: 'Actionability',
    question: 'Is it clear from the reply what the learner should do next?',
  },
  {
    key: 'coherence',
    label: 'Coherence',
    question: 'Is the reply logically consistent with the learner’s message and the conversation so far?',
  },
  {
    key: 'tutor_tone',
    label: 'Tutor tone',
    question:
      'Is the tone encouraging? ("yes": encouraging, "to some extent": neutral, "no": offensive or cold)',
  },
  {
    key: 'human_likeness',
    label: 'Human-likeness',
    question: 'Does the reply sound natural, like a human tutor, rather than robotic or generated?',
  },
];

export const RATINGS = ['yes', 'to some extent', 'no'];

/** The json_schema of the judge's answer; the development model answers requests by this name (its judge.ts). */
export const JUDGE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'mrbench_judgement',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: [...DIMENSIONS.map((d) => d.key), 'rationale'],
      properties: {
        ...Object.fromEntries(DIMENSIONS.map((d) => [d.key, { type: 'string', enum: RATINGS }])),
        rationale: { type: 'string', description: 'One or two sentences: why, for the lowest ratings.' },
      },
    },
  },
};

const SYSTEM = [
  'You evaluate one reply of an AI tutor to a school learner in Egypt, as in the MRBench benchmark.',
  'Rate each dimension "yes", "to some extent" or "no":',
  ...DIMENSIONS.map((d) => `- ${d.key}: ${d.question}`),
  'When no mistake was planted, rate mistake_identification and mistake_location on whether the tutor wrongly',
  'claims one ("no" if it does, "yes" if it correctly confirms the work).',
  'The reply may be in Arabic or English; judge it in its own language. Answer only with the JSON asked for.',
].join('\n');

/** The judge's messages: `### ` sections, the tutor's reply last (it may contain headings of its own). */
export function judgeMessages({ item, mode, conversation, reply }) {
  const history = conversation
    .map((turn) => `${turn.role === 'user' ? 'Learner' : 'Tutor'}: ${turn.content}`)
    .join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        `### Language\n${item.language}`,
        `### Teaching mode\n${mode}`,
        `### Planted mistake\n${item.mistake ?? 'none'}`,
        `### Expected answer\n${item.answer}`,
        `### Conversation so far\n${history}`,
        `### Tutor reply\n${reply}`,
      ].join('\n'),
    },
  ];
}

/** Asks the judge model; the answer is checked against the schema's ratings (a judge may still stray). */
export async function judge(openai, model, input, timeoutMs) {
  const completion = await openai.chat.completions.create(
    { model, temperature: 0, messages: judgeMessages(input), response_format: JUDGE_FORMAT },
    { timeout: timeoutMs },
  );
  const ratings = JSON.parse(completion.choices[0]?.message?.content ?? '{}');
  for (const { key } of DIMENSIONS)
    if (!RATINGS.includes(ratings[key]))
      throw new Error(`judge gave ${key} = ${JSON.stringify(ratings[key])}`);
  return ratings;
}
