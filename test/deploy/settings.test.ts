import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSettings, envReads, repoRoot } from './settings';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The README's configuration table: the text between its markers. */
function readmeTable(): string {
  const readme = read('README.md');
  const start = readme.indexOf('<!-- config-table:start -->');
  const end = readme.indexOf('<!-- config-table:end -->');
  if (start < 0 || end < start) throw new Error('README.md: configuration table markers not found');
  return readme.slice(start, end);
}

/** Names a document does not mention: in the README table as `NAME`, in .env.example as a NAME= line. */
function undocumented(names: string[], doc: 'readme' | 'env-example', text: string): string[] {
  return names.filter((name) =>
    doc === 'readme' ? !text.includes(`\`${name}\``) : !new RegExp(`^#? ?${name}=`, 'm').test(text),
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

  it('in the README configuration table', () => {
    expect(undocumented(settings, 'readme', readmeTable())).toEqual([]);
  });

  it('in .env.example', () => {
    expect(undocumented(settings, 'env-example', read('.env.example'))).toEqual([]);
  });

  it('reports a setting that is missing', () => {
    expect(undocumented(['NOT_A_SETTING'], 'readme', readmeTable())).toEqual(['NOT_A_SETTING']);
    expect(undocumented(['NOT_A_SETTING'], 'env-example', read('.env.example'))).toEqual(['NOT_A_SETTING']);
  });
});
