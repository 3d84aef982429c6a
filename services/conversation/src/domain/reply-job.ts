import { type ReplyJobData, type ReplyTopic, type ReplyTurn } from '@tutor/contracts';
import type { Pool } from '@tutor/service-runtime';
import { findProject, listProjectSteps } from '../data/catalog';
import type { ConversationRow } from '../data/conversations';
import type { LearnerRow } from '../data/learners';
import type { MessageRow } from '../data/messages';

/** How many turns the reply job carries, the learner's new message included (the worker trims to its budget). */
export const HISTORY_TURNS = 40;

/** What the worker needs: who the learner is, the topic, the recent history ending with this message. */
export function replyJob(
  conversation: ConversationRow,
  learner: LearnerRow | undefined,
  /** The turns before this message (`recentTurns`: the last HISTORY_TURNS - 1, oldest first). */
  earlier: MessageRow[],
  message: MessageRow,
  replyId: string,
  topic: ReplyTopic,
  image: { mimeType: string; bytes: Buffer } | undefined,
): ReplyJobData {
  const language = learner?.language === 'ar' ? 'ar' : 'en';
  const history: ReplyTurn[] = [...earlier, message].map((m) => ({
    role: m.sender === 'model' ? 'assistant' : 'user',
    content: m.content || '(image)',
  }));
  return {
    replyId,
    conversationId: conversation.id,
    userId: conversation.user_id,
    learner: {
      name: learner?.name ?? 'Learner',
      language,
      userType: oneOf(learner?.user_type, ['student', 'parent', 'teacher'] as const),
      educationalStage: oneOf(learner?.educational_stage, ['primary', 'middle', 'high'] as const),
      academicYear: oneOf(learner?.academic_year, ['1', '2', '3', '4', '5', '6'] as const),
      gender: oneOf(learner?.gender, ['female', 'male'] as const),
    },
    topic,
    mode: conversation.mode,
    history,
    image: image ? { mimeType: image.mimeType, base64: image.bytes.toString('base64') } : undefined,
  };
}

/** The topic in the learner's language: subject or language, the unit started from, the project and its steps. */
export async function topicOf(pool: Pool, c: ConversationRow, language: 'ar' | 'en'): Promise<ReplyTopic> {
  const unitName = (language === 'ar' ? c.unit_name_ar : c.unit_name_en) ?? undefined;
  const unit = c.unit_id ? { unitId: c.unit_id, unitName } : {};
  // A teacher's unit brings the teacher's notes (ADR 19); the worker's prompt fences them as data.
  const notes = c.unit_notes ? { teacherNotes: c.unit_notes } : {};
  if (c.kind === 'school') {
    const subjectName = language === 'ar' ? c.subject_name_ar : c.subject_name;
    return {
      domain: 'school',
      subjectName: subjectName ?? undefined,
      ...(c.subject_id ? { subjectId: c.subject_id } : {}),
      ...unit,
      ...notes,
    };
  }
  const project = c.project_id ? await findProject(pool, c.project_id) : undefined;
  return {
    domain: 'programming',
    languageName: c.language_name ?? undefined,
    ...(c.language_id ? { languageId: c.language_id } : {}),
    ...unit,
    ...(project && {
      project: {
        id: project.id,
        title: language === 'ar' ? project.title_ar || project.title : project.title,
        steps: (await listProjectSteps(pool, project.id)).map((s) =>
          language === 'ar' ? s.text_ar : s.text_en,
        ),
      },
    }),
  };
}

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}
