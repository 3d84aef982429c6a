import {
  badInput,
  dayRange,
  decodeCursor,
  encodeCursor,
  PG_TIME,
  requireOwner,
} from '@tutor/service-runtime';
import { activePerDay, activePerWeek, funnel } from '../data/growth';
import { z } from 'zod';
import {
  countDirectory,
  findDirectoryUserByEmail,
  listDirectory,
  type DirectoryCursor,
} from '../data/directory';
import { flagPage, flagsOfLearner, followUpsOfLearner, listFlags, type FlagCursor } from '../data/flags';
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

/** A directory page's endCursor: the sort, the sort value as text and the user id. */
const Cursor = z.object({ s: z.string(), k: z.string().max(500), u: z.string().uuid() });
const cursorText = (sort: string, c: DirectoryCursor) => encodeCursor({ s: sort, k: c.key, u: c.userId });
/** One from another sort is refused: its value would not compare. */
function cursorFrom(text: string, sort: string): DirectoryCursor {
  const cursor = decodeCursor(text, Cursor);
  if (cursor.s !== sort) throw badInput('after must be an endCursor of this list', 'after');
  return { key: cursor.k, userId: cursor.u };
}

/** A flag page's endCursor: the last flag's time and reply id. */
const FlagCursorKey = z
  .object({ t: z.string().regex(PG_TIME), r: z.string().max(200) })
  .transform(({ t, r }): FlagCursor => ({ flaggedAt: t, replyId: r }));
const flagCursorText = (c: FlagCursor) => encodeCursor({ t: c.flaggedAt, r: c.replyId });

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
  async flagPage(_, args, ctx) {
    requireOwner(ctx);
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > 200)
      throw badInput('first must be 1 to 200', 'first');
    const after = args.after ? decodeCursor(args.after, FlagCursorKey) : undefined;
    const page = await flagPage(ctx.pool, args.includeDismissed ?? false, args.first, after);
    return { flags: page.flags, endCursor: page.next && flagCursorText(page.next) };
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
    const sort = `${args.sortBy} ${args.direction}`;
    const after = args.after ? cursorFrom(args.after, sort) : undefined;
    const { rows, total, next } = await listDirectory(
      ctx.pool,
      args.sortBy,
      args.direction,
      args.pageSize,
      (args.page - 1) * args.pageSize,
      search.data,
      ctx.config.OWNER_EMAIL,
      after,
    );
    return {
      users: rows,
      total,
      page: args.page,
      pageSize: args.pageSize,
      endCursor: next && cursorText(sort, next),
    };
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
  } /** The owner's funnel and active learners, from admin's event-fed growth read model (the owner left out). */,
  async growth(_, args, ctx) {
    requireOwner(ctx);
    const { from, to } = dayRange(args.from, args.to);
    const owner = ctx.config.OWNER_EMAIL;
    const [steps, perDay, perWeek] = await Promise.all([
      funnel(ctx.pool, from, to, owner),
      activePerDay(ctx.pool, from, to, owner),
      activePerWeek(ctx.pool, from, to, owner),
    ]);
    return { from, to, funnel: steps, activePerDay: perDay, activePerWeek: perWeek };
  },
};
