import { ApolloError } from '@apollo/client';
import type { TFunction } from 'i18next';
import { RateLimitError } from './http';

/** Seconds to wait when the error is a rate limit (from the fetch layer or a GraphQL error), else undefined. */
export function rateLimitSeconds(error: unknown): number | undefined {
  if (error instanceof RateLimitError) return error.retryAfterSeconds;
  if (error instanceof ApolloError) {
    if (error.networkError instanceof RateLimitError) return error.networkError.retryAfterSeconds;
    const limited = error.graphQLErrors.find((e) => e.extensions?.code === 'RATE_LIMITED');
    if (limited) return Number(limited.extensions?.retryAfterSeconds ?? 1);
  }
  return undefined;
}

export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApolloError ? (error.graphQLErrors[0]?.extensions?.code as string | undefined) : undefined;

/** The message a screen shows for a failed request: the rate-limit text when it was one, else the given text. */
export function describeError(error: unknown, t: TFunction, fallback: string): string {
  const seconds = rateLimitSeconds(error);
  return seconds === undefined ? fallback : t('app.rateLimited', { seconds });
}

/** The server's own words, for texts like 'Failed to save language: {message}'. */
export const serverMessage = (error: unknown): string =>
  error instanceof ApolloError
    ? (error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);
