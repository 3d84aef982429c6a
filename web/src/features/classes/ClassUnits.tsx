import { useMutation } from '@apollo/client';
import { NotebookPen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Field, Input, Textarea } from '../../components/ui';
import {
  CreateClassUnitDocument,
  TeacherClassesDocument,
  type ClassFieldsFragment,
} from '../../gql/generated';
import { Section } from './ClassSection';
import { NAME_MAX, NOTES_MAX } from './useClassSubjects';

/** The units the teacher wrote for the class, and the form to write one more. */
export function ClassUnits({
  cls,
  run,
}: {
  cls: ClassFieldsFragment;
  run: (action: () => Promise<unknown>, fallback: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [addUnit, adding] = useMutation(CreateClassUnitDocument, {
    refetchQueries: [TeacherClassesDocument],
  });
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  return (
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
        <Field label={t('classes.unitNotes')} hint={t('classes.unitNotesHint', { count: NOTES_MAX })}>
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
  );
}
