import type { z } from 'zod';
import { badInput } from './subgraph';

/** A time as PostgreSQL writes it (timestamptz as text): the key of most pages. */
export const PG_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

/** A keyset page's endCursor: the last row's key as base64url JSON, opaque to clients. */
export const encodeCursor = (key: Record<string, string>): string =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * The key an `after` argument carries, read through the list's schema; anything else (not base64url JSON, another
 * list's cursor, a key that fails the schema) is the client's mistake: BAD_USER_INPUT on `after`.
 */
export function decodeCursor<T>(text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    json = undefined;
  }
  const key = schema.safeParse(json);
  if (!key.success) throw badInput('after must be an endCursor of this list', 'after');
  return key.data;
}
