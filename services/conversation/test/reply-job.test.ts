import type { ConversationRow } from '../src/data/conversations';
import type { LearnerRow } from '../src/data/learners';
import type { MessageRow } from '../src/data/messages';
import { replyJob } from '../src/domain/reply-job';

const conversation = { id: 'c1', user_id: 'u1', mode: 'explain' } as ConversationRow;
const message = { id: 'm1', sender: 'student', content: 'ما هي القوة؟' } as MessageRow;
const learner = (gender: string | null): LearnerRow => ({
  user_id: 'u1',
  name: 'مريم',
  language: 'ar',
  user_type: 'student',
  learning_domain: 'school',
  educational_stage: 'middle',
  academic_year: '2',
  gender,
});
const topic = { domain: 'school' as const };

describe('the reply job’s learner', () => {
  it('carries the learner’s grammatical gender when it is known, for the Arabic prompt', () => {
    const job = replyJob(conversation, learner('female'), [], message, 'c1_m1', topic, undefined);
    expect(job.learner).toMatchObject({ name: 'مريم', language: 'ar', gender: 'female' });
  });

  it('carries none when it is not known, or not one the prompt knows', () => {
    for (const gender of [null, 'other'])
      expect(
        replyJob(conversation, learner(gender), [], message, 'c1_m1', topic, undefined).learner.gender,
      ).toBe(undefined);
  });
});
