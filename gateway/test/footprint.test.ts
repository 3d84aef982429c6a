import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The gateway's idle memory (issue 20: ≤ 120 MB) depends on what it loads. It imports service-runtime by module,
 * so the subgraph library and the job queues, which only services and workers run, stay out of it (the
 * queue dashboard loads BullMQ at the owner's first visit). Checked on the built gateway, as it runs.
 */
describe('gateway footprint', () => {
  it('loads neither BullMQ nor the subgraph library', () => {
    const app = path.join(__dirname, '..', 'dist', 'app.js');
    const loaded = JSON.parse(
      execFileSync(process.execPath, [
        '-e',
        `require(${JSON.stringify(app)}); console.log(JSON.stringify(Object.keys(require.cache)))`,
      ]).toString(),
    ) as string[];
    expect(loaded.length).toBeGreaterThan(100); // the gateway itself did load
    const packages = new Set(
      loaded.map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]).filter(Boolean),
    );
    expect([...packages].filter((p) => /^(bullmq|@apollo\/subgraph)$/.test(p!))).toEqual([]);
    expect(packages.has('@apollo/gateway')).toBe(true);
  });
});
