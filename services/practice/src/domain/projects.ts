import type { CodeTestResult } from '@tutor/contracts';
import { withTransaction } from '@tutor/service-runtime';
import type { PracticeDeps } from '../context';
import {
  checkClaimed,
  claimCheck,
  findProjectCode,
  projectMilestones,
  recordMilestone,
  saveProjectCode as keepCode,
} from '../data/projects';
import { runIdOf } from '../runs';
import { checkCodeSize, runJobOf, runOnServer } from './code-answers';
import { examplesOf, firstFailing, testResultsView, type TestResultView, type TestView } from './code-views';
import { PracticeError } from './errors';
import type { CodeProject, Language } from './items/types';
import { countRun } from './limits';
import { asLanguage } from './sessions';

/**
 * Mini projects as milestones (issue 34): the learner's code is kept per project, across devices; a check runs
 * every milestone's tests against the whole code at once, and a milestone passes when all its tests pass. What a
 * learner sees of a milestone's hidden tests is what they see of an exercise's: the name and the verdict.
 */
export interface MilestoneView {
  id: string;
  position: number;
  title: string;
  brief: string;
  examples: TestView[];
  hiddenTests: number;
  passed: boolean;
  passedAt: string | null;
  lastResults: TestResultView[] | null;
}

export interface CodeProjectView {
  projectId: string;
  languageId: string;
  code: string;
  savedAt: string | null;
  milestones: MilestoneView[];
  passed: number;
}

/** A test's id in the run of a whole project: its milestone's id before it ('/' separates them). */
const runTestId = (milestoneId: string, testId: string) => `${milestoneId}/${testId}`;

/** The project of the bank, when it has milestones. */
function projectOf(deps: PracticeDeps, projectId: string): CodeProject | undefined {
  return deps.projects.find((p) => p.projectId === projectId && p.milestones.length > 0);
}

async function projectView(
  deps: PracticeDeps,
  learnerId: string,
  project: CodeProject,
  lang: Language,
): Promise<CodeProjectView> {
  const [saved, rows] = await Promise.all([
    findProjectCode(deps.pool, learnerId, project.projectId),
    projectMilestones(deps.pool, learnerId, project.projectId),
  ]);
  const byId = new Map(rows.map((r) => [r.milestone_id, r]));
  const milestones = project.milestones.map((m, i): MilestoneView => {
    const row = byId.get(m.id);
    return {
      id: m.id,
      position: i + 1,
      title: m.title[lang],
      brief: m.brief[lang],
      ...examplesOf(m.tests, lang),
      passed: row?.passed ?? false,
      passedAt: row?.first_passed_at?.toISOString() ?? null,
      lastResults: row ? testResultsView(m.tests, row.results, lang) : null,
    };
  });
  return {
    projectId: project.projectId,
    languageId: project.language,
    code: saved?.code ?? project.starter,
    savedAt: saved?.saved_at.toISOString() ?? null,
    milestones,
    passed: milestones.filter((m) => m.passed).length,
  };
}

/** The project as the learner sees it, or null when it has no milestones here. */
export async function codeProject(
  deps: PracticeDeps,
  learnerId: string,
  projectId: string,
  language: string,
): Promise<CodeProjectView | null> {
  const lang = asLanguage(language);
  const project = projectOf(deps, projectId);
  return project ? projectView(deps, learnerId, project, lang) : null;
}

function requireProject(deps: PracticeDeps, projectId: string, lang: Language): CodeProject {
  const project = projectOf(deps, projectId);
  if (!project) throw new PracticeError('NO_PROJECT', lang);
  return project;
}

/** Keeps the learner's code (the last save wins); refused past the code size limit. */
export async function saveProjectCode(
  deps: PracticeDeps,
  learnerId: string,
  projectId: string,
  code: string,
  language: string,
): Promise<CodeProjectView> {
  const lang = asLanguage(language);
  const project = requireProject(deps, projectId, lang);
  checkCodeSize(deps, code, lang);
  await keepCode(deps.pool, learnerId, project.projectId, code);
  return projectView(deps, learnerId, project, lang);
}

/**
 * Saves the code and runs every milestone's tests in one run-code job, then records each milestone's result; a
 * request id sent again is the same check (one run, recorded once). Counts as one of the learner's server runs.
 */
export async function checkProject(
  deps: PracticeDeps,
  learnerId: string,
  input: { projectId: string; code: string; requestId: string; language: string },
): Promise<CodeProjectView> {
  const lang = asLanguage(input.language);
  const project = requireProject(deps, input.projectId, lang);
  if (!input.requestId || input.requestId.length > 120) throw new PracticeError('BAD_REQUEST_ID', lang);
  if (await checkClaimed(deps.pool, learnerId, project.projectId, input.requestId))
    return projectView(deps, learnerId, project, lang);
  if (!input.code.trim()) throw new PracticeError('EMPTY_CODE', lang);
  checkCodeSize(deps, input.code, lang);
  await keepCode(deps.pool, learnerId, project.projectId, input.code);
  await countRun(deps, learnerId, lang);
  const tests = project.milestones.flatMap((m) => m.tests.map((t) => ({ ...t, id: runTestId(m.id, t.id) })));
  const runId = runIdOf('project', learnerId, project.projectId, input.requestId);
  const results = await runOnServer(deps, runJobOf(runId, project.language, input.code, tests), lang);
  await withTransaction(deps.pool, async (tx) => {
    if (!(await claimCheck(tx, learnerId, project.projectId, input.requestId))) return;
    for (const m of project.milestones) {
      const own: CodeTestResult[] = results
        .filter((r) => r.id.startsWith(`${m.id}/`))
        .map((r) => ({ ...r, id: r.id.slice(m.id.length + 1) }));
      await recordMilestone(tx, learnerId, project.projectId, {
        id: m.id,
        passed: !firstFailing(m.tests, own),
        results: own,
      });
    }
  });
  return projectView(deps, learnerId, project, lang);
}
