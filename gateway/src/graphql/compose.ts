/**
 * `npm run compose` (this file, built) writes gateway/supergraph.graphql from the subgraph schemas;
 * `--check` exits 1 when the committed file is not what composition produces now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { composeSupergraph } from './composition';
import { SUPERGRAPH_FILE } from './subgraphs';

try {
  const sdl = composeSupergraph();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(SUPERGRAPH_FILE, 'utf8');
    if (committed !== sdl) {
      process.stderr.write(
        'gateway/supergraph.graphql is stale: run `npm run build && npm run compose` and commit it.\n',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(SUPERGRAPH_FILE, sdl);
    process.stdout.write(`supergraph composed: ${SUPERGRAPH_FILE}\n`);
  }
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
}
