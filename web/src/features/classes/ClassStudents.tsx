import { useMutation } from '@apollo/client';
import { BookOpen, ListChecks, MessageSquare, School, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { RemoveStudentDocument, TeacherClassesDocument, type ClassFieldsFragment } from '../../gql/generated';
import { useNumbers } from '../../i18n/numbers';
import { ModelMarked, UnitPracticeList } from '../../shared/CheckedFigures';
import { Score, Section } from './ClassSection';

type Figures = ClassFieldsFragment['figures']['students'][number];

/** A student's checked practice per unit, then their tutor-marked quiz answers apart (issue 33). */
function StudentPractice({
  figures,
  nameOf,
}: {
  figures: Figures | undefined;
  nameOf: (unitId: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <UnitPracticeList
        units={figures?.practiceUnits ?? []}
        nameOf={nameOf}
        empty={t('classes.noPractice')}
      />
      {figures?.quizScores.length ? (
        <ModelMarked>
          <ul className="family-scores">
            {figures.quizScores.map((q) => (
              <li key={q.unitId}>
                <span>{nameOf(q.unitId)}</span>
                <Score correct={q.correct} answered={q.answered} />
              </li>
            ))}
          </ul>
        </ModelMarked>
      ) : null}
    </>
  );
}

/** The class's students with their figures in its subject (never what they write, ADR 19). */
export function ClassStudents({
  cls,
  nameOf,
  run,
}: {
  cls: ClassFieldsFragment;
  nameOf: (unitId: string) => string;
  run: (action: () => Promise<unknown>, fallback: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { number } = useNumbers();
  const [remove] = useMutation(RemoveStudentDocument, { refetchQueries: [TeacherClassesDocument] });
  const figuresOf = new Map(cls.figures.students.map((s) => [s.studentId, s]));
  return (
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
                    <ListChecks aria-hidden="true" size={16} />
                    {t('classes.itemsWeek', { n: number(f?.itemsAnsweredThisWeek ?? 0) })}
                  </li>
                  <li>
                    <MessageSquare aria-hidden="true" size={16} />
                    {t('classes.messagesWeek', { n: number(f?.messagesThisWeek ?? 0) })}
                  </li>
                  <li>
                    <BookOpen aria-hidden="true" size={16} />
                    {t('classes.unitsPractised', { n: number(f?.unitsPractised ?? 0) })}
                  </li>
                </ul>
                <StudentPractice figures={f} nameOf={nameOf} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t('classes.noStudents')}</p>
      )}
    </Section>
  );
}
