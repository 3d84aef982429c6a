import { useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { useToast } from '../../components/ui';
import { ReinstateLearnerDocument, SuspendLearnerDocument } from '../../gql/generated';

/**
 * The owner's suspend and reinstate (ADR 17), each with its toast, for the Flags section and the directory; the
 * caller refreshes what it shows afterwards. Resolves true when the server changed it.
 */
export function useSuspension(onChanged: () => Promise<unknown>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [suspendLearner, suspending] = useMutation(SuspendLearnerDocument);
  const [reinstateLearner, reinstating] = useMutation(ReinstateLearnerDocument);
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
      await onChanged();
      return true;
    } catch (err) {
      toast.error(describeError(err, t, failed));
      return false;
    }
  };
  return {
    busy: suspending.loading || reinstating.loading,
    suspend: (userId: string, flagId?: string) =>
      run(
        () => suspendLearner({ variables: { userId, flagId: flagId ?? null } }),
        t('owner.suspend.done'),
        t('owner.suspend.failed'),
      ),
    reinstate: (userId: string) =>
      run(
        () => reinstateLearner({ variables: { userId } }),
        t('owner.suspend.reinstated'),
        t('owner.suspend.reinstateFailed'),
      ),
  };
}
