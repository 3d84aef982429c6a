/** The owner's fair-use ceiling and who reached it (issue 35); filled in by the fair-use work. */
export function FairUseSection() {
  return null;
}
