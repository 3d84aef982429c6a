import type { FlagResolvers, FollowUpResolvers, SafetyActionResolvers } from '../generated/graphql';

export const Flag: FlagResolvers = {
  id: (row) => row.reply_id,
  flaggedAt: (row) => row.flagged_at.toISOString(),
  learnerId: (row) => row.user_id,
  learnerName: (row) => row.name,
  learnerEmail: (row) => row.email,
  dismissed: (row) => row.dismissed_at !== null,
  learnerSuspended: (row) => row.suspended,
};

export const SafetyAction: SafetyActionResolvers = {
  at: (row) => row.acted_at.toISOString(),
  flagId: (row) => row.flag_id,
};

export const FollowUp: FollowUpResolvers = {
  flagId: (row) => row.flag_id,
  followedUpAt: (row) => row.followed_up_at.toISOString(),
  recordedAt: (row) => row.recorded_at.toISOString(),
};
