// `npm run eval`: install if needed, build, then the tutoring evaluation (bench/eval/run.mjs): every item through
// each teaching mode, judged on MRBench's eight dimensions; figures printed and written to bench/results/, never
// pass/fail. Without OPENAI_API_KEY it runs on the development model (plumbing only). First come the deterministic
// practice rows (bench/eval/practice.mjs, always on the development model): the share of hint turns where the key
// reached the learner past the leak guard, false alarms, and the agreement of marks with keys.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
build();
await import(pathToFileURL(path.join(root, 'bench', 'eval', 'run.mjs')).href);
