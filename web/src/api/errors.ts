import type { ApolloError } from '@apollo/client';
import type { TFunction } from 'i18next';
import { RateLimitError } from './http';

/**
 * An Apollo error, recognised by its shape: `instanceof` would pull Apollo into the visitor's first JavaScript,
 * which never talks GraphQL.
 */
const asApolloError = (error: unknown): ApolloError | undefined =>
  error instanceof Error && Array.isArray((error as Partial<ApolloError>).graphQLErrors)
    ? (error as ApolloError)
    : undefined;

/** Seconds to wait when the error is a rate limit (from the fetch layer or a GraphQL error), else undefined. */
export function rateLimitSeconds(error: unknown): number | undefined {
  if (error instanceof RateLimitError) return error.retryAfterSeconds;
  const apollo = asApolloError(error);
  if (apollo) {
    if (apollo.networkError instanceof RateLimitError) return apollo.networkError.retryAfterSeconds;
    const limited = apollo.graphQLErrors.find((e) => e.extensions?.code === 'RATE_LIMITED');
    if (limited) return Number(limited.extensions?.retryAfterSeconds ?? 1);
  }
  return undefined;
}

export const errorCode = (error: unknown): string | undefined =>
  asApolloError(error)?.graphQLErrors[0]?.extensions?.code as string | undefined;

/** What the first GraphQL error says beyond its code and message (a refusal's figures), empty when nothing. */
export const errorExtensions = (error: unknown): Record<string, unknown> =>
  asApolloError(error)?.graphQLErrors[0]?.extensions ?? {};

/** The message a screen shows for a failed request: the rate-limit text when it was one, else the given text. */
export function describeError(error: unknown, t: TFunction, fallback: string): string {
  const seconds = rateLimitSeconds(error);
  return seconds === undefined ? fallback : t('app.rateLimited', { seconds });
}

/** The server's own words, for texts like 'Failed to save language: {message}'. */
export const serverMessage = (error: unknown): string => {
  const apollo = asApolloError(error);
  return apollo
    ? (apollo.graphQLErrors[0]?.message ?? apollo.networkError?.message ?? apollo.message)
    : error instanceof Error
      ? error.message
      : String(error);
};
