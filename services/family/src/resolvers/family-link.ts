import { childFlags } from '../data/family';
import type { FamilyLinkResolvers, SafetyAlertResolvers, SafetyFlagResolvers } from '../generated/graphql';

/** What a parent sees of a child's flags (the issue: the last 30 days, at most 20). */
const FLAG_DAYS = 30;
const FLAG_LIMIT = 20;

/** Empty stage and year (not saved yet) are null on the wire, as identity answers them. */
export const FamilyLink: FamilyLinkResolvers = {
  user: (link) => ({ __typename: 'User', id: link.id }),
  educationalStage: (link) => link.educational_stage || null,
  academicYear: (link) => link.academic_year || null,
  linkedAt: (link) => link.linked_at.toISOString(),
  // A child row only comes from the caller's own linkedChildren (or the link they just made), so it is already
  // authorised; a parent as their child sees them has no flags to show.
  safetyFlags: (link, _, ctx) => (link.is_child ? childFlags(ctx.pool, link.id, FLAG_DAYS, FLAG_LIMIT) : []),
};

export const SafetyFlag: SafetyFlagResolvers = {
  flaggedAt: (flag) => flag.flagged_at.toISOString(),
};

export const SafetyAlert: SafetyAlertResolvers = {
  id: (alert) => alert.reply_id,
  childId: (alert) => alert.child_id,
  childName: (alert) => alert.child_name,
  flaggedAt: (alert) => alert.flagged_at.toISOString(),
};
