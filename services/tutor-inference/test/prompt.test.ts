import type { ReplyJobData } from '@tutor/contracts';
import { buildMessages, systemPrompt } from '../src/domain/prompt';

const job = (over: Partial<ReplyJobData> = {}): ReplyJobData => ({
  replyId: 'c_1',
  conversationId: 'c',
  userId: 'u',
  learner: {
    name: 'Salma',
    language: 'ar',
    userType: 'student',
    educationalStage: 'middle',
    academicYear: '2',
  },
  topic: { domain: 'school', subjectName: 'Science' },
  history: [{ role: 'user', content: 'What is energy?' }],
  ...over,
});

describe('tutor prompt', () => {
  it('speaks the learner’s language, at their level, about their subject, with math for the renderer', () => {
    const prompt = systemPrompt(job());
    expect(prompt).toMatch(/Always answer in Arabic/);
    expect(prompt).toMatch(/year 2 of middle \(preparatory\) school in Egypt/);
    expect(prompt).toMatch(/school subject: Science/);
    expect(prompt).toMatch(/step by step/);
    expect(prompt).toContain('\\( inline \\)');
  });

  it('names the programming language, and free-form chat when there is no subject', () => {
    expect(systemPrompt(job({ topic: { domain: 'programming', languageName: 'Python' } }))).toMatch(
      /programming language: Python/,
    );
    expect(
      systemPrompt(job({ topic: { domain: 'school' }, learner: { name: 'A', language: 'en' } })),
    ).toMatch(/free-form chat[\s\S]*Always answer in English/);
  });

  it('keeps the newest turns within the token budget, always the new message', () => {
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant',
      content: `${i} ${'x'.repeat(400)}`,
    }));
    const messages = buildMessages(job({ history }), 300);
    expect(messages[0]!.role).toBe('system');
    expect(messages.length).toBeLessThan(11);
    expect(messages[messages.length - 1]).toEqual({ role: 'assistant', content: history[9]!.content });
    expect(messages[1]!.content).not.toBe(history[0]!.content); // the oldest turns went first
    const tiny = buildMessages(job({ history: [{ role: 'user', content: 'y'.repeat(10_000) }] }), 10);
    expect(tiny).toHaveLength(2);
  });

  it('attaches an image to the learner’s last message', () => {
    const messages = buildMessages(job({ image: { mimeType: 'image/png', base64: 'AAAA' } }), 1000);
    expect(messages[1]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'What is energy?' },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
      ],
    });
  });
});
