import { ConversationStartedSchema, type TeachingMode } from '@tutor/contracts';
import { appendEvent, withTransaction, type Pool } from '@tutor/service-runtime';
import { findLanguage, findProject, findSubject, findUnit, listProjectSteps } from '../data/catalog';
import { isClassMember } from '../data/classes';
import {
  findEmptyConversation,
  findOwnConversation,
  insertConversation,
  type ConversationRow,
  type Origin,
} from '../data/conversations';
import { insertOpening } from '../data/messages';
import { CONVERSATION_TOPIC, eventMeta } from './announce';
import { ConversationError } from './errors';
import { changeMode } from './modes';
import { openingText, type Opening } from './opening';
import { refuseIfSuspended } from './suspension';

export interface StartInput {
  kind: 'school' | 'programming';
  subjectId?: string | null;
  languageId?: string | null;
  unitId?: string | null;
  projectId?: string | null;
  mode?: TeachingMode | null;
}

type Language = 'ar' | 'en';

/** A learner's mistake in a start, said in their language (the chat shows the server's words). */
const REFUSALS = {
  noSubject: { field: 'subjectId', en: 'No such subject', ar: 'هذه المادة غير موجودة' },
  noLanguage: {
    field: 'languageId',
    en: 'No such programming language',
    ar: 'لغة البرمجة هذه غير موجودة',
  },
  unitWithoutSubject: {
    field: 'unitId',
    en: 'A unit needs its subject: choose the subject first',
    ar: 'الوحدة تحتاج إلى مادتها: اختر المادة أولًا',
  },
  topicWithoutLanguage: {
    field: 'unitId',
    en: 'A topic needs its programming language: choose the language first',
    ar: 'الموضوع يحتاج إلى لغة البرمجة: اختر اللغة أولًا',
  },
  noUnit: {
    field: 'unitId',
    en: 'That unit is not part of this subject',
    ar: 'هذه الوحدة ليست من وحدات هذه المادة',
  },
  noTopic: {
    field: 'unitId',
    en: 'That topic is not part of this programming language',
    ar: 'هذا الموضوع ليس من موضوعات لغة البرمجة هذه',
  },
  projectInSchool: {
    field: 'projectId',
    en: 'Projects belong to programming conversations',
    ar: 'المشروعات خاصة بمحادثات البرمجة',
  },
  projectWithoutLanguage: {
    field: 'projectId',
    en: 'A project needs its programming language: choose the language first',
    ar: 'المشروع يحتاج إلى لغة البرمجة: اختر اللغة أولًا',
  },
  noProject: {
    field: 'projectId',
    en: 'That project is not offered for this programming language',
    ar: 'هذا المشروع غير متاح للغة البرمجة هذه',
  },
  topicAndProject: {
    field: 'projectId',
    en: 'Start from a topic or from a project, not both',
    ar: 'ابدأ من موضوع أو من مشروع، لا من الاثنين معًا',
  },
} as const;

const refuse = (language: Language, reason: keyof typeof REFUSALS) =>
  new ConversationError('BAD_USER_INPUT', REFUSALS[reason][language], REFUSALS[reason].field);

const nameIn = (language: Language, row: { name_ar: string; name_en: string }) =>
  language === 'ar' ? row.name_ar : row.name_en;

/** What a start resolves to once checked: the row to insert (or reopen) and its title. */
interface Plan {
  origin?: Origin;
  title: string;
  subjectId?: string;
  languageId?: string;
  unitId?: string;
  projectId?: string;
  /** The tutor's first turn, for a start from a unit, a project or the coding assistant. */
  opening?: Opening;
}

/**
 * Checks a start against the catalog: a unit must be one of its subject's (a topic one of its language's), a
 * project one of its language's. A conversation from a unit is titled "<subject> · <unit>" and one from a
 * project by the project's title, in the learner's language.
 */
