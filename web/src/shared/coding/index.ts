/**
 * Writing and trying programs (issue 34), shared by the practice and project pages: the workbench (editor, input,
 * Run, Run the examples), the results of runs and checks, and the code size limit.
 */
export { CodeWorkbench, useCodeLimit } from './CodeWorkbench';
export { ExampleList, RunOutput, ServerResults } from './RunResults';
export { CODE_LIMIT, newRequestId, sameOutput, type CodeTestResultView, type CodeTestView } from './tests';
