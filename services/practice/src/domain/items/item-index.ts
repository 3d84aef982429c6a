import type { Item, ItemGenerator, ItemKind } from './types';

/**
 * Where an item comes from: a generator (its id; each attempt draws a fresh seed) or a written item (its id).
 * An attempt stores only this and the seed, and the item, its key included, is rebuilt from the bank when needed.
 */
export interface ItemSource {
  id: string;
  unitId: string;
  skill: string;
  kind: ItemKind;
  generated: boolean;
}

/** The bank read by id, by unit and by skill (built once from the registries, or from a test's items). */
export interface ItemIndex {
  source(id: string): ItemSource | undefined;
  /** The sources of one unit, in the bank's order. */
  unitSources(unitId: string): ItemSource[];
  /** The sources that practise one skill. */
  skillSources(skill: string): ItemSource[];
  /** How many written items a unit has, or -1 when a generator makes them. */
  unitItemCount(unitId: string): number;
  /** The item an attempt stored (source id and seed), or undefined when the bank no longer has it. */
  item(sourceId: string, seed: number | null): Item | undefined;
}

export function createItemIndex(generators: readonly ItemGenerator[], written: readonly Item[]): ItemIndex {
  const generatorsById = new Map(generators.map((g) => [g.id, g]));
  const writtenById = new Map(written.map((i) => [i.id, i]));
  const sources: ItemSource[] = [
    ...generators.map((g) => ({ id: g.id, unitId: g.unitId, skill: g.skill, kind: g.kind, generated: true })),
    ...written.map((i) => ({ id: i.id, unitId: i.unitId, skill: i.skill, kind: i.kind, generated: false })),
  ];
  const group = (by: (s: ItemSource) => string) => {
    const groups = new Map<string, ItemSource[]>();
    for (const source of sources) groups.set(by(source), [...(groups.get(by(source)) ?? []), source]);
    return groups;
  };
  const byUnit = group((s) => s.unitId);
  const bySkill = group((s) => s.skill);
  const byId = new Map(sources.map((s) => [s.id, s]));
  return {
    source: (id) => byId.get(id),
    unitSources: (unitId) => byUnit.get(unitId) ?? [],
    skillSources: (skill) => bySkill.get(skill) ?? [],
    unitItemCount: (unitId) => {
      const unit = byUnit.get(unitId) ?? [];
      return unit.some((s) => s.generated) ? -1 : unit.length;
    },
    item: (sourceId, seed) => {
      const generator = generatorsById.get(sourceId);
      if (generator) return seed === null ? undefined : generator.generate(seed);
      return writtenById.get(sourceId);
    },
  };
}
