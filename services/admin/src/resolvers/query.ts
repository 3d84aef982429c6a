import { badInput, requireOwner } from '@tutor/service-runtime';
import type { AdminContext } from '../context';
import {
  findDirectoryUserByEmail,
  listDirectory,
  type SortDirection,
  type SortField,
} from '../data/directory';

export const Query = {
  directoryUser(_: unknown, args: { email: string }, ctx: AdminContext) {
    requireOwner(ctx);
    return findDirectoryUserByEmail(ctx.pool, args.email);
  },
  async directoryUsers(
    _: unknown,
    args: { sortBy: SortField; direction: SortDirection; page: number; pageSize: number },
    ctx: AdminContext,
  ) {
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
