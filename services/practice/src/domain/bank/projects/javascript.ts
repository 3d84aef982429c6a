import type { CodeProject } from '../../items/types';

/**
 * The JavaScript mini projects of the catalog as milestones with tests (issue 34). Filled by the JavaScript
 * content; a project absent here has no milestones (codeProject answers null for it).
 */
export const JAVASCRIPT_PROJECTS: CodeProject[] = [];
