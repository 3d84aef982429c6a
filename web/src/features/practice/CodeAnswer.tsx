import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import type { CodeTestResultFieldsFragment, PracticeAttemptFieldsFragment } from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import type { CodeLanguage } from '../../shared/code';
import { CodeWorkbench, ExampleList, ServerResults } from '../../shared/coding';

/** The program's first editor text: the learner's last submission (a reload, another device), else the starter. */
export const firstCode = (attempt: PracticeAttemptFieldsFragment): string =>
  attempt.code?.lastCode ?? attempt.code?.starter ?? '';

/** The first test the submission failed, named in the verdict (a hidden one by its name only). */
export const failingTest = (tests: readonly CodeTestResultFieldsFragment[] | null | undefined) =>
  tests?.find((test) => test.verdict !== 'PASSED');

/**
 * A programming exercise's answer (issue 34): its examples, the workbench (Run and Run the examples in the
 * browser, for instant feedback) and Submit, which sends the code to be marked by its tests on the server; then
 * the server's result per test.
 */
export function CodeAnswer({
  attempt,
  code,
  onCode,
  open,
  submitting,
  disabled,
  onSubmit,
  tests,
  problem,
}: {
  attempt: PracticeAttemptFieldsFragment;
  code: string;
  onCode: (code: string) => void;
  open: boolean;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
  /** The results to show: the last submission's, this one's or the one before a reload. */
  tests: readonly CodeTestResultFieldsFragment[] | null | undefined;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const exercise = attempt.code!;
  return (
    <div className="practice-code">
      <ExampleList examples={exercise.examples} hiddenTests={exercise.hiddenTests} />
      <CodeWorkbench
        language={exercise.language as CodeLanguage}
        code={code}
        onCode={onCode}
        examples={exercise.examples}
        readOnly={!open}
        problem={problem}
        actions={
          open && (
            <Button
              variant="primary"
              icon={<Send aria-hidden="true" size={18} className="flip" />}
              disabled={disabled}
              aria-busy={submitting}
              onClick={onSubmit}
            >
              {submitting ? t('practice.code.submitting') : addressed('practice.code.submit')}
            </Button>
          )
        }
      />
      {tests && tests.length > 0 && <ServerResults tests={tests} />}
    </div>
  );
}
