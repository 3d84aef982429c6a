import type { PracticeAttemptFieldsFragment } from '../../gql/generated';

/**
 * "Explain my mistake" and "Ask the tutor for a hint": a tutoring turn inside practice. Shown only where a model
 * can answer; practice works in full without it.
 */
export function PracticeTutor(_props: { attempt: PracticeAttemptFieldsFragment }) {
  return null;
}
