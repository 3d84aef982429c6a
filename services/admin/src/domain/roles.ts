/** The role the owner's list shows: Owner for the owner's e-mail, otherwise the role given, or User. */
export function listedRole(email: string, givenRole: string, ownerEmail: string | undefined): string {
  if (ownerEmail && email.trim().toLowerCase() === ownerEmail.trim().toLowerCase()) return 'Owner';
  return givenRole || 'User';
}
