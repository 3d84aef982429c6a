import { GraphQLError } from 'graphql';
import { ERROR_CODES, PracticeError } from '../domain/errors';

/** Runs a domain call, turning its refusals (already in the learner's language) into coded GraphQL errors. */
export async function graphqlErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof PracticeError)) throw err;
    throw new GraphQLError(err.message, {
      extensions: {
        code: ERROR_CODES[err.key],
        ...(err.retryAfterSeconds ? { retryAfterSeconds: err.retryAfterSeconds } : {}),
      },
    });
  }
}
