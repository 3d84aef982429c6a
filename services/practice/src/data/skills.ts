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

/**
 * The skill, locked for the caller's transaction (two attempts of one skill ending at once are applied in turn);
 * a skill never practised is first written as `fresh`, so that even its first two outcomes are applied in turn.
 */
export async function lockSkill(db: Queryable, learnerId: string, fresh: SkillRow): Promise<SkillRow> {
  await db.query(
    `INSERT INTO skills (learner_id, skill, unit_id, card, due_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (learner_id, skill) DO NOTHING`,
    [learnerId, fresh.skill, fresh.unit_id, JSON.stringify(fresh.card), fresh.due_at],
  );
  const { rows } = await db.query<SkillRow>(
    `SELECT ${COLUMNS} FROM skills WHERE learner_id = $1 AND skill = $2 FOR UPDATE`,
    [learnerId, fresh.skill],
  );
  return rows[0]!;
}

export async function saveSkill(db: Queryable, learnerId: string, row: SkillRow): Promise<void> {
  await db.query(
    `UPDATE skills SET card = $3, due_at = $4, solved_alone = $5, solved_with_hints = $6, shown_solution = $7,
       recent = $8, mastery = $9, updated_at = now()
     WHERE learner_id = $1 AND skill = $2`,
    [
      learnerId,
      row.skill,
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
