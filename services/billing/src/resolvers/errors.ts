import { badInput, notFound } from '@tutor/service-runtime';
import { GraphQLError } from 'graphql';
import { BillingError } from '../domain/errors';

/** Runs a domain call, turning its refusals into GraphQL errors with codes the clients map. */
export async function graphqlErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof BillingError)) throw err;
    if (err.code === 'NOT_FOUND') throw notFound(err.message);
    if (err.code === 'NO_CREDITS' || err.code === 'FORBIDDEN')
      throw new GraphQLError(err.message, { extensions: { code: err.code } });
    throw badInput(err.message, err.field);
  }
}