async function plan(pool: Pool, userId: string, input: StartInput, language: Language): Promise<Plan> {
  if (input.kind === 'school') {
    if (input.projectId) throw refuse(language, 'projectInSchool');
    if (!input.subjectId) {
      if (input.unitId) throw refuse(language, 'unitWithoutSubject');
      return { title: 'General Chat' };
    }
    const subject = await findSubject(pool, input.subjectId);
    if (!subject) throw refuse(language, 'noSubject');
    const unit = input.unitId ? await findUnit(pool, input.unitId) : undefined;
    if (input.unitId && unit?.subject_id !== subject.id) throw refuse(language, 'noUnit');
    // A teacher's unit is its class's: to anyone else it is no unit of this subject (ADR 19).
    if (unit?.class_id && !(await isClassMember(pool, userId, unit.class_id)))
      throw refuse(language, 'noUnit');
    return {
      origin: { kind: 'school', subjectId: subject.id, unitId: unit?.id ?? null },
      // A subject alone keeps its English name (as before units existed); a unit's title is the learner's.
      title: unit ? `${nameIn(language, subject)} · ${nameIn(language, unit)}` : subject.name_en,
      subjectId: subject.id,
      unitId: unit?.id,
      ...(unit && {
        opening: { kind: 'unit', unitName: nameIn(language, unit), of: nameIn(language, subject) },
      }),
    };
  }
  const found = input.languageId ? await findLanguage(pool, input.languageId) : undefined;
  if (input.languageId && !found) throw refuse(language, 'noLanguage');
  if (!found) {
    if (input.unitId) throw refuse(language, 'topicWithoutLanguage');
    if (input.projectId) throw refuse(language, 'projectWithoutLanguage');
    return { title: 'Programming Chat', ...(input.mode === 'code' && { opening: { kind: 'code' } }) };
  }
  if (input.unitId && input.projectId) throw refuse(language, 'topicAndProject');
  if (input.projectId) {
    const project = await findProject(pool, input.projectId);
    if (project?.language_id !== found.id) throw refuse(language, 'noProject');
    const title = language === 'ar' ? project.title_ar || project.title : project.title;
    const steps = (await listProjectSteps(pool, project.id)).map((s) =>
      language === 'ar' ? s.text_ar : s.text_en,
    );
    return {
      origin: { kind: 'programming', languageId: found.id, projectId: project.id },
      title,
      languageId: found.id,
      projectId: project.id,
      opening: { kind: 'project', title, steps },
    };
  }
  const topic = input.unitId ? await findUnit(pool, input.unitId) : undefined;
  if (input.unitId && topic?.language_id !== found.id) throw refuse(language, 'noTopic');
  const opening: Opening | undefined = topic
    ? { kind: 'unit', unitName: nameIn(language, topic), of: found.name }
    : input.mode === 'code'
      ? { kind: 'code', languageName: found.name }
      : undefined;
  return {
    title: topic ? `${found.name} · ${nameIn(language, topic)}` : found.name,
    languageId: found.id,
    unitId: topic?.id,
    ...(opening && { opening }),
  };
}

/**
 * Starts a conversation for the user (ConversationStarted goes to the outbox with it). An empty conversation
 * from the same subject and unit, or the same language and project, is reopened instead (switched to the mode
 * asked for, if one was): a second click does not add a twin. A start from a unit, a project or the coding
 * assistant opens with the tutor's first turn (opening.ts), stored with the conversation and never charged.
 */
export async function startConversation(
  pool: Pool,
  userId: string,
  input: StartInput,
): Promise<ConversationRow> {
  const learner = await refuseIfSuspended(pool, userId); // a suspended learner starts nothing either (ADR 17)
  const language: Language = learner?.language === 'ar' ? 'ar' : 'en';
  const start = await plan(pool, userId, input, language);
  const empty = start.origin && (await findEmptyConversation(pool, userId, start.origin));
  if (empty) {
    if (input.mode) await changeMode(pool, userId, empty, input.mode);
    const found = await findOwnConversation(pool, userId, empty);
    if (found) return found;
  }
  const mode = input.mode ?? 'explain';
  const id = await withTransaction(pool, async (tx) => {
    const inserted = await insertConversation(tx, { userId, kind: input.kind, mode, ...start });
    if (start.opening)
      await insertOpening(tx, {
        conversationId: inserted,
        userId,
        content: openingText(start.opening, language),
      });
    await appendEvent(
      tx,
      CONVERSATION_TOPIC,
      ConversationStartedSchema,
      {
        conversationId: inserted,
        userId,
        kind: input.kind,
        subjectId: start.subjectId ?? '',
        unitId: start.unitId ?? '',
        languageId: start.languageId ?? '',
        projectId: start.projectId ?? '',
        mode,
      },
      eventMeta(inserted),
    );
    return inserted;
  });
  // Only a delete racing in between finds none.
  const started = await findOwnConversation(pool, userId, id);
  if (!started) throw new ConversationError('NOT_FOUND', 'No such conversation');
  return started;
}
