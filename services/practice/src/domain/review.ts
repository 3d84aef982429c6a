import { isRunnableLanguage } from '@tutor/contracts';
import type { PracticeDeps } from '../context';
import { CatalogUnavailableError } from '../catalog';
import { dueSkills, learnerSkills } from '../data/skills';
import { PracticeError } from './errors';
import type { Language } from './items/types';

/** What the unit's bank holds; null when the catalog has no such unit. */
export async function practiceUnit(deps: PracticeDeps, unitId: string) {
  let unit;
  try {
    unit = await deps.catalog.unit(unitId);
  } catch (err) {
    if (err instanceof CatalogUnavailableError) throw new PracticeError('CATALOG_UNAVAILABLE', 'both');
    throw err;
  }
  if (!unit) return null;
  const itemCount = deps.bank.unitItemCount(unitId);
  return {
    unitId,
    itemCount,
    hasItems: itemCount !== 0,
    codeRuns: isRunnableLanguage(unit.languageId ?? ''),
  };
}

/** A unit's name in the language, or its id when the catalog cannot be asked (the list still shows). */
async function unitName(deps: PracticeDeps, unitId: string, lang: Language): Promise<string> {
  const unit = await deps.catalog.unit(unitId).catch(() => undefined);
  return unit ? (lang === 'ar' ? unit.nameAr : unit.nameEn) : unitId;
}

/** The learner's skills due now, the longest due first. */
export async function reviewToday(deps: PracticeDeps, learnerId: string, lang: Language) {
  const due = await dueSkills(deps.pool, learnerId, new Date());
  return Promise.all(
    due.map(async (s) => ({
      skill: s.skill,
      unitId: s.unit_id,
      unitName: await unitName(deps, s.unit_id, lang),
      dueAt: s.due_at.toISOString(),
    })),
  );
}

export async function skillMastery(deps: PracticeDeps, learnerId: string, unitId?: string) {
  const skills = await learnerSkills(deps.pool, learnerId, unitId);
  return skills.map((s) => ({
    skill: s.skill,
    unitId: s.unit_id,
    mastery: s.mastery,
    solvedAlone: s.solved_alone,
    solvedWithHints: s.solved_with_hints,
    shownSolution: s.shown_solution,
    nextReviewAt: s.due_at.toISOString(),
  }));
}
