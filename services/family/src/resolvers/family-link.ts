import type { FamilyLinkResolvers } from '../generated/graphql';

/** Empty stage and year (not saved yet) are null on the wire, as identity answers them. */
export const FamilyLink: FamilyLinkResolvers = {
  user: (link) => ({ __typename: 'User', id: link.id }),
  educationalStage: (link) => link.educational_stage || null,
  academicYear: (link) => link.academic_year || null,
  linkedAt: (link) => link.linked_at.toISOString(),
};
