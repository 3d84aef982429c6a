import { badInput, requireOwner } from '@tutor/service-runtime';
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

/**
 * A page's endCursor: opaque to clients (the sort, the sort value as text and the user id, base64url JSON). One
 * from another sort is refused: its value would not compare.
 */
const Cursor = z.object({ s: z.string(), k: z.string().max(500), u: z.string().uuid() });
const cursorText = (sort: string, c: DirectoryCursor) =>
  Buffer.from(JSON.stringify({ s: sort, k: c.key, u: c.userId })).toString('base64url');
function cursorFrom(text: string, sort: string): DirectoryCursor {
  const cursor = Cursor.safeParse(jsonOf(text));
  if (!cursor.success || cursor.data.s !== sort)
    throw badInput('after must be an endCursor of this list', 'after');
  return { key: cursor.data.k, userId: cursor.data.u };
}

/** A time as PostgreSQL writes it (timestamptz as text). */
const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;
/** A flag page's endCursor: opaque to clients (the last flag's time and reply id, base64url JSON). */
const FlagCursorJson = z.object({ t: z.string().regex(TIME), r: z.string().max(200) });
const flagCursorText = (c: FlagCursor) =>
  Buffer.from(JSON.stringify({ t: c.flaggedAt, r: c.replyId })).toString('base64url');
function flagCursorFrom(text: string): FlagCursor {
  const cursor = FlagCursorJson.safeParse(jsonOf(text));
  if (!cursor.success) throw badInput('after must be an endCursor of this list', 'after');
  return { flaggedAt: cursor.data.t, replyId: cursor.data.r };
}
/** A cursor's JSON; undefined when it is not base64url JSON. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

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
    const after = args.after ? flagCursorFrom(args.after) : undefined;
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
  },
};
