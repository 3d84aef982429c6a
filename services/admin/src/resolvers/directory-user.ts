import { listedRole } from '../domain/roles';
import type { DirectoryUserResolvers } from '../generated/graphql';

export const DirectoryUser: DirectoryUserResolvers = {
  id: (row) => row.user_id,
  role: (row, _, ctx) => listedRole(row.email, row.role, ctx.config.OWNER_EMAIL),
  registeredAt: (row) => row.registered_at.toISOString(),
  userType: (row) => row.user_type || null,
  user: (row) => ({ __typename: 'User', id: row.user_id }),
};
