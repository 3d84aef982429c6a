import type { ItemSource } from './items/item-index';

/** What choosing needs of a skill the learner has practised. */
export interface PractisedSkill {
  skill: string;
  dueAt: Date;
  mastery: number;
}

/**
 * The skills of a unit in the order a set practises them (ADR 22): those due first (the longest due first), then
 * the weakest of the rest (lowest mastery first), then those never practised (in the bank's order).
 */
export function orderSkills(unitSkills: readonly string[], practised: readonly PractisedSkill[], now: Date) {
  const known = new Map(practised.map((p) => [p.skill, p]));
  const seen = unitSkills.filter((s) => known.has(s)).map((s) => known.get(s)!);
  const due = seen.filter((p) => p.dueAt <= now).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  const rest = seen.filter((p) => p.dueAt > now).sort((a, b) => a.mastery - b.mastery);
  const unseen = unitSkills.filter((s) => !known.has(s));
  return [...due.map((p) => p.skill), ...rest.map((p) => p.skill), ...unseen];
}

/**
 * A unit's set of `size` items: the skills in order (again from the first when the unit has fewer skills than
 * the set), each time the skill's next source (a skill's written items take turns, a generator repeats with
 * fresh numbers).
 */
export function chooseUnitSet(
  sources: readonly ItemSource[],
  practised: readonly PractisedSkill[],
  now: Date,
  size: number,
): string[] {
  const unitSkills = [...new Set(sources.map((s) => s.skill))];
  const order = orderSkills(unitSkills, practised, now);
  if (!order.length) return [];
  const used = new Map<string, number>();
  return Array.from({ length: size }, (_, i) => {
    const skill = order[i % order.length]!;
    const ofSkill = sources.filter((s) => s.skill === skill);
    const turn = used.get(skill) ?? 0;
    used.set(skill, turn + 1);
    return ofSkill[turn % ofSkill.length]!.id;
  });
}

/** A review set: one item per due skill (the longest due first), at most `size`; skills the bank lost are skipped. */
export function chooseReviewSet(
  due: readonly { skill: string }[],
  sourcesOf: (skill: string) => readonly ItemSource[],
  size: number,
  pick: (n: number) => number,
): string[] {
  return due
    .map((d) => sourcesOf(d.skill))
    .filter((s) => s.length > 0)
    .slice(0, size)
    .map((s) => s[pick(s.length)]!.id);
}
