import { badInput, requireOwner } from '@tutor/service-runtime';
import { findDirectoryUserByEmail, listDirectory } from '../data/directory';
import type { QueryResolvers } from '../generated/graphql';

export const Query: QueryResolvers = {
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
    const { rows, total } = await listDirectory(
      ctx.pool,
      args.sortBy,
      args.direction,
      args.pageSize,
      (args.page - 1) * args.pageSize,
    );
    return { users: rows, total, page: args.page, pageSize: args.pageSize };
  },
};
