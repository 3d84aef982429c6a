import type { AdminContext } from '../context';
import type { DirectoryRow } from '../data/directory';
import { listedRole } from '../domain/roles';

export const DirectoryUser = {
  id: (row: DirectoryRow) => row.user_id,
  role: (row: DirectoryRow, _: unknown, ctx: AdminContext) =>
    listedRole(row.email, row.role, ctx.config.OWNER_EMAIL),
  registeredAt: (row: DirectoryRow) => row.registered_at.toISOString(),
  user: (row: DirectoryRow) => ({ __typename: 'User', id: row.user_id }),
};
