import { CONVERSATION_INTERNAL, type CatalogSubject } from '@tutor/contracts';
import { createInternalClient, InternalCallError } from '@tutor/service-runtime';

/** The catalog could not be asked (the conversation service is down or answered with an error). */
export class CatalogUnavailableError extends Error {}

/**
 * Checks a teacher's choices against the conversation service's catalog (ADR 19), through its contract
 * (`CONVERSATION_INTERNAL`). Only a teacher's writes call it (making a class, pinning a unit); no read does.
 */
export function createCatalogClient(baseUrl: string, secret: string, timeoutMs = 5000) {
  const conversation = createInternalClient(CONVERSATION_INTERNAL, {
    baseUrl,
    secret,
    issuer: 'family',
    timeoutMs,
  });
  return {
    /** The subject, or undefined when the catalog has none with this id. */
    async subject(id: string): Promise<CatalogSubject | undefined> {
      try {
        return await conversation.catalogSubject({ id });
      } catch (err) {
        if (err instanceof InternalCallError && err.status === 404) return undefined;
        throw new CatalogUnavailableError(`The catalog is unavailable: ${(err as Error).message}`);
      }
    },
  };
}
export type CatalogClient = ReturnType<typeof createCatalogClient>;
