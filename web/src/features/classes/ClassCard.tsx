import { useMutation } from '@apollo/client';
import { Target } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice';
import { Card } from '../../components/ui';
import { RenewClassCodeDocument, type ClassFieldsFragment } from '../../gql/generated';
import { ModelMarked } from '../../shared/CheckedFigures';
import { stageYear } from '../../shared/stageYear';
import { useFamilyError } from '../../shared/useFamilyErrors';
import { Score, Section } from './ClassSection';
import { ClassStudents } from './ClassStudents';
import { ClassTopic } from './ClassTopic';
import { ClassUnits } from './ClassUnits';
import { JoinCode } from './JoinCode';
import { useClassSubjects } from './useClassSubjects';

/** One class: its code, current topic, students with their figures, class averages and the teacher's units. */
export function ClassCard({ cls }: { cls: ClassFieldsFragment }) {
  const { t } = useTranslation();
  const failed = useFamilyError();
  const { subjects } = useClassSubjects(cls.educationalStage, cls.academicYear);
  const subject = subjects.find((s) => s.id === cls.subjectId);
  const unitName = new Map<string, string>([
    ...(subject?.units ?? []).map((u) => [u.id, u.name] as const),
    ...cls.units.map((u) => [u.id, u.title] as const),
  ]);
  const nameOf = (id: string) =>
    id ? (unitName.get(id) ?? `\u2068${id}\u2069`) : t('progress.freeQuestions');
  // The class's checked practice per unit; tutor-marked quiz averages are shown apart (issue 33).
  const practised = cls.figures.practiceUnits.filter((u) => u.checked.itemsAnswered > 0);
  const [renew, renewing] = useMutation(RenewClassCodeDocument);
  const [error, setError] = useState<string | null>(null);
  const headingId = `class-${cls.id}`;
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
      <ClassTopic cls={cls} subjectUnits={subject?.units ?? []} nameOf={nameOf} run={run} />
      <ClassStudents cls={cls} nameOf={nameOf} run={run} />
      <Section icon={<Target aria-hidden="true" size={18} />} title={t('classes.practiceTitle')}>
        {practised.length ? (
          <ul className="family-scores">
            {practised.map((u) => (
              <li key={u.unitId}>
                <span>{nameOf(u.unitId)}</span>
                <span className="family-score">
                  {t('checkedFigures.unitDetail', {
                    answered: u.checked.itemsAnswered,
                    alone: u.checked.solvedAlone,
                  })}
                  {u.averageMastery != null && (
                    <>
                      {' · '}
                      {t('classes.averageMastery', {
                        percent: Math.round(u.averageMastery * 100),
                        count: u.studentsWithMastery,
                      })}
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('classes.noPracticeClass')}</p>
        )}
        {cls.figures.units.length > 0 && (
          <ModelMarked>
            <ul className="family-scores">
              {cls.figures.units.map((u) => (
                <li key={u.unitId}>
                  <span>{nameOf(u.unitId)}</span>
                  <Score correct={u.correct} answered={u.answered} />
                </li>
              ))}
            </ul>
          </ModelMarked>
        )}
      </Section>
      <ClassUnits cls={cls} run={run} />
    </Card>
  );
}
