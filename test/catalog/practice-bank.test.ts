import path from 'node:path';
import { migrate } from '@tutor/service-runtime';
import { freshDatabase } from '@tutor/test-kit';
import type pg from 'pg';
import { GENERATORS, WRITTEN_ITEMS } from '../../services/practice/src/domain/bank';

/**
 * The practice bank against the catalog (ADR 22): the units come from the conversation service's own migrations,
 * applied to a fresh database, so a unit added to the catalog without items fails here. Every maths unit of every
 * year needs a generator or at least eight written items. The table of item counts per stage, year and subject is
 * printed (generators count as "generated": each gives fresh items without end).
 */

const CONVERSATION_MIGRATIONS = path.join(__dirname, '../../services/conversation/migrations');
const WRITTEN_MINIMUM = 8;
const STAGES = ['primary', 'middle', 'high', 'programming'];
/** The subjects whose written items the table shows even while they have none. */
const SHOWN_SUBJECTS = new Set(['math', 'science', 'physics', 'chemistry', 'biology']);

interface CatalogUnit {
  id: string;
  stage: string;
  year: string;
  /** The subject's slug (math, science...) or the programming language's id. */
  subject: string;
  position: number;
}

let database: { pool: pg.Pool; drop: () => Promise<void> };
let units: CatalogUnit[];

beforeAll(async () => {
  database = await freshDatabase('catalog');
  await migrate(database.pool, CONVERSATION_MIGRATIONS);
  const { rows } = await database.pool.query<CatalogUnit>(
    `SELECT u.id, s.stage, s.academic_year AS year, regexp_replace(s.id, '^[a-z]+-[0-9]+-', '') AS subject,
            u.position
       FROM units u JOIN subjects s ON s.id = u.subject_id
     UNION ALL
     SELECT u.id, 'programming', '', u.language_id, u.position
       FROM units u WHERE u.language_id IS NOT NULL
     ORDER BY 1`,
  );
  units = rows.sort(
    (a, b) =>
      STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage) ||
      a.year.localeCompare(b.year) ||
      a.subject.localeCompare(b.subject) ||
      a.position - b.position,
  );
});

afterAll(async () => {
  await database?.drop();
});

function countBy<T>(list: readonly T[], key: (t: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of list) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  return counts;
}

const generatorsPerUnit = countBy(GENERATORS, (g) => g.unitId);
const writtenPerUnit = countBy(WRITTEN_ITEMS, (i) => i.unitId);

function covered(unit: CatalogUnit): boolean {
  return (generatorsPerUnit.get(unit.id) ?? 0) > 0 || (writtenPerUnit.get(unit.id) ?? 0) >= WRITTEN_MINIMUM;
}

function table(header: string[], rows: (string | number)[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => String(c).padEnd(widths[i] as number)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

describe('the practice bank covers the catalog', () => {
  it('reads the catalog: maths units in every year of every stage', () => {
    const years = new Set(units.filter((u) => u.subject === 'math').map((u) => `${u.stage}-${u.year}`));
    expect([...years].sort()).toEqual(
      [
        'high-1',
        'high-2',
        'high-3',
        'middle-1',
        'middle-2',
        'middle-3',
        ...[1, 2, 3, 4, 5, 6].map((y) => `primary-${y}`),
      ].sort(),
    );
  });

  it('prints the item counts per stage, year and subject', () => {
    const groups = new Map<string, CatalogUnit[]>();
    for (const unit of units) {
      const key = `${unit.stage}\u0000${unit.year}\u0000${unit.subject}`;
      groups.set(key, [...(groups.get(key) ?? []), unit]);
    }
    const rows = [...groups.entries()]
      .map(([key, list]) => {
        const [stage, year, subject] = key.split('\u0000') as [string, string, string];
        const generators = list.reduce((s, u) => s + (generatorsPerUnit.get(u.id) ?? 0), 0);
        const written = list.reduce((s, u) => s + (writtenPerUnit.get(u.id) ?? 0), 0);
        return {
          stage,
          year,
          subject,
          units: list.length,
          covered: list.filter(covered).length,
          generators,
          written,
        };
      })
      // Units are sorted, so the groups come in catalog order.
      .filter(
        (r) =>
          r.generators > 0 || r.written > 0 || SHOWN_SUBJECTS.has(r.subject) || r.stage === 'programming',
      );
    const printed = table(
      ['stage', 'year', 'subject', 'units', 'units covered', 'generators (generated)', 'written items'],
      rows.map((r) => [r.stage, r.year || '-', r.subject, r.units, r.covered, r.generators, r.written]),
    );
    const totals = `generators: ${GENERATORS.length}; written items: ${WRITTEN_ITEMS.length}`;
    console.log(`Practice bank, items per stage, year and subject\n${printed}\n${totals}`);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('has a generator or at least eight written items for every maths unit of every year', () => {
    const maths = units.filter((u) => u.subject === 'math');
    const perUnit = table(
      ['maths unit', 'generators', 'written items'],
      maths.map((u) => [u.id, generatorsPerUnit.get(u.id) ?? 0, writtenPerUnit.get(u.id) ?? 0]),
    );
    console.log(`Practice bank, maths items per unit\n${perUnit}`);
    expect(maths.filter((u) => !covered(u)).map((u) => u.id)).toEqual([]);
  });

  it('files every generator and written item under a unit of the catalog', () => {
    const known = new Set(units.map((u) => u.id));
    const strays = [...GENERATORS.map((g) => g.unitId), ...WRITTEN_ITEMS.map((i) => i.unitId)].filter(
      (id) => !known.has(id),
    );
    expect([...new Set(strays)]).toEqual([]);
  });
});
