import type { ViewerPlan, ViewerProfile } from '@tutor/contracts';
import type { Redis } from 'ioredis';

/** A user's two states as the gateway keeps them; either may be missing (not read yet, or expired). */
export interface ViewerEntry {
  profile?: ViewerProfile;
  plan?: ViewerPlan;
  /** The user was deleted: nothing may be stored for them again. */
  deleted: boolean;
}

export type Part = 'profile' | 'plan';
const FIELD: Record<Part, string> = { profile: 'p', plan: 'b' };

/**
 * Stores one state when its version is newer than the one held (`<field>v`), never after a deletion, and, for an
 * update that may only refresh a copy (`onlyIfHeld`: an event, or someone else's state), only when the entry exists:
 * a lagging or replayed event must not bring back an entry that expired with its versions.
 * KEYS[1] entry; ARGV field, version, JSON, TTL ms, onlyIfHeld (1/0). Returns 1 when stored.
 */
const APPLY = `
if redis.call('HEXISTS', KEYS[1], 'x') == 1 then return 0 end
if ARGV[5] == '1' and redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local held = tonumber(redis.call('HGET', KEYS[1], ARGV[1] .. 'v') or '-1')
if held >= tonumber(ARGV[2]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3], ARGV[1] .. 'v', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

/**
 * The viewer read model's storage (ADR 20): one Redis hash per user holding the profile and the plan, each with
 * its version. Writes go through a Lua script that compares versions, so events, the states that answers carry
 * and fills may arrive in any order and the entry only moves forward. An entry lives `ttlMs` after its last
 * change; a read after that fills it again.
 */
export class ViewerStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly prefix = '',
  ) {}

  key(userId: string): string {
    return `${this.prefix}viewer:${userId}`;
  }

  async read(userId: string): Promise<ViewerEntry> {
    const [profile, plan, deleted] = await this.redis.hmget(this.key(userId), 'p', 'b', 'x');
    return {
      profile: profile ? (JSON.parse(profile) as ViewerProfile) : undefined,
      plan: plan ? (JSON.parse(plan) as ViewerPlan) : undefined,
      deleted: deleted !== null,
    };
  }

  /** Stores a state if it is newer than the one held; true when stored. */
  async apply(
    userId: string,
    part: Part,
    state: ViewerProfile | ViewerPlan,
    { onlyIfHeld }: { onlyIfHeld: boolean },
  ): Promise<boolean> {
    const field = FIELD[part];
    const stored = await this.redis.eval(
      APPLY,
      1,
      this.key(userId),
      field,
      state.version,
      JSON.stringify(state),
      this.ttlMs,
      onlyIfHeld ? 1 : 0,
    );
    return stored === 1;
  }

  /** Drops a user's copy (a state that could not be stored): the next read fills it again. */
  async forget(userId: string): Promise<void> {
    await this.redis.del(this.key(userId));
  }

  /** A deleted user: the entry becomes a marker that refuses every later state (a fill racing the deletion). */
  async markDeleted(userId: string): Promise<void> {
    const key = this.key(userId);
    await this.redis.multi().del(key).hset(key, 'x', '1').pexpire(key, this.ttlMs).exec();
  }
}
