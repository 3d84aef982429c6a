import { TOPICS, UserDeletedSchema, UserProfileUpdatedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { upsertBillingUser } from '../data/payments';
import { createFreePlan, purgeUser } from '../data/plans';

/** Registration starts the free plan; profile changes keep names for payment requests; deletion purges. */
export function consumeIdentityEvents(runtime: ServiceRuntime<Config>) {
  const { config } = runtime;
  return consumeEvents({
    ...runtime,
    topic: TOPICS.identityUser,
    group: 'billing.plans',
    handlers: [
      on(UserRegisteredSchema, async (e, _env, tx) => {
        await createFreePlan(tx, e.userId, config.FREE_MESSAGES);
        await upsertBillingUser(tx, e);
      }),
      on(UserProfileUpdatedSchema, (e, _env, tx) => upsertBillingUser(tx, e)),
      on(UserDeletedSchema, (e, _env, tx) => purgeUser(tx, e.userId)),
    ],
  });
}
