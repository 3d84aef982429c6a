import { useApolloClient, useMutation } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { useToast } from '../../components/ui';
import { ReplyStatusDocument, StopReplyDocument } from '../../gql/generated';
import type { ChatMessage } from './MessageBubble';
import { followReply } from '../../shared/replyStream';
import type { Conversation } from './useConversation';
import type { Reveal } from './useReveal';

/**
 * The reply being written: `pending` from the send until the stored reply is shown, the text streamed so far,
 * and the reply Stop stops. A stored reply whose stream was never seen (none was left to read) is handed to the
 * reveal; a late subscriber's burst is paced by the stream itself (replyStream.ts).
 */
export function useReplyStream(conversation: Conversation, reveal: Reveal) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApolloClient();
  const { loadMessages, markReplyFailed } = conversation;
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  // The reply being followed, which Stop stops; `stopping` once the learner pressed it.
  const [following, setFollowing] = useState<{ replyId: string; stopping: boolean } | null>(null);
  const stopStream = useRef<(() => void) | undefined>(undefined);
  const [stopReply] = useMutation(StopReplyDocument);

  /** Stops showing the reply being followed (another conversation opened, or the page left). */
  const leave = useCallback(() => {
    stopStream.current?.();
    stopStream.current = undefined;
    setStreaming(null);
    setFollowing(null);
    setPending(false);
  }, []);
  useEffect(() => () => stopStream.current?.(), []);

  const replyStatus = useCallback(
    async (replyId: string) =>
      (
        await client.query({
          query: ReplyStatusDocument,
          variables: { id: replyId },
          fetchPolicy: 'network-only',
        })
      ).data.reply,
    [client],
  );

  const follow = useCallback(
    (conversationId: string, messageId: string, replyId: string, streamPath: string) => {
      let seen = false; // some of the reply streamed into view
      const answered = (ms: ChatMessage[] | undefined) => {
        const at = ms?.findIndex((m) => m.id === messageId) ?? -1;
        return at >= 0 && ms!.slice(at + 1).some((m) => m.sender === 'model');
      };
      setFollowing({ replyId, stopping: false });
      const end = async (ok: boolean) => {
        stopStream.current = undefined;
        setFollowing((f) => (f?.replyId === replyId ? null : f));
        // `done` is written once the reply is stored (ADR 14): one read finds it.
        const loaded = await loadMessages(conversationId);
        setStreaming(null);
        setPending(false);
        // A model error is said in the tutor's bubble, with Retry (the stream may end before the service marks it).
        if (!ok && !answered(loaded)) markReplyFailed(messageId, true);
        const reply = loaded?.at(-1);
        // Only a reply that arrived with no stream at all is revealed word by word; a streamed one was seen.
        if (ok && !seen && reply?.sender === 'model') reveal.start(reply.id);
      };
      stopStream.current = followReply(streamPath, async () => (await replyStatus(replyId))?.status, {
        chunk: (text) => {
          seen = true;
          setStreaming((s) => (s ?? '') + text);
        },
        reset: () => setStreaming(''),
        done: () => void end(true),
        failed: () => void end(false),
      });
    },
    [loadMessages, markReplyFailed, replyStatus, reveal.start],
  );

  // The worker ends the reply; its stream's `done` then ends the follow as for any reply (the partial text is
  // stored as the reply, marked stopped). Pressing twice, or after it ended, changes nothing.
  const stop = async () => {
    if (!following || following.stopping) return;
    const { replyId } = following;
    setFollowing({ replyId, stopping: true });
    try {
      await stopReply({ variables: { replyId } });
    } catch (err) {
      setFollowing((f) => (f?.replyId === replyId ? { replyId, stopping: false } : f));
      toast.error(describeError(err, t, t('chat.errors.stop')));
    }
  };

  return {
    pending,
    setPending,
    streaming,
    setStreaming,
    following,
    follow,
    leave,
    replyStatus,
    stop: following && !following.stopping ? () => void stop() : undefined,
  };
}

export type ReplyStream = ReturnType<typeof useReplyStream>;
