/** The pure parts of the web defects' fixes: reopened messages' states and the first language of the login page. */
import { fromStored, type StoredMessage } from '../src/features/chat/serverMessages';
import { browserLanguage } from '../src/i18n/detect';

const at = '2026-01-01T10:00:00.000Z';
const student = (id: string, status: string): StoredMessage => ({
  id,
  sender: 'student',
  content: `question ${id}`,
  createdAt: at,
  status,
  hasImage: false,
});
const model = (id: string, content = 'an answer'): StoredMessage => ({
  id: `${id}-reply`,
  sender: 'model',
  content,
  createdAt: at,
  status: 'replied',
  hasImage: false,
});

describe('a reopened conversation', () => {
  it('never marks a stored message "Not sent": sent and answered ones are plain', () => {
    const { messages, replyFailed } = fromStored([
      student('1', 'replied'),
      model('1'),
      student('2', 'replied'),
    ]);
    expect(messages.map((m) => [m.id, Boolean(m.failed), Boolean(m.waiting)])).toEqual([
      ['1', false, false],
      ['1-reply', false, false],
      ['2', false, false],
    ]);
    expect([...replyFailed]).toEqual([]);
  });

  it('puts a failed reply in the tutor’s bubble (replyFailed), unless the reply is stored after all', () => {
    const { messages, replyFailed } = fromStored([
      student('1', 'failed'),
      student('2', 'failed'),
      model('2'),
      student('3', 'sent'),
    ]);
    expect(messages.some((m) => m.failed)).toBe(false);
    expect([...replyFailed]).toEqual(['1']);
    expect(messages.find((m) => m.id === '3')?.waiting).toBe(true);
  });

  it('shows no empty tutor bubble for a cut reply', () => {
    const { messages, replyFailed } = fromStored([student('1', 'failed'), model('1', '  ')]);
    expect(messages.map((m) => m.id)).toEqual(['1']);
    expect([...replyFailed]).toEqual(['1']);
  });

  it('keeps a reply stopped before its first word, with its Stopped mark', () => {
    const { messages } = fromStored([student('1', 'replied'), { ...model('1', ''), stopped: true }]);
    expect(messages.map((m) => [m.id, m.stopped ?? false])).toEqual([
      ['1', false],
      ['1-reply', true],
    ]);
  });
});

describe('the login page’s language before any choice', () => {
  it.each([
    [['ar'], 'ar'],
    [['ar-EG', 'en'], 'ar'],
    [['AR-sa'], 'ar'],
    [['en-US', 'ar'], 'en'],
    [['arn'], 'en'],
    [['fr'], 'en'],
    [[], 'en'],
  ])('%j → %s', (languages, expected) => expect(browserLanguage(languages)).toBe(expected));
});
