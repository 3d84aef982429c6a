import { IDENTITY_HEADER, signIdentity } from '@tutor/service-runtime';

/** A catalog subject as another service checks against it: its stage, year and units, in order. */
export interface CatalogSubject {
  id: string;
  educationalStage: string;
  academicYear: string;
  unitIds: string[];
}

/** The catalog could not be asked (the conversation service is down or answered with an error). */
export class CatalogUnavailableError extends Error {}

/**
 * The typed client other services use to check a choice against the catalog (ADR 19: the family service when a
 * teacher makes a class or pins a unit), signed with the caller service's identity. Only writes call it.
 */
export function createCatalogClient(baseUrl: string, secret: string, issuer: string, timeoutMs = 5000) {
  return {
    /** The subject, or undefined when the catalog has none with this id. */
    async subject(id: string): Promise<CatalogSubject | undefined> {
      let res: Response;
      try {
        res = await fetch(
          `${baseUrl.replace(/\/$/, '')}/internal/catalog/subjects/${encodeURIComponent(id)}`,
          {
            headers: { [IDENTITY_HEADER]: signIdentity({ issuer }, secret) },
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
      } catch (err) {
        throw new CatalogUnavailableError(`The catalog is unavailable: ${(err as Error).message}`);
      }
      if (res.status === 404) return undefined;
      if (!res.ok) throw new CatalogUnavailableError(`The catalog answered ${res.status}`);
      return (await res.json()) as CatalogSubject;
    },
  };
}
export type CatalogClient = ReturnType<typeof createCatalogClient>;
