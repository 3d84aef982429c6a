/**
 * mathjs, loaded through its CommonJS build: the package declares itself an ES module, so this CommonJS service
 * takes its types in import mode and the code by require (which mathjs' exports map serves).
 */
import type { MathNode } from 'mathjs' with { 'resolution-mode': 'import' };

type MathJs = typeof import('mathjs', { with: { 'resolution-mode': 'import' } });

// eslint-disable-next-line @typescript-eslint/no-require-imports
const mathjs = require('mathjs') as MathJs;

export const parse: MathJs['parse'] = mathjs.parse;
export type { MathNode };
