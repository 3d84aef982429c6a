import { TOPICS, UserDeletedSchema } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { activeRepliesKey } from '../data/active-replies';
import { purgeUserReplies } from '../data/replies';
import { forgetUsageOwner } from '../data/usage';

/** A deleted user's reply records and in-progress set go with them; their usage stays, unlinked from them. */
export function consumeIdentityEvents(runtime: ServiceRuntime<Config>) {
  const { redis } = runtime;
  return consumeEvents({
    ...runtime,
    topic: TOPICS.identityUser,
    group: 'tutor-inference.replies',
    handlers: [
      on(UserDeletedSchema, async (e, _env, tx) => {
        await purgeUserReplies(tx, e.userId);
        await forgetUsageOwner(tx, e.userId);
        await redis.del(activeRepliesKey(e.userId));
      }),
    ],
  });
}
