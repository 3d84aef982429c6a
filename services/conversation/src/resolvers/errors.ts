import { GraphQLError } from 'graphql';
import { ConversationError } from '../domain/errors';

/** Runs a domain call, turning its refusals into GraphQL errors with their code (and field). */
export async function graphqlErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ConversationError)
      throw new GraphQLError(err.message, {
        extensions: { ...err.details, code: err.code, field: err.field },
      });
    throw err;
  }
}
