import { CONVERSATION_INTERNAL, type CatalogUnit } from '@tutor/contracts';
import { createInternalClient, InternalCallError } from '@tutor/service-runtime';

/** The catalog could not be asked (the conversation service is down or answered with an error). */
export class CatalogUnavailableError extends Error {}

/**
 * A unit's catalog facts (its subject or language, its names) from the conversation service's catalog (ADR 22),
 * through its contract. Catalog units do not change while a process runs, so each is asked once and kept; an
 * unknown unit is not kept (the catalog may gain it).
 */
export function createCatalogClient(baseUrl: string, secret: string, timeoutMs = 5000) {
  const conversation = createInternalClient(CONVERSATION_INTERNAL, {
    baseUrl,
    secret,
    issuer: 'practice',
    timeoutMs,
  });
  const known = new Map<string, CatalogUnit>();
  return {
    /** The unit, or undefined when the catalog has none with this id. */
    async unit(id: string): Promise<CatalogUnit | undefined> {
      const kept = known.get(id);
      if (kept) return kept;
      try {
        const unit = await conversation.catalogUnit({ id });
        known.set(id, unit);
        return unit;
      } catch (err) {
        if (err instanceof InternalCallError && err.status === 404) return undefined;
        throw new CatalogUnavailableError(`The catalog is unavailable: ${(err as Error).message}`);
      }
    },
  };
}
export type CatalogClient = ReturnType<typeof createCatalogClient>;
