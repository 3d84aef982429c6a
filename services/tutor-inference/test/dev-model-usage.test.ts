import type { ChildProcess } from 'node:child_process';
import OpenAI from 'openai';
import { startDevModel } from './dev-model';

/**
 * The development model reports usage as OpenAI does, through the real client: in a plain answer, and in a
 * streamed one as a last chunk when `stream_options.include_usage` asks (docs/tuning.md: a token is a word with
 * the whitespace after it; prompt tokens are those of every message).
 */
describe('the development model’s usage', () => {
  let child: ChildProcess;
  let openai: OpenAI;
  beforeAll(async () => {
    const model = await startDevModel();
    child = model.child;
    openai = new OpenAI({ baseURL: model.baseURL, apiKey: 'dev', maxRetries: 0 });
  });
  afterAll(() => child?.kill());

  const count = (text: string) => (text.match(/\S+\s*|\s+/g) ?? []).length;
  const messages = [
    { role: 'system' as const, content: 'You are a tutor.' },
    { role: 'user' as const, content: 'What is a list in Python?' },
  ];

  it('counts the prompt and the answer of a plain request', async () => {
    const answer = await openai.chat.completions.create({ model: 'gpt-4o-mini', messages });
    const content = answer.choices[0]!.message.content!;
    expect(answer.usage).toEqual({
      prompt_tokens: 4 + 6,
      completion_tokens: count(content),
      total_tokens: 10 + count(content),
    });
  });

  it('sends the usage as a last chunk without choices when a stream asks for it, and only then', async () => {
    const stream = await openai.chat.completions.create({
      model: 'gpt-4o-mini',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    let content = '';
    const usages = [];
    for await (const chunk of stream) {
      content += chunk.choices[0]?.delta?.content ?? '';
      if (chunk.usage) usages.push({ usage: chunk.usage, choices: chunk.choices.length });
    }
    expect(usages).toEqual([
      {
        usage: { prompt_tokens: 10, completion_tokens: count(content), total_tokens: 10 + count(content) },
        choices: 0,
      },
    ]);
    const plain = await openai.chat.completions.create({ model: 'gpt-4o-mini', messages, stream: true });
    for await (const chunk of plain) expect(chunk.usage ?? undefined).toBeUndefined();
  });
});
