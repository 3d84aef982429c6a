import { TOPICS, UserDeletedSchema, UserProfileUpdatedSchema, UserRegisteredSchema } from '@tutor/contracts';
import { appendEvent, withTransaction, type Pool, type PoolClient } from '@tutor/service-runtime';
import {
  deleteUserRow,
  findUserByGoogle,
  findUserById,
  insertUser,
  updateUser,
  type ProfileChange,
  type UserRow,
} from '../data/users';
import { roleFor, type GoogleProfile } from './profile';

const meta = (userId: string) => ({ aggregateId: userId, producer: 'identity' });

function profileUpdated(tx: PoolClient, user: UserRow) {
  return appendEvent(
    tx,
    TOPICS.identityUser,
    UserProfileUpdatedSchema,
    {
      userId: user.id,
      email: user.email,
      name: user.name,
      picture: user.picture ?? '',
      role: user.role,
      language: user.language ?? '',
      userType: user.user_type ?? '',
      learningDomain: user.learning_domain ?? '',
      educationalStage: user.educational_stage ?? '',
      academicYear: user.academic_year ?? '',
      grammaticalGender: user.grammatical_gender ?? '',
      version: BigInt(user.profile_version),
    },
    meta(user.id),
  );
}

/**
 * A Google identity signing in. `userExists` is false when this Google identity (by subject, or by e-mail) has not
 * created an account through the sign-up page yet; then nothing is stored. A returning user's name, picture and
 * role are refreshed from Google and OWNER_EMAIL.
 */
export async function signIn(
  pool: Pool,
  profile: GoogleProfile,
  ownerEmail: string | undefined,
): Promise<UserRow | undefined> {
  return withTransaction(pool, async (tx) => {
    const user = await findUserByGoogle(tx, profile.googleSub, profile.email);
    if (!user) return undefined;
    const change: ProfileChange = {};
    if (user.google_sub !== profile.googleSub) change.google_sub = profile.googleSub;
    if (user.name !== profile.name) change.name = profile.name;
    if ((profile.picture ?? null) !== user.picture) change.picture = profile.picture ?? null;
    const role = roleFor(user.email, ownerEmail);
    if (role !== user.role) change.role = role;
    if (!Object.keys(change).length) return user;
    const updated = (await updateUser(tx, user.id, change))!;
    await profileUpdated(tx, updated);
    return updated;
  });
}

/**
 * Creates the account of a Google identity; signing up twice, or twice at once (two first onboarding writes),
 * returns the same account and announces it once: only the insert that wins writes UserRegistered.
 */
export async function signUp(
  pool: Pool,
  profile: GoogleProfile,
  ownerEmail: string | undefined,
): Promise<UserRow> {
  const existing = await signIn(pool, profile, ownerEmail);
  if (existing) return existing;
  const created = await withTransaction(pool, async (tx) => {
    const user = await insertUser(tx, {
      googleSub: profile.googleSub,
      email: profile.email,
      name: profile.name,
      picture: profile.picture ?? null,
      role: roleFor(profile.email, ownerEmail),
    });
    if (!user) return undefined;
    await appendEvent(
      tx,
      TOPICS.identityUser,
      UserRegisteredSchema,
      {
        userId: user.id,
        email: user.email,
        name: user.name,
        picture: user.picture ?? '',
        role: user.role,
        version: BigInt(user.profile_version),
      },
      meta(user.id),
    );
    return user;
  });
  const user = created ?? (await signIn(pool, profile, ownerEmail));
  if (!user) throw new Error('The account this sign-up collided with was deleted meanwhile');
  return user;
}

/** Changes the caller's own profile and announces the whole new profile. */
export async function changeProfile(
  pool: Pool,
  userId: string,
  change: ProfileChange,
): Promise<UserRow | undefined> {
  return withTransaction(pool, async (tx) => {
    const updated = await updateUser(tx, userId, change);
    if (updated) await profileUpdated(tx, updated);
    return updated;
  });
}

export class OwnerDeletionError extends Error {}

/** Deletes a user and announces it; every service purges that user's data from the event. The owner stays. */
export async function deleteUser(
  pool: Pool,
  userId: string,
  ownerEmail: string | undefined,
): Promise<boolean> {
  return withTransaction(pool, async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) return false;
    if (roleFor(user.email, ownerEmail) === 'Owner')
      throw new OwnerDeletionError('The owner cannot be deleted');
    await deleteUserRow(tx, userId);
    await appendEvent(
      tx,
      TOPICS.identityUser,
      UserDeletedSchema,
      { userId, email: user.email },
      meta(userId),
    );
    return true;
  });
}
