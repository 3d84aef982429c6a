import type { CodeProject } from '../../items/types';
import { JAVASCRIPT_PROJECTS } from './javascript';
import { PYTHON_PROJECTS } from './python';

/** Every mini project with milestones: the languages whose code runs here (Python, JavaScript). */
export const PROJECTS: CodeProject[] = [...PYTHON_PROJECTS, ...JAVASCRIPT_PROJECTS];
