import { viewOfPlan, type ViewerExtension, type ViewerPlan, type ViewerProfile } from '@tutor/contracts';
import type { CallerIdentity, Logger } from '@tutor/service-runtime';
import type { SessionUser } from '../auth/caller';
import type { GraphqlResult } from '../graphql/context';
import type { ViewerStore } from './store';

/** The fields of `User` the gateway answers from its copy: identity's profile and billing's plan (ADR 20). */
export const VIEWER_FIELDS = [
  'id',
  'email',
  'name',
  'picture',
  'role',
  'language',
  'userType',
  'learningDomain',
  'educationalStage',
  'academicYear',
  'grammaticalGender',
  'hasStudentDetails',
  'plan',
  'isSubscribed',
  'remainingMessages',
  'expiresAt',
] as const;
export type ViewerField = (typeof VIEWER_FIELDS)[number];
export type Viewer = Record<ViewerField, string | number | boolean | null>;

/** What a miss reads through federation: every viewer field, once (the subgraphs hand their states beside it). */
const FILL_QUERY = `query ViewerFill { me { ${VIEWER_FIELDS.join(' ')} } }`;

/** The fields as the subgraphs resolve them, from the two states (identity's and billing's rules, same results). */
export function viewerOf(id: string, profile: ViewerProfile, plan: ViewerPlan, now = new Date()): Viewer {
  return {
    id,
    email: profile.email,
    name: profile.name,
    picture: profile.picture,
    role: profile.role,
    language: profile.language,
    userType: profile.userType,
    learningDomain: profile.learningDomain,
    educationalStage: profile.educationalStage,
    academicYear: profile.academicYear,
    grammaticalGender: profile.grammaticalGender ?? null,
    hasStudentDetails: Boolean(profile.educationalStage && profile.academicYear),
    ...viewOfPlan(plan, now),
  };
}

const isState = (s: unknown): s is { version: number } =>
  typeof s === 'object' && s !== null && Number.isFinite((s as { version?: unknown }).version);

/**
 * The viewer read model: a signed-in user's profile and plan, kept in Redis (ViewerStore) from identity's and
 * billing's events and from the states their answers carry, and read through federation once on a miss.
 */
export class ViewerModel {
  private readonly fills = new Map<string, Promise<Viewer | null>>();

  constructor(
    readonly store: ViewerStore,
    /** Runs an operation on the supergraph (never the viewer's own fast path: a fill must reach the subgraphs). */
    private readonly federated: (query: string, caller: CallerIdentity) => Promise<GraphqlResult<unknown>>,
    private readonly log: Logger,
  ) {}

  /**
   * The signed-in user's viewer fields: from the copy, else filled once through federation (concurrent misses of
   * one user in this process share the fill). null when the account does not exist (deleted).
   */
  async read(user: SessionUser): Promise<Viewer | null> {
    const viewer = await this.copyOrFill(user);
    // The role is the session's, computed from OWNER_EMAIL on each request: a copy may hold an earlier one.
    return viewer && { ...viewer, role: user.role };
  }

  private async copyOrFill(user: SessionUser): Promise<Viewer | null> {
    const entry = await this.store.read(user.id);
    if (entry.deleted) return null;
    if (entry.profile && entry.plan) return viewerOf(user.id, entry.profile, entry.plan);
    let fill = this.fills.get(user.id);
    if (!fill) {
      fill = this.fill(user).finally(() => this.fills.delete(user.id));
      this.fills.set(user.id, fill);
    }
    return fill;
  }

  private async fill(user: SessionUser): Promise<Viewer | null> {
    const result = (await this.federated(FILL_QUERY, { issuer: 'gateway', user })) as GraphqlResult<{
      me: Viewer | null;
    }>;
    const me = result.data?.me;
    if (me === undefined || (me === null && result.errors?.length))
      throw new Error(`viewer fill failed: ${result.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
    return me;
  }

  /**
   * The states a subgraph answer carried (VIEWER_EXTENSION), stored before the answer goes on: the caller's own
   * (a read, or the caller's write: read-your-writes) may start an entry; anyone else's only refreshes one.
   */
  async shared(extension: unknown, caller: CallerIdentity): Promise<void> {
    if (typeof extension !== 'object' || extension === null) return;
    await Promise.all(
      Object.entries(extension as ViewerExtension).map(async ([userId, states]) => {
        const onlyIfHeld = userId !== caller.user?.id;
        try {
          for (const part of ['profile', 'plan'] as const)
            if (isState(states?.[part])) await this.store.apply(userId, part, states[part]!, { onlyIfHeld });
        } catch (err) {
          // A copy that missed a write must not answer the next read: drop it (the read fills it again).
          this.log.warn({ err, userId }, 'viewer state not stored; dropping the copy');
          await this.store.forget(userId).catch(() => undefined);
        }
      }),
    );
  }
}
