import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSettings, envReads, repoRoot } from './settings';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The text between a document's `<!-- <marker>:start -->` and `<!-- <marker>:end -->`. */
function between(file: string, marker: string): string {
  const text = read(file);
  const start = text.indexOf(`<!-- ${marker}:start -->`);
  const end = text.indexOf(`<!-- ${marker}:end -->`);
  if (start < 0 || end < start) throw new Error(`${file}: ${marker} markers not found`);
  return text.slice(start, end);
}
/** What an operator sets (the README) and the settings with good defaults (docs/tuning.md). */
const operatorTable = () => between('README.md', 'config-table');
const tuningTable = () => between('docs/tuning.md', 'tuning-table');

/** The settings a table's rows name, in order, once per mention (`NAME` in a row's first cell). */
function namesIn(table: string): string[] {
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

/** Names a document does not mention: in a table's rows as `NAME`, in .env.example as a NAME= line. */
function undocumented(names: string[], doc: 'table' | 'env-example', text: string): string[] {
  const listed = new Set(namesIn(text));
  return names.filter((name) =>
    doc === 'table' ? !listed.has(name) : !new RegExp(`^#? ?${name}=`, 'm').test(text),
  );
}

describe('every setting the code reads is documented', () => {
  const settings = allSettings();

  it('finds the settings (schemas and direct reads)', () => {
    // A scan that silently finds nothing would pass everything below.
    expect(settings).toEqual(
      expect.arrayContaining(['INTERNAL_SECRET', 'SESSION_SECRET', 'OPENAI_API_KEY', 'REPLY_TIMEOUT_MS']),
    );
    expect(settings).toEqual(expect.arrayContaining(['DEV_MODEL_FAULT', 'HEALTHCHECK_PORT', 'BENCH_EVENTS']));
    expect(envReads(`process.env.FOO_BAR ?? process.env['BAZ']`)).toEqual(['FOO_BAR', 'BAZ']);
  });

  it("in the README's table (what an operator sets) or in docs/tuning.md (good defaults), once", () => {
    expect(undocumented(settings, 'table', operatorTable() + tuningTable())).toEqual([]);
    const names = [...namesIn(operatorTable()), ...namesIn(tuningTable())];
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("keeps the README's table to what an operator sets: at most 40 settings", () => {
    expect(namesIn(operatorTable()).length).toBeLessThanOrEqual(40);
    expect(namesIn(operatorTable())).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'INTERNAL_SECRET',
        'OWNER_EMAIL',
        'FREE_MESSAGES',
        'OPENAI_API_KEY',
      ]),
    );
  });

  it('in .env.example', () => {
    expect(undocumented(settings, 'env-example', read('.env.example'))).toEqual([]);
  });

  it('reports a setting that is missing', () => {
    expect(undocumented(['NOT_A_SETTING'], 'table', operatorTable() + tuningTable())).toEqual([
      'NOT_A_SETTING',
    ]);
    expect(namesIn('| `A_B`, `C` | `D_E` |\n| **`F`** |')).toEqual(['A_B', 'C']);
    expect(undocumented(['NOT_A_SETTING'], 'env-example', read('.env.example'))).toEqual(['NOT_A_SETTING']);
  });
});
