import { randomUUID } from 'node:crypto';
import { CONVERSATION_INTERNAL, PRACTICE_INTERNAL } from '@tutor/contracts';
import { createInternalClient, HttpError } from '@tutor/service-runtime';
import { outboxEvents, startStandIn, testDeployment } from '@tutor/test-kit';
import { practiceService, type PracticeParts } from '../../src/service';
import { CATALOG, testBank } from './bank';

export type Learner = { id: string; email: string; role: 'User' };
export const learner = (): Learner => ({
  id: randomUUID(),
  email: `${randomUUID()}@practice.test`,
  role: 'User',
});

/**
 * The practice service in-process over the tests' bank, with real PostgreSQL and Redis, and the conversation
 * service's catalog as a stand-in served from its contract. Call at the top of a test file.
 */
export function practiceHarness(env: Record<string, string> = {}, parts: PracticeParts = {}) {
  const deployment = testDeployment('practice');
  let svc: Awaited<ReturnType<typeof deployment.start<any, any>>>;
  let catalog: Awaited<ReturnType<typeof startStandIn>>;

  beforeAll(async () => {
    catalog = await startStandIn(CONVERSATION_INTERNAL, deployment.secret, {
      catalogSubject: async () => {
        throw new HttpError(404, 'No such subject', 'NOT_FOUND');
      },
      catalogUnit: async ({ id }) => {
        const unit = CATALOG[id];
        if (!unit) throw new HttpError(404, 'No such unit', 'NOT_FOUND');
        const { subjectId, nameAr, nameEn } = unit;
        return { id, subjectId, languageId: unit.languageId ?? null, nameAr, nameEn };
      },
    });
    svc = await deployment.start(practiceService(testBank, parts), 'PRACTICE_PORT', {
      CONVERSATION_URL: `${catalog.url}/graphql`,
      PRACTICE_SET_SIZE: '2',
      PRACTICE_ANSWERS_PER_MINUTE: '12',
      ...env,
    });
  }, 60_000);
  afterAll(async () => {
    await deployment.dispose();
    await catalog?.stop();
  }, 60_000);

  /** Asks the subgraph as the gateway would for `who` (a visitor when undefined). */
  const gql = (who: Learner | undefined, query: string, variables: Record<string, unknown> = {}) =>
    deployment.graphql(svc, query, who, variables);

  return {
    deployment,
    gql,
    get svc() {
      return svc;
    },
    /** The internal routes as the conversation service calls them. */
    internal: () =>
      createInternalClient(PRACTICE_INTERNAL, {
        baseUrl: `http://127.0.0.1:${svc.port}`,
        secret: deployment.secret,
        issuer: 'conversation',
        timeoutMs: 5000,
      }),
    /** The item an attempt shows, rebuilt as the service does (the test needs its key). */
    async itemOf(attemptId: string) {
      const { rows } = await svc.pool.query<{ source_id: string; seed: number | null }>(
        'SELECT source_id, seed FROM attempts WHERE id = $1',
        [attemptId],
      );
      return testBank.item(rows[0]!.source_id, rows[0]!.seed)!;
    },
    /** The events practice wrote to its outbox about a learner, oldest first. */
    events: (who: Learner) => outboxEvents(svc.pool, who.id),
  };
}

const TEST_FIELDS = 'name hidden input call expected';
export const RESULT_FIELDS = `${TEST_FIELDS} verdict output error errorLine`;
export const CODE_FIELDS = `language starter examples { ${TEST_FIELDS} } hiddenTests lastCode
  lastResults { ${RESULT_FIELDS} }`;
export const ATTEMPT_FIELDS = `id itemId skill kind stem choices { id text } answerUnit variables status attempts
  wrongAttempts hints hintsLeft canHint canSeeSolution solution answer code { ${CODE_FIELDS} }`;
export const SESSION_FIELDS = `id unitId language size done outcomes current { ${ATTEMPT_FIELDS} }`;

export const START = `mutation($u: ID, $l: String!) { startPractice(unitId: $u, language: $l) { ${SESSION_FIELDS} } }`;
export const ANSWER = `mutation($a: ID!, $t: String!, $r: ID!) { answerItem(attemptId: $a, answer: $t, requestId: $r) {
  verdict message attempt { ${ATTEMPT_FIELDS} } tests { ${RESULT_FIELDS} } } }`;
export const PROJECT_FIELDS = `projectId languageId code savedAt passed milestones { id position title brief
  examples { ${TEST_FIELDS} } hiddenTests passed passedAt lastResults { ${RESULT_FIELDS} } }`;
export const HINT = `mutation($a: ID!) { requestHint(attemptId: $a) { ${ATTEMPT_FIELDS} } }`;
export const SOLUTION = `mutation($a: ID!) { requestSolution(attemptId: $a) { ${ATTEMPT_FIELDS} } }`;
export const NEXT = `mutation($s: ID!) { nextItem(sessionId: $s) { ${SESSION_FIELDS} } }`;
export const SESSION = `query($s: ID!) { practiceSession(id: $s) { ${SESSION_FIELDS} } }`;
