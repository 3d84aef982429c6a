import path from 'node:path';
import { contractsDoingIo, crossServiceImports, repoFiles, SERVICE_DIRS, sqlOutsideData } from './boundaries';

/** Services share contracts, never code (issue 32): each deploys, changes and is tested on its own. */
const root = path.join(__dirname, '../..');

describe('service boundaries', () => {
  it('no service imports or depends on another service (source, package.json, tsconfig references)', () => {
    expect(crossServiceImports(repoFiles(root, SERVICE_DIRS))).toEqual([]);
  });

  it('finds a planted import of another service, by package name or by relative path, and a planted dependency', () => {
    const planted = [
      {
        path: 'services/conversation/src/domain/send.ts',
        text: "import { x } from '@tutor/billing/client';",
      },
      { path: 'services/progress/src/service.ts', text: "export { y } from '../../family/src/client';" },
      { path: 'services/admin/test/admin.test.ts', text: "const z = require('@tutor/identity');" },
      { path: 'gateway/src/app.ts', text: "await import('../../services/billing/src/service');" },
      {
        path: 'services/billing/package.json',
        text: JSON.stringify({ name: '@tutor/billing', dependencies: { '@tutor/family': '0.1.0' } }),
      },
      {
        path: 'services/billing/tsconfig.json',
        text: JSON.stringify({ references: [{ path: '../family' }] }),
      },
    ];
    const allowed = [
      { path: 'services/billing/src/data/plans.ts', text: "import { x } from '../domain/plan';" },
      { path: 'services/billing/src/service.ts', text: "import { y } from '@tutor/contracts';" },
      { path: 'services/billing/package.json', text: JSON.stringify({ name: '@tutor/billing' }) },
    ];
    expect(crossServiceImports([...planted, ...allowed])).toEqual([
      'services/conversation/src/domain/send.ts: @tutor/billing/client',
      'services/progress/src/service.ts: ../../family/src/client',
      'services/admin/test/admin.test.ts: @tutor/identity',
      'gateway/src/app.ts: ../../services/billing/src/service',
      'services/billing/package.json: @tutor/family',
      'services/billing/tsconfig.json: ../family',
    ]);
  });

  it('the contracts package only describes: no I/O library, no client, no service in its sources or dependencies', () => {
    expect(contractsDoingIo(repoFiles(root, ['packages/contracts']))).toEqual([]);
    expect(
      contractsDoingIo([
        { path: 'packages/contracts/src/reply-stream.ts', text: "import type { Redis } from 'ioredis';" },
        {
          path: 'packages/contracts/package.json',
          text: JSON.stringify({ dependencies: { zod: '4', ioredis: '6' } }),
        },
        {
          path: 'packages/contracts/src/jobs.ts',
          text: "import { z } from 'zod';\nimport { a } from './b';",
        },
      ]),
    ).toEqual([
      'packages/contracts/src/reply-stream.ts: ioredis',
      'packages/contracts/package.json: ioredis',
    ]);
  });

  it("each service's SQL is in its src/data/ only (its replicas of other services' data included)", () => {
    const services = SERVICE_DIRS.filter((dir) => dir.startsWith('services/'));
    expect(sqlOutsideData(repoFiles(root, services))).toEqual([]);
    expect(
      sqlOutsideData([
        { path: 'services/family/src/client.ts', text: "await db.query('SELECT 1 FROM linked_parents')" },
        { path: 'services/billing/src/data/linked-parents.ts', text: "db.query<{ a: 1 }>('SELECT 1')" },
        { path: 'services/billing/test/billing.test.ts', text: "pool.query('SELECT 1')" },
      ]),
    ).toEqual(['services/family/src/client.ts']);
  });
});
