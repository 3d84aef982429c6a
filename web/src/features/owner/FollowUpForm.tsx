import { useMutation } from '@apollo/client';
import { ClipboardCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { Button, Field, Input, Textarea, useToast } from '../../components/ui';
import { RecordFollowUpDocument } from '../../gql/generated';

const PERSON_MAX = 100;
const NOTE_MAX = 500;

/** The local date and time now as a datetime-local input writes it (minutes, no zone). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The owner records that a person followed up on a flag: who, when (not in the future) and a short note, checked
 * here first in the owner's language and again by the admin service.
 */
export function FollowUpForm({ flagId, onSaved }: { flagId: string; onSaved: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [record, recording] = useMutation(RecordFollowUpDocument);
  const [person, setPerson] = useState('');
  const [when, setWhen] = useState(localNow);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ person?: string; when?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = when ? new Date(when) : undefined;
    const found = {
      person: person.trim() ? undefined : t('ownerHistory.personRequired'),
      when:
        !at || Number.isNaN(at.getTime())
          ? t('ownerHistory.whenRequired')
          : at.getTime() > Date.now() + 60_000
            ? t('ownerHistory.whenFuture')
            : undefined,
    };
    setErrors(found);
    if (found.person || found.when) return;
    try {
      await record({
        variables: { flagId, person: person.trim(), followedUpAt: at!.toISOString(), note: note.trim() },
      });
      toast.success(t('ownerHistory.saved'));
      setPerson('');
      setNote('');
      setWhen(localNow());
      await onSaved();
    } catch (err) {
      toast.error(describeError(err, t, t('ownerHistory.saveFailed')));
    }
  };

  return (
    <form className="follow-up-form" onSubmit={submit} noValidate>
      <h3>{t('ownerHistory.record')}</h3>
      <Field label={t('ownerHistory.person')} hint={t('ownerHistory.personHint')} error={errors.person}>
        <Input dir="auto" maxLength={PERSON_MAX} value={person} onChange={(e) => setPerson(e.target.value)} />
      </Field>
      <Field label={t('ownerHistory.when')} error={errors.when}>
        <Input
          type="datetime-local"
          max={localNow()}
          value={when}
          onChange={(e) => setWhen(e.target.value)}
        />
      </Field>
      <Field
        label={t('ownerHistory.note')}
        hint={t('ownerHistory.noteHint', {
          max: NOTE_MAX.toLocaleString(i18n.language === 'ar' ? 'ar-EG' : 'en-GB'),
        })}
      >
        <Textarea
          dir="auto"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <Button
        type="submit"
        variant="primary"
        icon={<ClipboardCheck aria-hidden="true" size={18} />}
        disabled={recording.loading}
      >
        {t('ownerHistory.save')}
      </Button>
    </form>
  );
}
