import { useMutation } from '@apollo/client';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/Notice';
import { Button, Card, Field, Input, Select } from '../../components/ui';
import { CreateClassDocument } from '../../gql/generated';
import { useFamilyError } from '../../shared/useFamilyErrors';
import { NAME_MAX, STAGES, useClassSubjects, yearsOf } from './useClassSubjects';

/** A new class: name, stage, year and one of that year's subjects. */
export function NewClass({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const failed = useFamilyError();
  const [name, setName] = useState('');
  const [stage, setStage] = useState('');
  const [year, setYear] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { subjects } = useClassSubjects(stage, year);
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
