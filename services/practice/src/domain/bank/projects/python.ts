import type { CodeProject } from '../../items/types';

/**
 * The Python mini projects of the catalog as milestones with tests (issue 34). Filled by the Python content;
 * a project absent here has no milestones (codeProject answers null for it).
 */
export const PYTHON_PROJECTS: CodeProject[] = [];
