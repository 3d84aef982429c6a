import { useMutation, useQuery } from '@apollo/client';
import { CircleCheck, CircleDashed, CloudCheck, ListChecks } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, rateLimitSeconds, serverMessage } from '../../api/errors';
import { Badge, Button, Card } from '../../components/ui';
import {
  CheckProjectDocument,
  CodeProjectDocument,
  SaveProjectCodeDocument,
  type CodeProjectFieldsFragment,
} from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import type { CodeLanguage } from '../../shared/code';
import { CodeWorkbench, ExampleList, newRequestId, ServerResults, useCodeLimit } from '../../shared/coding';
import { RichText } from '../../shared/RichText';

/** How long typing pauses before the code is saved. */
const SAVE_AFTER_MS = 800;
/** Refusals whose server text (in the learner's language) says what to do: too long, too many checks. */
const SAID_BY_SERVER = new Set(['BAD_USER_INPUT', 'TOO_MANY_REQUESTS']);

type SaveState = 'saved' | 'saving' | 'unsaved' | 'failed' | 'tooLong';

/**
 * The learner's code of one project, saved as they type (debounced; the last save wins on the server, so another
 * device opens the same code). A save in flight is followed by one more when the code changed meanwhile; leaving
 * the page saves what is pending.
 */
function useSavedCode(project: CodeProjectFieldsFragment, language: string) {
  const tooLong = useCodeLimit();
  const [code, setCode] = useState(project.code);
  const [state, setState] = useState<SaveState>(project.savedAt ? 'saved' : 'unsaved');
  const [save] = useMutation(SaveProjectCodeDocument);
  const latest = useRef({ code: project.code, saved: project.code, inFlight: false });
  const timer = useRef<number | undefined>(undefined);

  const flush = async () => {
    window.clearTimeout(timer.current);
    const now = latest.current;
    if (now.inFlight || now.code === now.saved) return;
    // Past the size limit nothing is sent (the server would refuse it): the status says why it is not saved.
    if (tooLong(now.code)) return setState('tooLong');
    const sending = now.code;
    now.inFlight = true;
    setState('saving');
    try {
      await save({ variables: { projectId: project.projectId, code: sending, language } });
      now.saved = sending;
      setState(now.code === sending ? 'saved' : 'unsaved');
    } catch {
      setState('failed');
    } finally {
      now.inFlight = false;
    }
    if (now.code !== now.saved) timer.current = window.setTimeout(() => void flush(), SAVE_AFTER_MS);
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => void flushRef.current(), []);

  return {
    code,
    state,
    /** What a check saved too: the server keeps the checked code. */
    markSaved: (saved: string) => {
      latest.current.saved = saved;
      if (latest.current.code === saved) setState('saved');
    },
    edit: (next: string) => {
      setCode(next);
      latest.current.code = next;
      setState('unsaved');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), SAVE_AFTER_MS);
    },
  };
}

function SaveStatus({ state, code }: { state: SaveState; code: string }) {
  const { t } = useTranslation();
  const tooLong = useCodeLimit();
  const text = {
    saved: t('projects.saved'),
    saving: t('projects.saving'),
    unsaved: t('projects.unsaved'),
    failed: t('projects.saveFailed'),
    tooLong: tooLong(code),
  }[state];
  return (
    <span className={`project-save save-${state}`} role="status" data-state={state}>
      {state === 'saved' && <CloudCheck aria-hidden="true" size={16} />}
      {text}
    </span>
  );
}

/**
 * One milestone: its place and title, passed or not yet, and (opened) its brief, examples and last check. Only the
 * one to build next starts open, so the editor stays near on a phone.
 */
