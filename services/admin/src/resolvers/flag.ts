import type { FlagResolvers } from '../generated/graphql';

export const Flag: FlagResolvers = {
  id: (row) => row.reply_id,
  flaggedAt: (row) => row.flagged_at.toISOString(),
  learnerId: (row) => row.user_id,
  learnerName: (row) => row.name,
  learnerEmail: (row) => row.email,
  dismissed: (row) => row.dismissed_at !== null,
  learnerSuspended: (row) => row.suspended,
};
