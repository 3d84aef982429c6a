import type { signedUp } from './people';
import { readSse } from './sse';

type Learner = Pick<Awaited<ReturnType<typeof signedUp>>, 'browser' | 'gql'>;

const SEND = `mutation($c: ID!, $m: ID!, $t: String!) { sendMessage(conversationId: $c, messageId: $m, content: $t) {
  streamPath } }`;
const START_QUIZ = `mutation($subjectId: ID!, $unitId: ID!) {
  startConversation(kind: SCHOOL, subjectId: $subjectId, unitId: $unitId, mode: QUIZ) { id } }`;

let messages = 0;
/** A message id no other message of this process has (the client's ids are its own, ADR 14). */
const nextMessageId = () => String(1_700_000_000_000 + ++messages);

/** Sends a learner's message and reads its reply's stream to the end; the reply's text. */
export async function askTutor(
  gateway: string,
  learner: Learner,
  conversationId: string,
  text: string,
): Promise<string> {
  const sent = await learner.gql(SEND, { c: conversationId, m: nextMessageId(), t: text });
  if (sent.errors) throw new Error(`sendMessage failed: ${JSON.stringify(sent.errors)}`);
  const stream = await readSse(learner.browser, `${gateway}${sent.data!.sendMessage.streamPath}`);
  if (stream.events.at(-1)?.event !== 'done') throw new Error('the reply did not finish');
  return stream.events
    .filter((e) => e.event === 'chunk')
    .map((e) => e.data.text)
    .join('');
}

/**
 * A quiz in a unit with the development model, which asks "What is a + b?": the first question, then one answer
 * per entry of `answers`, right or wrong, each to the question just asked. 1 + answers.length messages.
 */
export async function takeQuiz(
  gateway: string,
  learner: Learner,
  where: { subjectId: string; unitId: string },
  answers: boolean[],
): Promise<void> {
  const started = await learner.gql(START_QUIZ, where);
  if (started.errors) throw new Error(`startConversation failed: ${JSON.stringify(started.errors)}`);
  const id = started.data!.startConversation.id as string;
  let reply = await askTutor(gateway, learner, id, 'Quiz me on this unit');
  for (const right of answers) {
    const asked = [...reply.matchAll(/What is (\d+) \+ (\d+)\?/g)].at(-1);
    if (!asked) throw new Error(`no quiz question in the reply: ${reply}`);
    const sum = Number(asked[1]) + Number(asked[2]);
    reply = await askTutor(gateway, learner, id, `It is ${right ? sum : sum + 1}`);
  }
}
