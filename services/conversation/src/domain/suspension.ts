import type { Queryable } from '@tutor/service-runtime';
import { findLearnerStanding, type LearnerRow } from '../data/learners';
import { ConversationError } from './errors';

/** The reason a suspended learner reads (ADR 17), kind and without blame: they are a child. */
const SUSPENDED = {
  en: "Your account has been suspended, so you can't send messages for now. Please ask a parent or teacher to contact us.",
  ar: 'تم إيقاف حسابك مؤقتًا، لذلك لا يمكنك إرسال الرسائل الآن. اطلب من أحد والديك أو معلمك التواصل معنا.',
} as const;

/**
 * Refuses a suspended learner's send or start, in their language, before anything is stored or charged. The
 * suspension is the owner's decision in the admin service; this service follows it by events. Answers the
 * learner (read with the suspension: one round trip), for what the caller does next.
 */
export async function refuseIfSuspended(db: Queryable, userId: string): Promise<LearnerRow | undefined> {
  const { learner, suspended } = await findLearnerStanding(db, userId);
  if (suspended)
    throw new ConversationError('FORBIDDEN', SUSPENDED[learner?.language === 'ar' ? 'ar' : 'en']);
  return learner;
}
