import { badInput, notFound, requireOwner, requireUser } from '@tutor/service-runtime';
import { GraphQLError } from 'graphql';
import type { IdentityContext } from '../context';
import type { ProfileChange } from '../data/users';
import {
  parseGrammaticalGender,
  parseLanguage,
  parseLearningDomain,
  parseStage,
  parseUserType,
  parseYear,
  ProfileInputError,
} from '../domain/profile';
import { changeProfile, deleteUser, OwnerDeletionError } from '../domain/users';
import { shareProfile } from '../domain/viewer';
import type { MutationResolvers } from '../generated/graphql';

/** Validates (naming the field on a mistake, saving nothing) and applies a change to the caller's own profile. */
async function change(ctx: IdentityContext, build: () => ProfileChange) {
  const user = requireUser(ctx);
  let values: ProfileChange;
  try {
    values = build();
  } catch (err) {
    if (err instanceof ProfileInputError) throw badInput(err.message, err.field);
    throw err;
  }
  const updated = await changeProfile(ctx.pool, user.id, values);
  if (!updated) throw notFound('Your account no longer exists');
  return shareProfile(ctx, updated);
}

export const Mutation: MutationResolvers = {
  setLanguage: (_, args, ctx) => change(ctx, () => ({ language: parseLanguage(args.language) })),
  setUserType: (_, args, ctx) => change(ctx, () => ({ user_type: parseUserType(args.userType) })),
  setLearningDomain: (_, args, ctx) =>
    change(ctx, () => ({ learning_domain: parseLearningDomain(args.learningDomain) })),
  setGrammaticalGender: (_, args, ctx) =>
    change(ctx, () => ({ grammatical_gender: parseGrammaticalGender(args.grammaticalGender) })),
  saveStudentDetails: (_, args, ctx) =>
    change(ctx, () => {
      const stage = parseStage(args.educationalStage);
      return { educational_stage: stage, academic_year: parseYear(stage, args.academicYear) };
    }),
  async deleteUser(_, args, ctx) {
    requireOwner(ctx);
    try {
      if (!(await deleteUser(ctx.pool, args.id, ctx.ownerEmail))) throw notFound('No such user');
      return true;
    } catch (err) {
      if (err instanceof OwnerDeletionError)
        throw new GraphQLError(err.message, { extensions: { code: 'FORBIDDEN' } });
      throw err;
    }
  },
};
