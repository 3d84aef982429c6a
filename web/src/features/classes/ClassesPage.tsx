import { useMutation, useQuery } from '@apollo/client';
import {
  BookOpen,
  KeyRound,
  MessageSquare,
  NotebookPen,
  Pin,
  Plus,
  School,
  Target,
  UserMinus,
} from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Field,
  Input,
  Select,
  Skeleton,
  Textarea,
} from '../../components/ui';
import {
  ClassCatalogDocument,
  CreateClassDocument,
  CreateClassUnitDocument,
  PinClassTopicDocument,
  RemoveStudentDocument,
  RenewClassCodeDocument,
  TeacherClassesDocument,
  type ClassFieldsFragment,
} from '../../gql/generated';
import { CodeShown } from '../family/CodeEntry';
import { stageYear } from '../family/stageYear';
import { useFamilyError } from '../family/useFamilyErrors';
import '../family/family.css';
import './classes.css';

const STAGES = ['primary', 'middle', 'high'] as const;
const yearsOf = (stage: string) => (stage === 'primary' ? ['1', '2', '3', '4', '5', '6'] : ['1', '2', '3']);
/** The service's limits (ADR 19), mirrored so the fields stop there. */
const NAME_MAX = 80;
const NOTES_MAX = 2000;

function useLocale() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return { arabic, number: new Intl.NumberFormat(arabic ? 'ar-EG' : 'en-GB') };
}

/** The catalog subjects of a stage and year, with their units, named in the reader's language. */
function useSubjects(stage: string, year: string) {
  const { arabic } = useLocale();
  const { data, loading } = useQuery(ClassCatalogDocument, {
    variables: { stage, year },
    skip: !stage || !year,
  });
  const subjects = (data?.subjects.subjects ?? []).map((s) => ({
    id: s.id,
    name: arabic ? s.name : s.nameEn,
    units: s.units.map((u) => ({ id: u.id, name: arabic ? u.name : u.nameEn })),
  }));
  return { subjects, loading };
}

/** A new class: name, stage, year and one of that year's subjects. */
function NewClass({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const failed = useFamilyError();
  const [name, setName] = useState('');
  const [stage, setStage] = useState('');
  const [year, setYear] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { subjects } = useSubjects(stage, year);
  const [create, creating] = useMutation(CreateClassDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim() || !stage || !year || !subjectId) return setError(t('classes.fillAll'));
    try {
      const result = await create({
        variables: { name, educationalStage: stage, academicYear: year, subjectId },
      });
      if (!result.data) return;
      setName('');
      onCreated();
    } catch (e) {
      setError(failed(e, t('classes.createFailed')));
    }
  };

  return (
    <Card as="section" aria-labelledby="new-class-title" className="class-new">
      <h2 id="new-class-title">
        <Plus aria-hidden="true" size={20} />
        {t('classes.newTitle')}
      </h2>
      <form className="class-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('classes.name')}>
          <Input value={name} maxLength={NAME_MAX} onChange={(e) => setName(e.target.value)} dir="auto" />
        </Field>
        <Field label={t('account.stage')}>
          <Select
            value={stage}
            onChange={(e) => {
              setStage(e.target.value);
              setYear('');
              setSubjectId('');
            }}
          >
            <option value="">{t('classes.choose')}</option>
            {STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`student.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('account.year')}>
          <Select
            value={year}
            disabled={!stage}
            onChange={(e) => {
              setYear(e.target.value);
              setSubjectId('');
            }}
          >
            <option value="">{t('classes.choose')}</option>
            {yearsOf(stage).map((y) => (
              <option key={y} value={y}>
                {t(`student.year${y}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('classes.subject')}>
          <Select
            value={subjectId}
            disabled={!subjects.length}
            onChange={(e) => setSubjectId(e.target.value)}
          >
            <option value="">{t('classes.choose')}</option>
            {subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <div className="card-actions">
          <Button
            type="submit"
            variant="primary"
            icon={<Plus aria-hidden="true" size={18} />}
            disabled={creating.loading}
          >
            {t('classes.create')}
          </Button>
        </div>
      </form>
      {error && <Notice>{error}</Notice>}
    </Card>
  );
}

/**
 * The join code, text and QR, on every visit (a teacher hands it out over days). A new code, for one that got out,
 * is made after a confirmation: the old one stops working for students who have not joined yet. A class made
 * before codes were kept shows none until then.
 */
function JoinCode({ code, onRenew, busy }: { code?: string | null; onRenew: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="class-section">
      <h3>
        <KeyRound aria-hidden="true" size={18} />
        {t('classes.codeTitle')}
      </h3>
      {code ? (
        <CodeShown code={code} qrLabel={t('classes.qrLabel')}>
          <span className="muted">{t('classes.codeHint')}</span>
        </CodeShown>
      ) : (
        <p className="muted">{t('classes.codeHidden')}</p>
      )}
      <div className="card-actions">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => (code ? setConfirming(true) : onRenew())}
        >
          {t('classes.renew')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('classes.renewConfirmTitle')}
        confirmLabel={t('classes.renew')}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onRenew();
        }}
      >
        <p>{t('classes.renewConfirmBody')}</p>
      </ConfirmDialog>
    </div>
  );
}

