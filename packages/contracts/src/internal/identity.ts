import { z } from 'zod';
import type { InternalContract } from './route';

/** A Google identity the gateway has verified. */
const googleProfile = z.object({
  googleSub: z.string().min(1).max(255),
  email: z.string().trim().email().max(320),
  name: z.string().trim().min(1).max(200),
  picture: z.string().url().max(2000).nullish(),
});
export type GoogleProfile = z.output<typeof googleProfile>;

const role = z.enum(['Owner', 'User']);
const nullableText = z.string().nullable();

/** The answer to a sign-in or sign-up: the session's user and the profile with its version (ADR 20), or none. */
const signInAnswer = z.discriminatedUnion('userExists', [
  z.object({
    userExists: z.literal(true),
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      picture: nullableText,
      role,
    }),
    profile: z.object({
      version: z.number().int(),
      email: z.string(),
      name: z.string(),
      picture: nullableText,
      role,
      language: nullableText,
      userType: nullableText,
      learningDomain: nullableText,
      educationalStage: nullableText,
      academicYear: nullableText,
    }),
  }),
  z.object({ userExists: z.literal(false) }),
]);

/**
 * The identity service's sign-in support, for the gateway only (403 for any other caller): the gateway has verified
 * the Google identity; identity decides whether an account exists, and creates it at sign-up.
 */
export const IDENTITY_INTERNAL = {
  service: 'identity',
  errors: { 403: 'FORBIDDEN' },
  routes: {
    signIn: { method: 'POST', path: '/sign-in', input: googleProfile, answer: signInAnswer },
    signUp: { method: 'POST', path: '/sign-up', input: googleProfile, answer: signInAnswer },
  },
} as const satisfies InternalContract;
