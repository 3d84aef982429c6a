import { isReplyId } from '@tutor/contracts';
import { requireUser } from '@tutor/service-runtime';
import { z } from 'zod';
import { acknowledgeSafetyAlert } from '../data/family';
import { member } from '../domain/callers';
import { FamilyError } from '../domain/errors';
import * as classes from '../domain/classes';
import { createLinkCode, redeemLinkCode, unlink } from '../domain/links';
import type { MutationResolvers } from '../generated/graphql';
import { graphqlErrors } from './errors';

/** A code is 16 characters; with dashes and spaces a careful typist stays well under 64. */
const codeInput = z.string().max(64);
const userId = z.uuid();

export const Mutation: MutationResolvers = {
  async createLinkCode(_, __, ctx) {
    const caller = requireUser(ctx);
    const { code, expiresAt } = await graphqlErrors(() => createLinkCode(ctx, caller));
    return { code, expiresAt: expiresAt.toISOString() };
  },
  async redeemLinkCode(_, args, ctx) {
    const caller = requireUser(ctx);
    // Too long to be a code counts as a wrong code (the domain's normalising refuses it).
    const code = codeInput.safeParse(args.code).success ? args.code : '';
    return graphqlErrors(() => redeemLinkCode(ctx, caller, code));
  },
  async acknowledgeSafetyAlert(_, args, ctx) {
    const caller = requireUser(ctx);
    return graphqlErrors(async () => {
      // Another family's flag, or none: the same answer (no flag ids are confirmed to anyone else).
      if (!isReplyId(args.id) || !(await acknowledgeSafetyAlert(ctx.pool, caller.id, args.id)))
        throw new FamilyError('NO_ALERT', (await member(ctx, caller)).language);
      return true;
    });
  },
  async unlinkChild(_, args, ctx) {
    const caller = requireUser(ctx);
    return graphqlErrors(async () => {
      // An id that is no uuid names no link: the same answer as another family's id.
      if (!userId.safeParse(args.childId).success) throw new FamilyError('NOT_LINKED', '');
      return unlink(ctx, caller, caller.id, args.childId);
    });
  },
  // Classes (ADR 19): ids and texts are checked in the domain, refused in the caller's language.
  createClass: (_, args, ctx) => {
    const caller = requireUser(ctx);
    return graphqlErrors(() => classes.createClass(ctx, caller, args));
  },
  renewClassCode: (_, args, ctx) => {
    const caller = requireUser(ctx);
    return graphqlErrors(() => classes.renewClassCode(ctx, caller, args.classId));
  },
  joinClass: (_, args, ctx) => {
    const caller = requireUser(ctx);
    // Too long to be a code counts as a wrong code, as for link codes.
    const code = codeInput.safeParse(args.code).success ? args.code : '';
    return graphqlErrors(() => classes.joinClass(ctx, caller, code));
  },
  leaveClass: (_, args, ctx) => {
    const caller = requireUser(ctx);
    return graphqlErrors(() => classes.leaveClass(ctx, caller, args.classId));
  },
  removeStudent: (_, args, ctx) => {
    const caller = requireUser(ctx);
    return graphqlErrors(() => classes.removeStudent(ctx, caller, args.classId, args.studentId));
  },
  pinClassTopic: (_, args, ctx) => {
    const caller = requireUser(ctx);
    return graphqlErrors(() => classes.pinClassTopic(ctx, caller, args.classId, args.unitId));
  },
  createClassUnit: (_, args, ctx) => {
    const caller = requireUser(ctx);
    return graphqlErrors(() => classes.createClassUnit(ctx, caller, args.classId, args));
  },
  async unlinkParent(_, args, ctx) {
    const caller = requireUser(ctx);
    return graphqlErrors(async () => {
      if (!userId.safeParse(args.parentId).success) throw new FamilyError('NOT_LINKED', '');
      return unlink(ctx, caller, args.parentId, caller.id);
    });
  },
};
