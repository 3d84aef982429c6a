import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';

/**
 * `t` for texts that address the learner: in Arabic a verb or pronoun says whom it speaks to ("تريد" to a boy,
 * "تريدين" to a girl). The learner's grammatical gender (optional, in /account) picks a text's `_female` form
 * (i18next context); unknown, or with no such form, the masculine, Arabic's default form of address, stays.
 * English texts have no forms, so nothing changes there.
 */
export function useAddressedT() {
  const { t } = useTranslation();
  const { me } = useSession();
  const context = me?.grammaticalGender === 'female' ? 'female' : undefined;
  return useCallback(
    (key: string, options?: Record<string, unknown>): string => t(key, { ...options, context }),
    [t, context],
  );
}
