import { GraphQLError } from 'graphql';
import { requireUser, type RequestContext } from '@tutor/service-runtime';
import { memberships, teachersClasses } from '../data/classes';
import { linkedChildren, linkedParents, safetyAlerts } from '../data/family';
import type { UserResolvers } from '../generated/graphql';

/** A user's links are theirs alone: not another parent's, not the owner's (ADR 18). */
function requireSelf(ctx: RequestContext, userId: string) {
  if (requireUser(ctx).id !== userId) {
    throw new GraphQLError("Not allowed to read another user's family", {
      extensions: { code: 'FORBIDDEN' },
    });
  }
}

export const User: UserResolvers = {
  async linkedChildren(user, _, ctx) {
    requireSelf(ctx, user.id);
    return linkedChildren(ctx.pool, user.id);
  },
  async linkedParents(user, _, ctx) {
    requireSelf(ctx, user.id);
    return linkedParents(ctx.pool, user.id);
  },
  // Anyone's own list: a teacher's classes, a student's memberships (empty for the other types).
  async classes(user, _, ctx) {
    requireSelf(ctx, user.id);
    return teachersClasses(ctx.pool, user.id);
  },
  async classMemberships(user, _, ctx) {
    requireSelf(ctx, user.id);
    return memberships(ctx.pool, user.id);
  },
  // Only a parent's own: the query joins their links, so anyone else's list is empty.
  async safetyAlerts(user, _, ctx) {
    requireSelf(ctx, user.id);
    return safetyAlerts(ctx.pool, user.id, ALERT_DAYS);
  },
};

/** How long a self-harm flag stays an alert until acknowledged (then it stays in /family's list, 30 days). */
const ALERT_DAYS = 7;
