/** A piece of infrastructure the launcher found or started: where it is, and how to stop it. */
export interface Resolved {
  url: string;
  /** What was chosen, for the start-up banner. */
  source: string;
  stop?: () => Promise<void>;
}
