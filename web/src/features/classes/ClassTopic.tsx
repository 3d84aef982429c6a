import { useMutation } from '@apollo/client';
import { Pin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select } from '../../components/ui';
import { PinClassTopicDocument, TeacherClassesDocument, type ClassFieldsFragment } from '../../gql/generated';
import { Section } from './ClassSection';

/** The class's current topic: one of the teacher's units or of the subject's, pinned for the students. */
export function ClassTopic({
  cls,
  subjectUnits,
  nameOf,
  run,
}: {
  cls: ClassFieldsFragment;
  subjectUnits: { id: string; name: string }[];
  nameOf: (unitId: string) => string;
  run: (action: () => Promise<unknown>, fallback: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [pin, pinning] = useMutation(PinClassTopicDocument, { refetchQueries: [TeacherClassesDocument] });
  const [topic, setTopic] = useState(cls.pinnedUnitId ?? '');
  return (
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
            {subjectUnits.map((u) => (
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
  );
}
