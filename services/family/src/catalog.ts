import { catalogSubjectPath, type CatalogSubject } from '@tutor/contracts';
import {
  callInternal,
  IDENTITY_HEADER,
  isOk,
  jsonOf,
  signIdentity,
  type InternalAnswer,
} from '@tutor/service-runtime';

/** The catalog could not be asked (the conversation service is down or answered with an error). */
export class CatalogUnavailableError extends Error {}

/**
 * Checks a teacher's choices against the conversation service's catalog (ADR 19). Only a teacher's writes call it
 * (making a class, pinning a unit); no read does.
 */
export function createCatalogClient(baseUrl: string, secret: string, timeoutMs = 5000) {
  return {
    /** The subject, or undefined when the catalog has none with this id. */
    async subject(id: string): Promise<CatalogSubject | undefined> {
      let res: InternalAnswer;
      try {
        res = await callInternal(`${baseUrl.replace(/\/$/, '')}${catalogSubjectPath(id)}`, {
          headers: { [IDENTITY_HEADER]: signIdentity({ issuer: 'family' }, secret) },
          timeoutMs,
        });
      } catch (err) {
        throw new CatalogUnavailableError(`The catalog is unavailable: ${(err as Error).message}`);
      }
      if (res.status === 404) return undefined;
      const subject = isOk(res) ? jsonOf<CatalogSubject>(res) : undefined;
      if (!subject) throw new CatalogUnavailableError(`The catalog answered ${res.status}`);
      return subject;
    },
  };
}
export type CatalogClient = ReturnType<typeof createCatalogClient>;
