/**
 * What the learner sends: their text as markdown (pasted code becomes a code block, prose and fenced text stay as
 * written), and a failed send's reason and whether Retry is offered.
 */
import type { TFunction } from 'i18next';
import { learnerMarkdown, withCode } from '../src/features/chat/learnerText';
import { sendFailure } from '../src/features/chat/sendFailure';

describe('learnerMarkdown', () => {
  it('fences pasted code (indented, statements) and keeps the question before it as prose', () => {
    const pasted =
      'Why does this fail?\ndef total(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s';
    expect(learnerMarkdown(pasted)).toBe(
      'Why does this fail?\n```\ndef total(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s\n```',
    );
  });

  it('fences C-like code with blank lines inside, and the prose after it stays prose', () => {
    const pasted = 'int main() {\n  int x = 1;\n\n  return x;\n}\n\nIt prints nothing.';
    expect(learnerMarkdown(pasted)).toBe(
      '```\nint main() {\n  int x = 1;\n\n  return x;\n}\n```\n\nIt prints nothing.',
    );
  });

  it('leaves prose, a single code-looking line, Arabic and already fenced code as written', () => {
    for (const text of [
      'What is energy?\nAnd what is work?',
      'I wrote x = 5 and it worked.',
      'ما هو قانون نيوتن الثاني؟\nوما هي الكتلة؟',
      'Look:\n```python\nx = 1\ny = 2\n```',
    ])
      expect(learnerMarkdown(text)).toBe(text);
  });
});

describe('sendFailure', () => {
  // i18next's t, as the page calls it: the key and its values, enough to see what is said.
  const t = ((key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;
  const refusal = (code: string, message: string) =>
    Object.assign(new Error(message), { graphQLErrors: [{ message, extensions: { code } }] });

  it('says a refusal that would repeat in the learner’s words, with the service’s own limit, and offers no Retry', () => {
    expect(
      sendFailure(refusal('BAD_USER_INPUT', 'The message is longer than 300 characters'), t, 'failed'),
    ).toEqual({ reason: 'chat.errors.tooLong {"max":300}', retryable: false });
    expect(sendFailure(refusal('PAYLOAD_TOO_LARGE', 'Image too large'), t, 'failed')).toEqual({
      reason: 'chat.errors.imageTooLarge {"max":5}',
      retryable: false,
    });
  });

  // UTC+2 on that day: the UTC midnight is 2 in the morning there.
  const CAIRO = 'Africa/Cairo';
  it("says the fair-use ceiling's figure and the time it lifts in the learner's zone and locale, with no Retry", () => {
    const past = (ceiling: string, limit: string) =>
      Object.assign(new Error("You've reached today's fair-use limit"), {
        graphQLErrors: [
          {
            message: "You've reached today's fair-use limit",
            extensions: { code: 'FAIR_USE_LIMIT', ceiling, limit, liftsAt: '2030-03-11T00:00:00.000Z' },
          },
        ],
      });
    expect(sendFailure(past('MESSAGES', '30'), t, 'failed', 'en', CAIRO)).toEqual({
      reason: 'chat.errors.fairUseMessages {"limit":30,"time":"2:00 am"}',
      retryable: false,
    });
    expect(sendFailure(past('COST', '0.5'), t, 'failed', 'ar', CAIRO)).toEqual({
      reason: 'chat.errors.fairUseCost {"limit":0.5,"time":"٢:٠٠ ص"}',
      retryable: false,
    });
    // Without its figures, the server's own words (still no Retry).
    expect(sendFailure(refusal('FAIR_USE_LIMIT', 'You have reached the limit'), t, 'failed', 'en')).toEqual({
      reason: 'You have reached the limit',
      retryable: false,
    });
  });

  it('keeps Retry for what may pass next time (a network error)', () => {
    expect(sendFailure(new Error('Failed to fetch'), t, 'failed')).toEqual({
      reason: 'failed',
      retryable: true,
    });
  });
});

describe('withCode (the composer’s code box)', () => {
  it('puts the code after the text as a block fenced with its language, trailing blank lines dropped', () => {
    expect(withCode('  Why does this fail?  ', 'print(x)\n\n', 'python')).toBe(
      'Why does this fail?\n\n```python\nprint(x)\n```',
    );
    expect(withCode('', 'console.log(1);', 'javascript')).toBe('```javascript\nconsole.log(1);\n```');
  });

  it('fences with more backticks than the code holds, and leaves text alone when there is no code', () => {
    expect(withCode('', 's = """\n```\n"""', 'python')).toBe('````python\ns = """\n```\n"""\n````');
    expect(withCode(' just words ', '  \n', 'python')).toBe('just words');
  });

  it('adds what happened when the code ran: its input, output and error', () => {
    const ran = {
      heading: 'When I ran it: the program stopped with an error on line 2.',
      stdin: '4\n',
      stdout: 'start\n',
      error: "NameError: name 'y' is not defined",
      labels: { input: 'Input', output: 'Output', error: 'Error', noOutput: 'The program printed nothing.' },
    };
    expect(withCode('Why?', 'print("start")\nprint(y)', 'python', ran)).toBe(
      [
        'Why?',
        '```python\nprint("start")\nprint(y)\n```',
        'When I ran it: the program stopped with an error on line 2.',
        'Input:\n```\n4\n```',
        'Output:\n```\nstart\n```',
        "Error:\n```\nNameError: name 'y' is not defined\n```",
      ].join('\n\n'),
    );
    expect(withCode('', 'print(1)', 'python', { ...ran, stdin: '', stdout: '', error: undefined })).toBe(
      '```python\nprint(1)\n```\n\nWhen I ran it: the program stopped with an error on line 2.\n\nThe program printed nothing.',
    );
  });
});
