import { useTranslation } from 'react-i18next';
import { describeError, errorCode, serverMessage } from '../api/errors';

/** Codes whose server message is written for the person (in their language): shown as it is. */
const SPOKEN = new Set(['BAD_USER_INPUT', 'TOO_MANY_REQUESTS', 'FORBIDDEN', 'NOT_FOUND']);

/** The text for a failed family call: the server's own words for a refusal, else the given fallback. */
export function useFamilyError() {
  const { t } = useTranslation();
  return (error: unknown, fallback: string) =>
    SPOKEN.has(errorCode(error) ?? '') ? serverMessage(error) : describeError(error, t, fallback);
}
