import { useMutation, useQuery } from '@apollo/client';
import { BookOpen, ListTree, Pin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { describeError } from '../../api/errors';
import { Skeleton, useToast } from '../../components/ui';
import { ChatSubjectUnitsDocument, StartLearningDocument } from '../../gql/generated';
import { currentLanguage } from '../../i18n';

/** A subject's id is stage-year-slug: its stage and year name the list it is found in. */
const STAGE_YEAR = /^(primary|middle|high)-(\d)-/;
/** Chips shown at most: the rest are on the subject's units page. */
const SHOWN_UNITS = 6;

/**
 * An empty subject conversation's starting points, as programming's suggested questions are: the class's topic
 * first, then the subject's units, each starting (or reopening) that unit's conversation; every unit is on the
 * subject's units page.
 */
export function SubjectUnits({
  subjectId,
  subjectName,
  disabled,
}: {
  subjectId: string;
  subjectName: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [, stage = '', year = ''] = STAGE_YEAR.exec(subjectId) ?? [];
  const { data, loading } = useQuery(ChatSubjectUnitsDocument, { variables: { stage, year }, skip: !stage });
  const [start] = useMutation(StartLearningDocument);
  const [starting, setStarting] = useState<string | null>(null);
  const subject = data?.subjects.subjects.find((s) => s.id === subjectId);
  if (!stage || (!loading && !subject)) return null;
  const topic = subject?.classTopic;
  const units = [...(topic ? [topic] : []), ...(subject?.classUnits ?? []), ...(subject?.units ?? [])]
    .filter((u, i, all) => all.findIndex((v) => v.id === u.id) === i)
    .slice(0, SHOWN_UNITS);
  const arabic = currentLanguage() === 'ar';
  const begin = async (unitId: string) => {
    setStarting(unitId);
    try {
      const { data: started } = await start({ variables: { kind: 'SCHOOL', subjectId, unitId } });
      if (started) navigate(`/Chat/${encodeURIComponent(started.startConversation.id)}`, { replace: true });
    } catch (err) {
      toast.error(describeError(err, t, t('subject.failed')));
    } finally {
      setStarting(null);
    }
  };
  return (
    <section className="starters subject-units" aria-labelledby="subject-units-title">
      <p className="subject-lead" dir="auto">
        {t('chat.subjectLead', { subject: subjectName })}
      </p>
      <h2 id="subject-units-title">{t('chat.startFromUnit')}</h2>
      {loading && !data ? (
        <Skeleton lines={3} height="3.5rem" />
      ) : (
        <ul>
          {units.map((unit) => (
            <li key={unit.id}>
              <button
                type="button"
                className="starter"
                dir="auto"
                disabled={disabled || starting !== null}
                aria-busy={starting === unit.id || undefined}
                onClick={() => void begin(unit.id)}
              >
                {unit.id === topic?.id ? (
                  <Pin aria-hidden="true" size={20} />
                ) : (
                  <BookOpen aria-hidden="true" size={20} />
                )}
                <span>{arabic ? unit.name : unit.nameEn}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link className="all-units" to={`/subject/${encodeURIComponent(subjectId)}/units`}>
        <ListTree aria-hidden="true" size={18} />
        {t('chat.allUnits')}
      </Link>
    </section>
  );
}
