import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

describe('subgraph resolver types', () => {
  it('the committed services/*/src/generated/graphql.ts are what the subgraph schemas generate now', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'scripts', 'codegen-subgraphs.mjs'), '--check'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // A child node loading codegen and prettier: slow when the other test workers keep both cores busy.
  }, 90_000);
});
