import type { ReplyJobData } from '@tutor/contracts';
import { systemPrompt } from '../src/domain/prompt';

const job = (learner: ReplyJobData['learner']): Pick<ReplyJobData, 'learner' | 'topic' | 'mode'> => ({
  learner,
  topic: { domain: 'school', subjectName: 'العلوم' },
});

describe('the Arabic prompt and the learner’s grammatical gender', () => {
  it('tells the model to address a girl in the feminine, and names her a student (طالبة)', () => {
    const prompt = systemPrompt(job({ name: 'مريم', language: 'ar', userType: 'parent', gender: 'female' }));
    expect(prompt).toContain('خاطبها دائمًا بصيغة المؤنث');
    expect(prompt).toContain('مريم (وليّة أمر)');
  });

  it('tells the model to address a boy in the masculine', () => {
    expect(systemPrompt(job({ name: 'عمر', language: 'ar', gender: 'male' }))).toContain(
      'خاطبه بصيغة المذكر',
    );
  });

  it('says nothing of gender when it is not known (as before), nor in English', () => {
    const unknown = systemPrompt(job({ name: 'نور', language: 'ar' }));
    expect(unknown).not.toMatch(/المؤنث|المذكر/);
    expect(unknown).toContain('نور (متعلم)');
    const english = systemPrompt(job({ name: 'Mariam', language: 'en', gender: 'female' }));
    expect(english).not.toMatch(/feminine|gender/i);
  });
});
