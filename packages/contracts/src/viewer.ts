/**
 * The viewer states (ADR 20): a user's profile (owned by identity) and plan (owned by billing), each whole and with
 * its version, as the gateway keeps them to answer `me` and `/auth/login/success` without a subgraph call. The
 * owners hand them out in their events (UserRegistered, UserProfileUpdated, billing.plan's PlanState) and in the
 * GraphQL answers that read or write the caller's own profile or plan, under the response extension
 * VIEWER_EXTENSION, so that the gateway stores a write's result before the client sees it (read-your-writes).
 */
export const VIEWER_EXTENSION = 'viewer';

export interface ViewerProfile {
  version: number;
  email: string;
  name: string;
  picture: string | null;
  role: 'Owner' | 'User';
  language: string | null;
  userType: string | null;
  learningDomain: string | null;
  educationalStage: string | null;
  academicYear: string | null;
  /** female or male; null when not given. Absent in a copy stored before it existed. */
  grammaticalGender?: 'female' | 'male' | null;
}

export interface ViewerPlan {
  version: number;
  remainingMessages: number;
  /** ISO time; null when the user never subscribed. Whether the plan runs follows from it and the clock. */
  subscriptionExpiresAt: string | null;
}

/**
 * What a subgraph answer carries under VIEWER_EXTENSION, by user id: the states it read or wrote. A read shares the
 * caller's own; a write shares the states it changed (the owner's payment decision: the learner's plan).
 */
export type ViewerExtension = Record<string, { profile?: ViewerProfile; plan?: ViewerPlan }>;

/** Adds a state to a response's extensions (beside what the same answer carries already). */
export function shareViewerState(
  extensions: Record<string, unknown>,
  userId: string,
  state: { profile: ViewerProfile } | { plan: ViewerPlan },
): void {
  const shared = (extensions[VIEWER_EXTENSION] ??= {}) as ViewerExtension;
  shared[userId] = { ...shared[userId], ...state };
}

/** What a plan state means at a given time: the monthly plan runs until its end (billing's view of a plan, too). */
export function viewOfPlan(plan: ViewerPlan, now = new Date()) {
  const subscribed = plan.subscriptionExpiresAt !== null && new Date(plan.subscriptionExpiresAt) > now;
  return {
    plan: subscribed ? ('Monthly' as const) : ('Free' as const),
    isSubscribed: subscribed,
    remainingMessages: plan.remainingMessages,
    expiresAt: subscribed ? plan.subscriptionExpiresAt : null,
  };
}
