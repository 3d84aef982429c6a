import { GraphQLError } from 'graphql';
import { ERROR_CODES, FamilyError } from '../domain/errors';

/** Runs a domain call, turning its refusals (already in the caller's language) into coded GraphQL errors. */
export async function graphqlErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof FamilyError)) throw err;
    throw new GraphQLError(err.message, { extensions: { code: ERROR_CODES[err.key] } });
  }
}
