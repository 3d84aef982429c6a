/** One jest run for every workspace; workspace packages resolve to their TypeScript sources. */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@tutor/contracts$': '<rootDir>/packages/contracts/src',
    '^@tutor/service-runtime$': '<rootDir>/packages/service-runtime/src',
    '^@tutor/service-runtime/(.*)$': '<rootDir>/packages/service-runtime/src/$1',
    '^@tutor/launcher$': '<rootDir>/tools/launcher/src',
    '^@tutor/test-kit$': '<rootDir>/packages/test-kit/src',
  },
  testMatch: [
    '<rootDir>/{packages,services,gateway,tools,web}/**/test/**/*.test.ts',
    '<rootDir>/test/**/*.test.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
  maxWorkers: 2,
};
