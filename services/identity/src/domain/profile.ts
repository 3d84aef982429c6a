/** A client's mistake in a profile change, naming the field. */
export class ProfileInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const LANGUAGES = ['ar', 'en'] as const;
export const USER_TYPES = ['student', 'parent', 'teacher'] as const;
export const LEARNING_DOMAINS = ['school', 'programming'] as const;
export const GRAMMATICAL_GENDERS = ['female', 'male'] as const;
export const STAGES = ['primary', 'middle', 'high'] as const;
/** Primary school has six years; middle and high school three. */
export const YEARS = ['1', '2', '3', '4', '5', '6'] as const;
const YEARS_OF_STAGE: Record<(typeof STAGES)[number], readonly (typeof YEARS)[number][]> = {
  primary: YEARS,
  middle: ['1', '2', '3'],
  high: ['1', '2', '3'],
};

function choose<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  const normalised = value.trim().toLowerCase();
  const found = allowed.find((a) => a === normalised);
  if (!found) throw new ProfileInputError(field, `${field} must be one of: ${allowed.join(', ')}`);
  return found;
}

export const parseLanguage = (v: string) => choose('language', v, LANGUAGES);
export const parseUserType = (v: string) => choose('userType', v, USER_TYPES);
export const parseLearningDomain = (v: string) => choose('learningDomain', v, LEARNING_DOMAINS);
/** Optional: null (or empty) clears it. */
export const parseGrammaticalGender = (v: string | null | undefined) =>
  v?.trim() ? choose('grammaticalGender', v, GRAMMATICAL_GENDERS) : null;
export const parseYear = (stage: (typeof STAGES)[number], v: string) =>
  choose('academicYear', v, YEARS_OF_STAGE[stage]);

/** Stages are stored as primary/middle/high; the secondary-school names the server may answer with mean high. */
export function parseStage(value: string): (typeof STAGES)[number] {
  if (/^(first|second|third) secondary$/i.test(value.trim())) return 'high';
  return choose('educationalStage', value, STAGES);
}

/** What a Google identity brings: validated before anything is stored. */
/** A Google identity the gateway has verified, as its sign-in route reads it (`IDENTITY_INTERNAL`). */
export type { GoogleProfile } from '@tutor/contracts';

/** Owner for the configured owner e-mail (case-insensitive), User for everyone else. */
export function roleFor(email: string, ownerEmail: string | undefined): 'Owner' | 'User' {
  return ownerEmail && email.trim().toLowerCase() === ownerEmail.trim().toLowerCase() ? 'Owner' : 'User';
}
