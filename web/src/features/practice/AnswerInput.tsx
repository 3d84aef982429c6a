import { ArrowDown, ArrowUp, Check } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Input } from '../../components/ui';
import type { PracticeAttemptFieldsFragment } from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import { useNumbers } from '../../i18n/numbers';

const MathField = lazy(() => import('./MathField'));

/** The Latin letter the server reads for each Arabic letter of school algebra. */
const LATIN_OF: Record<string, string> = { س: 'x', ص: 'y', ع: 'z' };

/** What the learner has given so far, by kind; `text` is what goes to the server. */
export interface Draft {
  text: string;
  /** ORDER: the pieces' ids in the learner's order. */
  order?: string[];
}

/** The first draft of an attempt: empty, or for an ordering the pieces as shown. */
export const emptyDraft = (attempt: PracticeAttemptFieldsFragment): Draft =>
  attempt.kind === 'ORDER'
    ? {
        text: (attempt.choices ?? []).map((c) => c.id).join(','),
        order: (attempt.choices ?? []).map((c) => c.id),
      }
    : { text: '' };

interface InputProps {
  attempt: PracticeAttemptFieldsFragment;
  draft: Draft;
  disabled: boolean;
  onDraft(draft: Draft): void;
  /** Enter in a text box: Check. */
  onSubmit(): void;
}

/** Multiple choice: one button per option, the chosen one pressed. */
function ChoiceAnswer({ attempt, draft, disabled, onDraft }: InputProps) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('practice.answerLabel')} className="practice-choices">
      {(attempt.choices ?? []).map((choice) => {
        const chosen = draft.text === choice.id;
        return (
          <button
            key={choice.id}
            type="button"
            role="radio"
            aria-checked={chosen}
            className={chosen ? 'practice-choice chosen' : 'practice-choice'}
            disabled={disabled}
            onClick={() => onDraft({ text: choice.id })}
          >
            <span className="practice-choice-mark" aria-hidden="true">
              {chosen && <Check size={16} />}
            </span>
            <span>{choice.text}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A number (Arabic digits and the decimal comma ٫ are read by the server), with its unit beside the box. */
function NumberAnswer({ attempt, draft, disabled, onDraft, onSubmit }: InputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="practice-field">
      <label htmlFor={id} className="field-label">
        {t('practice.answerLabel')}
      </label>
      <div className="practice-number">
        <Input
          id={id}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          maxLength={60}
          placeholder={t('practice.numberPlaceholder')}
          value={draft.text}
          disabled={disabled}
          onChange={(e) => onDraft({ text: e.target.value })}
          onKeyDown={(e) => e.key === 'Enter' && onSubmit()}
        />
        {attempt.answerUnit && <span className="practice-unit">{attempt.answerUnit}</span>}
      </div>
    </div>
  );
}

/** A short text answer. */
function ShortAnswer({ draft, disabled, onDraft, onSubmit }: InputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="practice-field">
      <label htmlFor={id} className="field-label">
        {t('practice.answerLabel')}
      </label>
      <Input
        id={id}
        dir="auto"
        autoComplete="off"
        maxLength={300}
        value={draft.text}
        disabled={disabled}
        onChange={(e) => onDraft({ text: e.target.value })}
        onKeyDown={(e) => e.key === 'Enter' && onSubmit()}
      />
    </div>
  );
}

/**
 * An expression: MathLive's box with its maths keyboard on phones (loaded on demand), or a plain text box for
 * whoever prefers typing (the variables may then be written as the school books do, س ص).
 */
function ExpressionAnswer({ attempt, draft, disabled, onDraft, onSubmit }: InputProps) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const id = useId();
  const [asText, setAsText] = useState(false);
  const variables = attempt.variables ?? [];
  const { locale } = useNumbers();
  // Letters one by one, with the language's comma (Intl's Arabic lists join with و, which reads as a letter here).
  const list = (items: string[]) => items.join(locale.startsWith('ar') ? '، ' : ', ');
  const hintId = variables.length ? `${id}-vars` : undefined;
  const latin = variables.filter((v) => LATIN_OF[v]).map((v) => `${v} = ${LATIN_OF[v]}`);
  const keyboardLetters = latin.length ? list(latin) : null;
  return (
    <div className="practice-field">
      <label htmlFor={id} className="field-label" id={`${id}-label`}>
        {t('practice.answerLabel')}
      </label>
      {hintId && (
        <p className="field-hint" id={hintId}>
          {t('practice.variables', { list: list(variables) })}
          {/* The maths keyboard has Latin letters only: which one stands for each Arabic letter. */}
          {!asText && keyboardLetters && (
            <>
              <br />
              {t('practice.variablesOnKeyboard', { list: keyboardLetters })}
            </>
          )}
        </p>
      )}
      {asText ? (
        <Input
          id={id}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={300}
          className="practice-expression-text"
          value={draft.text}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(e) => onDraft({ text: e.target.value })}
          onKeyDown={(e) => e.key === 'Enter' && onSubmit()}
        />
      ) : (
        <Suspense fallback={<p className="muted">{t('practice.mathLoading')}</p>}>
          <MathField
            id={id}
            label={t('practice.answerLabel')}
            describedBy={hintId}
            disabled={disabled}
            onChange={(text) => onDraft({ text })}
            onEnter={onSubmit}
          />
        </Suspense>
      )}
      <Button
        size="sm"
        variant="ghost"
        className="practice-input-switch"
        disabled={disabled}
        onClick={() => {
          onDraft({ text: '' });
          setAsText((v) => !v);
        }}
      >
        {asText ? addressed('practice.asMath') : addressed('practice.asText')}
      </Button>
    </div>
  );
}

/** An ordering: the pieces in a list, each moved up or down by its buttons (no dragging needed). */
function OrderAnswer({ attempt, draft, disabled, onDraft }: InputProps) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const byId = new Map((attempt.choices ?? []).map((c) => [c.id, c.text]));
  const order = draft.order ?? [];
  const move = (from: number, to: number) => {
    const next = [...order];
    const [piece] = next.splice(from, 1);
    next.splice(to, 0, piece!);
    onDraft({ text: next.join(','), order: next });
  };
  return (
    <ol className="practice-order" aria-label={t('practice.answerLabel')}>
      {order.map((pieceId, i) => {
        const text = byId.get(pieceId) ?? pieceId;
        return (
          <li key={pieceId} className="practice-order-piece">
            <span className="practice-order-number" aria-hidden="true">
              {number(i + 1)}
            </span>
            <span className="practice-order-text">{text}</span>
            <IconButton
              size="sm"
              label={t('practice.moveUp', { piece: text })}
              icon={<ArrowUp aria-hidden="true" size={16} />}
              disabled={disabled || i === 0}
              onClick={() => move(i, i - 1)}
            />
            <IconButton
              size="sm"
              label={t('practice.moveDown', { piece: text })}
              icon={<ArrowDown aria-hidden="true" size={16} />}
              disabled={disabled || i === order.length - 1}
              onClick={() => move(i, i + 1)}
            />
          </li>
        );
      })}
    </ol>
  );
}

const BY_KIND = {
  CHOICE: ChoiceAnswer,
  NUMBER: NumberAnswer,
  EXPRESSION: ExpressionAnswer,
  SHORT: ShortAnswer,
  ORDER: OrderAnswer,
} as const;

/** The answer's input for the item's kind (a program is written in the code exercise's editor instead). */
export function AnswerInput(props: InputProps) {
  if (props.attempt.kind === 'CODE') return null;
  const Kind = BY_KIND[props.attempt.kind];
  return <Kind {...props} />;
}