function MilestoneCard({
  milestone,
  current,
}: {
  milestone: CodeProjectFieldsFragment['milestones'][number];
  current: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className={milestone.passed ? 'milestone passed' : 'milestone'} data-milestone={milestone.position}>
      <details open={current}>
        <summary>
          <h3>
            {milestone.passed ? (
              <CircleCheck aria-hidden="true" size={20} />
            ) : (
              <CircleDashed aria-hidden="true" size={20} />
            )}
            <span dir="auto">
              {t('projects.milestone', { n: milestone.position, title: milestone.title })}
            </span>
            <Badge tone={milestone.passed ? 'success' : 'neutral'}>
              {milestone.passed ? t('projects.passed') : t('projects.notYet')}
            </Badge>
          </h3>
        </summary>
        <div className="milestone-body">
          <RichText source={milestone.brief} />
          <ExampleList examples={milestone.examples} hiddenTests={milestone.hiddenTests} />
          {milestone.lastResults && milestone.lastResults.length > 0 && (
            <ServerResults tests={milestone.lastResults} withSetup={false} />
          )}
        </div>
      </details>
    </li>
  );
}

/**
 * A project's workspace (issue 34): its milestones in order with which pass, the editor with the learner's saved
 * code, Run in the browser, and "Check milestones", which runs every milestone's tests on the server.
 */
export function ProjectWorkspace({ project }: { project: CodeProjectFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const addressed = useAddressedT();
  const tooLong = useCodeLimit();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const saved = useSavedCode(project, language);
  const [problem, setProblem] = useState<string | null>(null);
  const [check, checking] = useMutation(CheckProjectDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({
          query: CodeProjectDocument,
          variables: { projectId: project.projectId, language },
          data: { codeProject: data.checkProject },
        });
    },
  });
  const [checked, setChecked] = useState(false);
  const request = useRef<{ code: string; id: string } | null>(null);
  const milestones = [...project.milestones].sort((a, b) => a.position - b.position);
  const next = milestones.find((m) => !m.passed);

  const checkMilestones = async () => {
    const code = saved.code;
    const refusal = tooLong(code);
    if (refusal) return setProblem(refusal);
    if (request.current?.code !== code) request.current = { code, id: newRequestId() };
    setProblem(null);
    try {
      await check({
        variables: { projectId: project.projectId, code, requestId: request.current.id, language },
      });
      saved.markSaved(code);
      setChecked(true);
      request.current = null;
    } catch (err) {
      const seconds = rateLimitSeconds(err);
      setProblem(
        seconds !== undefined
          ? t('app.rateLimited', { seconds })
          : SAID_BY_SERVER.has(errorCode(err) ?? '')
            ? serverMessage(err)
            : addressed('projects.checkFailed'),
      );
    }
  };

  return (
    <Card as="section" className="project-workspace" aria-labelledby="project-workspace">
      <h2 id="project-workspace" className="card-title">
        {addressed('projects.workspace')}
      </h2>
      <section aria-labelledby="project-milestones" className="milestones">
        <h3 id="project-milestones" className="milestones-title">
          {t('projects.milestones')}
          <span className="muted">
            {t('projects.milestonesPassed', { n: project.passed, total: milestones.length })}
          </span>
        </h3>
        <ol>
          {milestones.map((milestone) => (
            <MilestoneCard key={milestone.id} milestone={milestone} current={milestone.id === next?.id} />
          ))}
        </ol>
      </section>
      <div className="project-editor-head">
        <SaveStatus state={saved.state} code={saved.code} />
      </div>
      <CodeWorkbench
        language={project.languageId as CodeLanguage}
        code={saved.code}
        onCode={saved.edit}
        problem={problem}
        actions={
          <Button
            variant="primary"
            icon={<ListChecks aria-hidden="true" size={18} />}
            disabled={checking.loading}
            aria-busy={checking.loading}
            onClick={() => void checkMilestones()}
          >
            {checking.loading ? t('projects.checking') : addressed('projects.check')}
          </Button>
        }
      />
      {checked && (
        <p className="project-checked" role="status">
          {t('projects.milestonesPassed', { n: project.passed, total: milestones.length })}
        </p>
      )}
    </Card>
  );
}

/** The workspace of a project with milestones; nothing for one without (its language does not run here). */
export function ProjectWorkspaceFor({ projectId }: { projectId: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const { data } = useQuery(CodeProjectDocument, { variables: { projectId, language } });
  if (!data?.codeProject) return null;
  return <ProjectWorkspace key={projectId} project={data.codeProject} />;
}
