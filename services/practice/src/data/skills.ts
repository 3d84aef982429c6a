import type { Queryable } from '@tutor/service-runtime';
import type { SkillState } from '../domain/schedule';

export interface SkillRow extends SkillState {
  skill: string;
  unit_id: string;
  due_at: Date;
}

const COLUMNS = `skill, unit_id, card, due_at, solved_alone, solved_with_hints, shown_solution, recent, mastery`;

/** The learner's skills: of one unit, or all of them. */
export async function learnerSkills(db: Queryable, learnerId: string, unitId?: string): Promise<SkillRow[]> {
  const { rows } = await db.query<SkillRow>(
    `SELECT ${COLUMNS} FROM skills WHERE learner_id = $1 AND ($2::text IS NULL OR unit_id = $2) ORDER BY unit_id, skill`,
    [learnerId, unitId ?? null],
  );
  return rows;
}

/** The learner's skills due at `now`, the longest due first. */
export async function dueSkills(
  db: Queryable,
  learnerId: string,
  now: Date,
  limit = 50,
): Promise<SkillRow[]> {
  const { rows } = await db.query<SkillRow>(
    `SELECT ${COLUMNS} FROM skills WHERE learner_id = $1 AND due_at <= $2 ORDER BY due_at, skill LIMIT $3`,
    [learnerId, now, limit],
  );
  return rows;
}

/** The skill, locked for the caller's transaction (two attempts of one skill ending at once are applied in turn). */
export async function findSkillForUpdate(
  db: Queryable,
  learnerId: string,
  skill: string,
): Promise<SkillRow | undefined> {
  const { rows } = await db.query<SkillRow>(
    `SELECT ${COLUMNS} FROM skills WHERE learner_id = $1 AND skill = $2 FOR UPDATE`,
    [learnerId, skill],
  );
  return rows[0];
}

export async function saveSkill(db: Queryable, learnerId: string, row: SkillRow): Promise<void> {
  await db.query(
    `INSERT INTO skills (learner_id, skill, unit_id, card, due_at, solved_alone, solved_with_hints, shown_solution,
       recent, mastery)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (learner_id, skill) DO UPDATE SET card = $4, due_at = $5, solved_alone = $6,
       solved_with_hints = $7, shown_solution = $8, recent = $9, mastery = $10, updated_at = now()`,
    [
      learnerId,
      row.skill,
      row.unit_id,
      JSON.stringify(row.card),
      row.due_at,
      row.solved_alone,
      row.solved_with_hints,
      row.shown_solution,
      row.recent,
      row.mastery,
    ],
  );
}
