import type { ChatMessage } from './MessageBubble';

/** A message as the conversation service stores it (sender student or model; status of learner messages). */
export interface StoredMessage {
  id: string;
  sender: string;
  content: string;
  createdAt: string;
  status: string;
  hasImage: boolean;
  imageUrl?: string | null;
  stopped?: boolean;
}

export interface LoadedConversation {
  messages: ChatMessage[];
  /** Learner messages whose reply failed (a model error): the tutor's bubble says so and offers Retry. */
  replyFailed: Set<string>;
}

/**
 * What a reopened conversation shows. A stored learner message was sent: its `failed` status means the *reply*
 * failed, so it is never marked "Not sent" (that mark is for a send that did not reach the server, a local
 * state); the error goes in the tutor's bubble instead. A message followed by a reply counts as answered
 * whatever its status says, and an empty model message (a cut stream) is not shown at all.
 */
export function fromStored(stored: readonly StoredMessage[]): LoadedConversation {
  // A reply stopped before its first word stays: its Stopped mark says what happened.
  const shown = stored.filter((m) => m.sender !== 'model' || m.content.trim() !== '' || m.stopped);
  // The service stores the reply to message X as X-reply (conversation service, replyMessageId).
  const replies = new Set(shown.filter((m) => m.sender === 'model').map((m) => m.id));
  const answered = (id: string) => replies.has(`${id}-reply`);
  const replyFailed = new Set<string>();
  const messages = shown.map((m): ChatMessage => {
    const student = m.sender !== 'model';
    if (student && m.status === 'failed' && !answered(m.id)) replyFailed.add(m.id);
    return {
      id: m.id,
      sender: student ? 'student' : 'model',
      content: m.content,
      createdAt: m.createdAt,
      hasImage: m.hasImage,
      imageUrl: m.imageUrl,
      stopped: m.stopped,
      waiting: student && m.status === 'sent' && !answered(m.id),
    };
  });
  return { messages, replyFailed };
}
