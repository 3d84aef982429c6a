import { useQuery } from '@apollo/client';
import { ArrowLeft, BookOpen, MessageCircleQuestion, NotebookPen, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink, Card, EmptyState, Skeleton } from '../../components/ui';
import { SubjectSyllabusDocument } from '../../gql/generated';
import { currentLanguage } from '../../i18n';
import { SyllabusCards, type SyllabusItem } from './SyllabusCards';
import { useErrorToast } from './useErrorToast';
import { useStartLearning } from '../../shared/useStartLearning';
import { PractiseLink } from '../../shared/PractiseLink';
import { useAddressedT } from '../../i18n/address';
import './learn.css';

/** A subject's id is stage-year-slug: its stage and year name the list it is found in. */
const STAGE_YEAR = /^(primary|middle|high)-(\d)-/;

/**
 * A subject's units (/subject/<id>/units, reached from the subject's conversation): a free question about the
 * subject, or one of its units (the service reopens the empty conversation of the same subject and unit rather
 * than adding a twin); either opens /Chat/<id>. The subject card itself goes to /subject/<id>, which starts the
 * conversation at once (spec section 2).
 */
export default function SubjectUnitsPage() {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const { subjectId = '' } = useParams();
  const [, stage = '', year = ''] = STAGE_YEAR.exec(subjectId) ?? [];
  const { data, loading, error } = useQuery(SubjectSyllabusDocument, {
    variables: { stage, year },
    skip: !stage,
  });
  useErrorToast(error, t('subject.loadFailed'));
  const { begin, starting } = useStartLearning(t('subject.failed'));
  const subject = data?.subjects.subjects.find((s) => s.id === subjectId);
  const arabic = currentLanguage() === 'ar';
  const back = (
    <Link to="/school" className="back-link">
      <ArrowLeft aria-hidden="true" size={18} className="flip" />
      {t('subject.allSubjects')}
    </Link>
  );

  if (loading && !data)
    return (
      <main id="main" className="page" aria-busy="true">
        {back}
        <Skeleton className="card-grid skeleton-grid" lines={4} height="7rem" />
      </main>
    );
  if (!subject)
    return (
      <main id="main" className="page narrow">
        <EmptyState
          headingLevel={1}
          icon={<BookOpen size={28} />}
          title={error ? t('subject.loadFailed') : t('subject.notFound')}
          action={
            <ButtonLink to="/school" icon={<ArrowLeft aria-hidden="true" size={18} className="flip" />}>
              {t('subject.allSubjects')}
            </ButtonLink>
          }
        />
      </main>
    );

  const name = arabic ? subject.name : subject.nameEn;
  // The class's current topic comes first, marked; a teacher's units next; each appears once (ADR 19).
  const topic = subject.classTopic;
  const teacherUnits = subject.classUnits.filter((u) => u.id !== topic?.id);
  const practise = (unit: SyllabusItem) => (
    <PractiseLink
      unitId={unit.id}
      className="syllabus-practise"
      text={addressed('practice.practise')}
      label={addressed('practice.practiseUnit', { unit: arabic ? unit.name : unit.nameEn })}
    />
  );
  const startUnit = (unit: { id: string }) =>
    void begin(unit.id, { kind: 'SCHOOL', subjectId: subject.id, unitId: unit.id });
  return (
    <main id="main" className="page syllabus-page">
      {back}
      <header className="page-intro">
        <h1 dir="auto">{name}</h1>
        <p className="muted" dir="auto">
          {arabic ? subject.descriptionAr || subject.description : subject.description}
        </p>
      </header>
      <Card as="section" className="free-question">
        <p dir="auto">{t('subject.freeQuestionHint', { subject: name })}</p>
        <Button
          variant="primary"
          icon={<MessageCircleQuestion aria-hidden="true" size={18} />}
          disabled={starting !== null}
          aria-busy={starting === 'free'}
          onClick={() => void begin('free', { kind: 'SCHOOL', subjectId: subject.id })}
        >
          {starting === 'free' ? t('subject.starting') : t('subject.freeQuestion')}
        </Button>
      </Card>
      {topic && (
        <section aria-labelledby="class-topic-title">
          <h2 id="class-topic-title" className="section-title">
            {t('subject.classTopic')}
          </h2>
          <SyllabusCards
            items={[topic]}
            label="subject.classTopicLabel"
            marker={<Pin size={18} />}
            highlight
            starting={starting}
            onStart={startUnit}
            extra={practise}
          />
        </section>
      )}
      {teacherUnits.length > 0 && (
        <section aria-labelledby="class-units-title">
          <h2 id="class-units-title" className="section-title">
            {t('subject.teacherUnits')}
          </h2>
          <SyllabusCards
            items={teacherUnits}
            label="subject.teacherUnit"
            marker={<NotebookPen size={18} />}
            starting={starting}
            onStart={startUnit}
            extra={practise}
          />
        </section>
      )}
      <h2 className="section-title">{t('subject.units')}</h2>
      <SyllabusCards
        // Numbered in the whole syllabus before the pinned unit is taken out: each unit keeps its number.
        items={subject.units.map((u, i) => ({ ...u, number: i + 1 })).filter((u) => u.id !== topic?.id)}
        label="subject.unit"
        starting={starting}
        onStart={startUnit}
        extra={practise}
      />
    </main>
  );
}
