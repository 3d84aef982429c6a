import { imagePathOf } from '@tutor/contracts';
import type { MessageLabel as StoredLabel } from '../data/messages';
import type { MessageLabel, MessageResolvers } from '../generated/graphql';

/** A label's words in both languages (the stored label is its kind). */
const LABEL_TEXT: Record<StoredLabel, { en: string; ar: string }> = {
  made_up_question: {
    en: 'Practice question made up by the tutor — not counted toward mastery',
    ar: 'سؤال تدريب من تأليف المعلم — لا يُحتسب في الإتقان',
  },
};

export const Message: MessageResolvers = {
  createdAt: (m) => m.created_at.toISOString(),
  hasImage: (m) => m.image_id !== null,
  imageUrl: (m) => (m.image_id === null ? null : imagePathOf(m.image_id)),
  label: (m) => (m.label ? (m.label.toUpperCase() as MessageLabel) : null),
  labelText: (m) => (m.label ? LABEL_TEXT[m.label].en : null),
  labelTextAr: (m) => (m.label ? LABEL_TEXT[m.label].ar : null),
};
