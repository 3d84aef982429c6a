import { useApolloClient, useMutation } from '@apollo/client';
import { Bot, Bug, MessageCircleQuestion, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../api/errors';
import { Button } from '../../components/ui';
import {
  AskPracticeTutorDocument,
  PracticeReplyStatusDocument,
  PracticeSessionDocument,
  type PracticeAttemptFieldsFragment,
  type PracticeTurnKind,
} from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import { followReply } from '../../shared/replyStream';
import { RichText } from '../../shared/RichText';
import { newRequestId, practiceErrorText } from './practiceErrors';

/** Set once the server said the tutor cannot take practice turns (no model, practice unreachable): buttons go. */
let tutorUnavailable = false;
const UNAVAILABLE = new Set(['PRACTICE_UNAVAILABLE', 'MODEL_UNAVAILABLE', 'UNAVAILABLE']);

interface Turn {
  kind: PracticeTurnKind;
  text: string;
  state: 'waiting' | 'streaming' | 'done' | 'failed';
  problem?: string;
}

/**
 * "Explain my mistake" (after a wrong answer; for a program, "Why does this fail?" after a failed submission) and "Ask the tutor for a hint" (after an attempt, as the bank's
 * hints): a tutoring turn about this item, its reply streamed into the page. The server fences the item and holds
 * back a reply that gives the key too early (the bank's next hint comes instead, so the attempt is read again).
 * Hidden when the tutor cannot answer: practice works in full without it.
 */
export function PracticeTutor({ attempt }: { attempt: PracticeAttemptFieldsFragment }) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const client = useApolloClient();
  const [ask] = useMutation(AskPracticeTutorDocument);
  const [turn, setTurn] = useState<Turn | null>(null);
  const [hidden, setHidden] = useState(tutorUnavailable);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const busy = turn?.state === 'waiting' || turn?.state === 'streaming';
  // A program's mistake is asked as "why does this fail?": the tutor gets the code, the failing test and the error.
  const isCode = attempt.kind === 'CODE';
  const lastFailed = attempt.code?.lastResults?.some((test) => test.verdict !== 'PASSED') ?? false;
  const canExplain = !isCode && attempt.wrongAttempts > 0;
  const canAskWhy = isCode && attempt.status === 'OPEN' && attempt.wrongAttempts > 0 && lastFailed;
  const canHint = attempt.status === 'OPEN' && attempt.attempts > 0;
  if (hidden || (!canExplain && !canAskWhy && !canHint && !turn)) return null;

  const run = async (kind: PracticeTurnKind) => {
    stop.current?.();
    setTurn({ kind, text: '', state: 'waiting' });
    const update = (change: Partial<Turn>) => setTurn((now) => (now ? { ...now, ...change } : now));
    try {
      const { data } = await ask({ variables: { attemptId: attempt.id, kind, messageId: newRequestId() } });
      if (!data) return;
      const { replyId, streamPath } = data.askPracticeTutor;
      const status = async () =>
        (
          await client.query({
            query: PracticeReplyStatusDocument,
            variables: { id: replyId },
            fetchPolicy: 'network-only',
          })
        ).data.reply?.status;
      stop.current = followReply(streamPath, status, {
        chunk: (text) =>
          setTurn((now) => (now ? { ...now, text: now.text + text, state: 'streaming' } : now)),
        reset: () => update({ text: '' }),
        done: () => {
          update({ state: 'done' });
          // A held-back reply released the bank's next hint: the attempt shows it.
          void client.refetchQueries({ include: [PracticeSessionDocument] });
        },
        failed: () => update({ state: 'failed', problem: t('practice.tutor.failed') }),
      });
    } catch (err) {
      if (UNAVAILABLE.has(errorCode(err) ?? '')) {
        tutorUnavailable = true;
        setHidden(true);
        return;
      }
      update({ state: 'failed', problem: practiceErrorText(err, t, 'practice.tutor.failed') });
    }
  };

  return (
    <div className="practice-tutor">
      <div className="practice-actions">
        {canExplain && (
          <Button
            size="sm"
            icon={<MessageCircleQuestion aria-hidden="true" size={16} />}
            disabled={busy}
            onClick={() => void run('EXPLAIN')}
          >
            {addressed('practice.tutor.explain')}
          </Button>
        )}
        {canAskWhy && (
          <Button
            size="sm"
            icon={<Bug aria-hidden="true" size={16} />}
            disabled={busy}
            onClick={() => void run('WHY_FAILS')}
          >
            {t('practice.code.whyFails')}
          </Button>
        )}
        {canHint && (
          <Button
            size="sm"
            icon={<Sparkles aria-hidden="true" size={16} />}
            disabled={busy}
            onClick={() => void run('HINT')}
          >
            {addressed('practice.tutor.hint')}
          </Button>
        )}
      </div>
      {turn && (
        <section className="practice-tutor-reply" aria-live="polite" aria-busy={busy}>
          <h3>
            <Bot aria-hidden="true" size={16} />
            {t('practice.tutor.title')}
          </h3>
          {turn.text ? (
            <RichText source={turn.text} />
          ) : turn.state === 'waiting' || turn.state === 'streaming' ? (
            <p className="muted">{t('practice.tutor.thinking')}</p>
          ) : null}
          {turn.problem && (
            <p className="practice-problem" role="alert">
              {turn.problem}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
