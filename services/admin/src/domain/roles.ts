/**
 * The role the owner's list shows, computed from the configuration when read: Owner for the owner's e-mail
 * (OWNER_EMAIL now), otherwise the role given, or User. A stored Owner for another address is an earlier
 * configuration's owner, shown as User at once (issue 31, item 8), without waiting for that person to sign in.
 */
export function listedRole(email: string, givenRole: string, ownerEmail: string | undefined): string {
  if (ownerEmail && email.trim().toLowerCase() === ownerEmail.trim().toLowerCase()) return 'Owner';
  return givenRole && givenRole !== 'Owner' ? givenRole : 'User';
}
