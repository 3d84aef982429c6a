import { badInput, requireOwner } from '@tutor/service-runtime';
import { z } from 'zod';
import { countDirectory, findDirectoryUserByEmail, listDirectory } from '../data/directory';
import { flagsOfLearner, followUpsOfLearner, listFlags } from '../data/flags';
import { actionLogOf } from '../data/suspensions';
import { listedRole } from '../domain/roles';
import type { QueryResolvers } from '../generated/graphql';

export const SEARCH_MAX = 100;
const Search = z
  .string()
  .trim()
  .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
  .refine((s) => !/\p{Cc}/u.test(s), 'search must not contain control characters');

/** The owner's list shows the newest flags; older ones wait behind them until dismissed. */
const FLAGS_SHOWN = 200;
/** A learner's history: their newest flags and actions (more than a person can take in at once). */
const HISTORY_SHOWN = 100;
const LearnerId = z.string().uuid();

export const Query: QueryResolvers = {
  flags(_, args, ctx) {
    requireOwner(ctx);
    return listFlags(ctx.pool, args.includeDismissed ?? false, FLAGS_SHOWN);
  },
  async flagHistory(_, { learnerId }, ctx) {
    requireOwner(ctx);
    if (!LearnerId.safeParse(learnerId).success) throw badInput('learnerId must be a user id', 'learnerId');
    const [flags, actions, followUps] = await Promise.all([
      flagsOfLearner(ctx.pool, learnerId, HISTORY_SHOWN),
      actionLogOf(ctx.pool, learnerId, HISTORY_SHOWN),
      followUpsOfLearner(ctx.pool, learnerId),
    ]);
    return { learnerId, flags, actions, followUps };
  },
  directoryUser(_, args, ctx) {
    requireOwner(ctx);
    return findDirectoryUserByEmail(ctx.pool, args.email);
  },
  async directoryUsers(_, args, ctx) {
    requireOwner(ctx);
    if (!Number.isInteger(args.page) || args.page < 1) throw badInput('page must be 1 or more', 'page');
    if (!Number.isInteger(args.pageSize) || args.pageSize < 1 || args.pageSize > 200) {
      throw badInput('pageSize must be between 1 and 200', 'pageSize');
    }
    const search = Search.safeParse(args.search ?? '');
    if (!search.success) throw badInput(search.error.issues[0]!.message, 'search');
    const { rows, total } = await listDirectory(
      ctx.pool,
      args.sortBy,
      args.direction,
      args.pageSize,
      (args.page - 1) * args.pageSize,
      search.data,
      ctx.config.OWNER_EMAIL,
    );
    return { users: rows, total, page: args.page, pageSize: args.pageSize };
  },
  async directoryStats(_, __, ctx) {
    requireOwner(ctx);
    const counts = await countDirectory(ctx.pool, ctx.config.OWNER_EMAIL);
    // Roles as the list shows them (the owner's e-mail is Owner whatever identity stored).
    const byRole = new Map<string, number>();
    for (const r of counts.roles) {
      const role = r.isOwner ? 'Owner' : listedRole('', r.role, undefined);
      byRole.set(role, (byRole.get(role) ?? 0) + r.n);
    }
    return {
      users: counts.users,
      byRole: [...byRole]
        .map(([role, count]) => ({ role, count }))
        .sort((a, b) => b.count - a.count || a.role.localeCompare(b.role)),
      students: counts.userTypes.student ?? 0,
      parents: counts.userTypes.parent ?? 0,
      teachers: counts.userTypes.teacher ?? 0,
    };
  },
};
