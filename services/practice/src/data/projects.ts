import type { CodeTestResult } from '@tutor/contracts';
import type { Queryable } from '@tutor/service-runtime';

/** A learner's code of one mini project (issue 34). */
export interface ProjectCodeRow {
  code: string;
  saved_at: Date;
}

/** A milestone as the learner's last check left it. */
export interface MilestoneRow {
  milestone_id: string;
  passed: boolean;
  first_passed_at: Date | null;
  results: CodeTestResult[];
}

export async function findProjectCode(
  db: Queryable,
  learnerId: string,
  projectId: string,
): Promise<ProjectCodeRow | undefined> {
  const { rows } = await db.query<ProjectCodeRow>(
    'SELECT code, saved_at FROM project_code WHERE learner_id = $1 AND project_id = $2',
    [learnerId, projectId],
  );
  return rows[0];
}

/** Keeps the code; the last save wins. */
export async function saveProjectCode(
  db: Queryable,
  learnerId: string,
  projectId: string,
  code: string,
): Promise<void> {
  await db.query(
    `INSERT INTO project_code (learner_id, project_id, code) VALUES ($1, $2, $3)
     ON CONFLICT (learner_id, project_id) DO UPDATE SET code = EXCLUDED.code, saved_at = now()`,
    [learnerId, projectId, code],
  );
}

export async function projectMilestones(
  db: Queryable,
  learnerId: string,
  projectId: string,
): Promise<MilestoneRow[]> {
  const { rows } = await db.query<MilestoneRow>(
    `SELECT milestone_id, passed, first_passed_at, results FROM project_milestones
     WHERE learner_id = $1 AND project_id = $2`,
    [learnerId, projectId],
  );
  return rows;
}

/** Claims a check's request id; false when it was claimed before (the check is a repeat). */
export async function claimCheck(
  db: Queryable,
  learnerId: string,
  projectId: string,
  requestId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO project_checks (learner_id, project_id, request_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [learnerId, projectId, requestId],
  );
  return rowCount === 1;
}

export async function checkClaimed(
  db: Queryable,
  learnerId: string,
  projectId: string,
  requestId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM project_checks WHERE learner_id = $1 AND project_id = $2 AND request_id = $3',
    [learnerId, projectId, requestId],
  );
  return rows.length > 0;
}

/** A milestone's last check; the first time it passed stays. */
export async function recordMilestone(
  db: Queryable,
  learnerId: string,
  projectId: string,
  milestone: { id: string; passed: boolean; results: CodeTestResult[] },
): Promise<void> {
  await db.query(
    `INSERT INTO project_milestones (learner_id, project_id, milestone_id, passed, first_passed_at, results)
     VALUES ($1, $2, $3, $4, CASE WHEN $4::boolean THEN now() END, $5)
     ON CONFLICT (learner_id, project_id, milestone_id) DO UPDATE SET passed = EXCLUDED.passed,
       first_passed_at = COALESCE(project_milestones.first_passed_at, EXCLUDED.first_passed_at),
       results = EXCLUDED.results, checked_at = now()`,
    [learnerId, projectId, milestone.id, milestone.passed, JSON.stringify(milestone.results)],
  );
}
