import { useEffect, type MutableRefObject } from 'react';
import type { Conversation } from './useConversation';
import type { MessageWindow } from './useMessageWindow';
import type { ReplyStream } from './useReplyStream';

/**
 * Opening a conversation (its id in the URL changed): its messages load, a reply still streaming for another one
 * stops showing, and a reply still being written for this one (after a reload, or back from another
 * conversation) is followed again. One just created by a send shows that send's own messages instead.
 */
export function useOpenConversation(
  id: string | null,
  conversation: Conversation,
  reply: ReplyStream,
  view: MessageWindow,
  created: MutableRefObject<string | null>,
) {
  const { open, loadMessages, showing } = conversation;
  const { leave, follow, replyStatus, setPending } = reply;
  const { reset } = view;
  useEffect(() => {
    reset();
    const fresh = id !== null && id === created.current;
    open(id, !fresh);
    if (fresh) {
      created.current = null; // started by a send that is still under way: it shows its own messages
      return;
    }
    leave();
    if (!id) return;
    void loadMessages(id).then(async (loaded) => {
      const last = loaded?.at(-1);
      if (showing.current !== id || !last?.waiting) return;
      const replyId = `${id}_${last.id}`; // ADR 8: <conversationId>_<messageId>
      setPending(true);
      try {
        // The stream's path carries the token that lets this learner read it (issued while it is written).
        const streamPath = (await replyStatus(replyId))?.streamPath;
        if (showing.current !== id) return;
        if (streamPath) follow(id, last.id, replyId, streamPath);
        else void loadMessages(id).then(() => setPending(false)); // it ended meanwhile
      } catch {
        setPending(false);
      }
    });
  }, [id, created, open, loadMessages, showing, leave, follow, replyStatus, setPending, reset]);
}