function Score({ correct, answered }: { correct: number; answered: number }) {
  const { t } = useTranslation();
  const { number } = useLocale();
  const percent = answered ? Math.round((100 * correct) / answered) : 0;
  return (
    <span className="family-score">
      {t('classes.score', {
        correct: number.format(correct),
        answered: number.format(answered),
        percent: number.format(percent),
      })}
    </span>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="class-section">
      <h3>
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

/** One class: its code, current topic, students with their figures, class averages and the teacher's units. */
function ClassCard({ cls }: { cls: ClassFieldsFragment }) {
  const { t } = useTranslation();
  const { number } = useLocale();
  const failed = useFamilyError();
  const { subjects } = useSubjects(cls.educationalStage, cls.academicYear);
  const subject = subjects.find((s) => s.id === cls.subjectId);
  const unitName = new Map<string, string>([
    ...(subject?.units ?? []).map((u) => [u.id, u.name] as const),
    ...cls.units.map((u) => [u.id, u.title] as const),
  ]);
  const nameOf = (id: string) => unitName.get(id) ?? `\u2068${id}\u2069`;
  const [renew, renewing] = useMutation(RenewClassCodeDocument);
  const [pin, pinning] = useMutation(PinClassTopicDocument, { refetchQueries: [TeacherClassesDocument] });
  const [remove] = useMutation(RemoveStudentDocument, { refetchQueries: [TeacherClassesDocument] });
  const [addUnit, adding] = useMutation(CreateClassUnitDocument, {
    refetchQueries: [TeacherClassesDocument],
  });
  const [topic, setTopic] = useState(cls.pinnedUnitId ?? '');
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = `class-${cls.id}`;
  const figuresOf = new Map(cls.figures.students.map((s) => [s.studentId, s]));
  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(failed(e, fallback));
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId} className="family-child class-card">
      <header className="family-child-head">
        <h2 id={headingId}>
          <bdi>{cls.name}</bdi>
        </h2>
        <span className="muted">
          {subject?.name ?? cls.subjectId} · {stageYear(t, cls)}
        </span>
      </header>
      {error && <Notice>{error}</Notice>}
      <JoinCode
        code={cls.joinCode}
        busy={renewing.loading}
        // The answer carries the class's new joinCode: the cache, and so this card, show it.
        onRenew={() => void run(() => renew({ variables: { classId: cls.id } }), t('classes.renewFailed'))}
      />

      <Section icon={<Pin aria-hidden="true" size={18} />} title={t('classes.topicTitle')}>
        <form
          className="class-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              () => pin({ variables: { classId: cls.id, unitId: topic || null } }),
              t('classes.pinFailed'),
            );
          }}
        >
          <Field label={t('classes.topicLabel')}>
            <Select value={topic} onChange={(e) => setTopic(e.target.value)}>
              <option value="">{t('classes.noTopic')}</option>
              {cls.units.map((u) => (
                <option key={u.id} value={u.id}>
                  {t('classes.ownUnitOption', { title: u.title })}
                </option>
              ))}
              {(subject?.units ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" size="sm" variant="primary" disabled={pinning.loading}>
            {t('classes.pin')}
          </Button>
        </form>
        <p className="muted" role="status">
          {cls.pinnedUnitId
            ? t('classes.pinned', { unit: nameOf(cls.pinnedUnitId) })
            : t('classes.nothingPinned')}
        </p>
      </Section>

      <Section icon={<School aria-hidden="true" size={18} />} title={t('classes.studentsTitle')}>
        <p className="muted family-safety-note">{t('classes.figuresNote')}</p>
        {cls.students.length ? (
          <ul className="class-students">
            {cls.students.map((s) => {
              const f = figuresOf.get(s.user.id);
              return (
                <li key={s.user.id} className="class-student">
                  <div className="class-student-head">
                    <strong>
                      <bdi>{s.name}</bdi>
                    </strong>
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<UserMinus aria-hidden="true" size={16} />}
                      aria-label={t('classes.removeLabel', { name: s.name })}
                      onClick={() =>
                        void run(
                          () => remove({ variables: { classId: cls.id, studentId: s.user.id } }),
                          t('classes.removeFailed'),
                        )
                      }
                    >
                      {t('classes.remove')}
                    </Button>
                  </div>
                  <ul className="class-student-figures">
                    <li>
                      <MessageSquare aria-hidden="true" size={16} />
                      {t('classes.messagesWeek', { n: number.format(f?.messagesThisWeek ?? 0) })}
                    </li>
                    <li>
                      <BookOpen aria-hidden="true" size={16} />
                      {t('classes.unitsPractised', { n: number.format(f?.unitsPractised ?? 0) })}
                    </li>
                  </ul>
                  {f?.quizScores.length ? (
                    <ul className="family-scores">
                      {f.quizScores.map((q) => (
                        <li key={q.unitId}>
                          <span>{nameOf(q.unitId)}</span>
                          <Score correct={q.correct} answered={q.answered} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">{t('classes.noQuizzes')}</p>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="muted">{t('classes.noStudents')}</p>
        )}
      </Section>

      <Section icon={<Target aria-hidden="true" size={18} />} title={t('classes.averagesTitle')}>
        {cls.figures.units.length ? (
          <ul className="family-scores">
            {cls.figures.units.map((u) => (
              <li key={u.unitId}>
                <span>{nameOf(u.unitId)}</span>
                <Score correct={u.correct} answered={u.answered} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('classes.noAverages')}</p>
        )}
      </Section>

      <Section icon={<NotebookPen aria-hidden="true" size={18} />} title={t('classes.unitsTitle')}>
        {cls.units.length ? (
          <ul className="class-units">
            {cls.units.map((u) => (
              <li key={u.id}>
                <Badge tone="accent">{t('classes.ownUnit')}</Badge> <bdi>{u.title}</bdi>
                <p className="muted" dir="auto">
                  {u.notes}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('classes.noUnits')}</p>
        )}
        <form
          className="class-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              await addUnit({ variables: { classId: cls.id, title, notes } });
              setTitle('');
              setNotes('');
            }, t('classes.unitFailed'));
          }}
          noValidate
        >
          <Field label={t('classes.unitTitle')}>
            <Input value={title} maxLength={NAME_MAX} onChange={(e) => setTitle(e.target.value)} dir="auto" />
          </Field>
          <Field label={t('classes.unitNotes')} hint={t('classes.unitNotesHint')}>
            <Textarea
              value={notes}
              maxLength={NOTES_MAX}
              rows={4}
              onChange={(e) => setNotes(e.target.value)}
              dir="auto"
            />
          </Field>
          <div className="card-actions">
            <Button
              type="submit"
              size="sm"
              variant="primary"
              icon={<Plus aria-hidden="true" size={16} />}
              disabled={adding.loading}
            >
              {t('classes.addUnit')}
            </Button>
          </div>
        </form>
      </Section>
    </Card>
  );
}

/** /classes: a teacher's classes, each with its students' figures (never what they write, ADR 19). */
export default function ClassesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(TeacherClassesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const classes = data?.me?.classes;

  let body: ReactNode;
  if (!classes && loading) body = <Skeleton lines={2} height="12rem" />;
  else if (!classes) body = <Notice>{error ? t('classes.failed') : null}</Notice>;
  else if (!classes.length)
    body = (
      <EmptyState icon={<School size={32} />} title={t('classes.emptyTitle')} body={t('classes.emptyBody')} />
    );
  else body = classes.map((c) => <ClassCard key={c.id} cls={c} />);

  return (
    <main id="main" className="page family classes">
      <header className="page-intro">
        <h1>{t('classes.title')}</h1>
        <p className="muted">{t('classes.subtitle')}</p>
      </header>
      <NewClass onCreated={() => void refetch()} />
      {body}
    </main>
  );
}
