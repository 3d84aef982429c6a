import { timestampDate } from '@bufbuild/protobuf/wkt';
import {
  TOPICS,
  UserDeletedSchema,
  UserProfileUpdatedSchema,
  UserRegisteredSchema,
  type Envelope,
} from '@tutor/contracts';
import { consumeEvents, on, type ServiceRuntime } from '@tutor/service-runtime';
import type { Config } from '../config';
import { removeDirectoryUser, upsertDirectoryUser } from '../data/directory';
import { removeUserFlags } from '../data/flags';
import { deleteSuspension } from '../data/suspensions';

const occurredAt = (envelope: Envelope) =>
  envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date();

/** The directory follows identity's events only: registrations, profile changes, deletions (a deleted user's flags and suspension go too). */
export function consumeIdentityEvents(runtime: ServiceRuntime<Config>) {
  return consumeEvents({
    ...runtime,
    topic: TOPICS.identityUser,
    group: 'admin.directory',
    handlers: [
      on(UserRegisteredSchema, (e, envelope, tx) => upsertDirectoryUser(tx, e, occurredAt(envelope))),
      on(UserProfileUpdatedSchema, (e, envelope, tx) => upsertDirectoryUser(tx, e, occurredAt(envelope))),
      on(UserDeletedSchema, async (e, _envelope, tx) => {
        await removeDirectoryUser(tx, e.userId);
        await removeUserFlags(tx, e.userId);
        // The suspension goes with the account; the action log keeps its ids (the owner's audit).
        await deleteSuspension(tx, e.userId);
      }),
    ],
  });
}
