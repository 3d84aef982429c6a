import { useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { describeError } from '../api/errors';
import { useSession } from '../auth/session';
import { SetGrammaticalGenderDocument } from '../gql/generated';
import { useAddressedT } from '../i18n/address';
import { SegmentedControl, useToast } from './ui';

type Choice = 'unset' | 'female' | 'male';

/**
 * The learner's grammatical gender, optional (issue 31.5): how the Arabic interface and the tutor address them.
 * Saved at once on a choice; asked once after the student's questions and changeable in /account.
 */
export function GenderChoice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const toast = useToast();
  const { me } = useSession();
  const [save, { loading }] = useMutation(SetGrammaticalGenderDocument);
  const value: Choice = (me?.grammaticalGender as Choice | null | undefined) ?? 'unset';
  const Heading = `h${headingLevel}` as const;
  const choose = async (next: Choice) => {
    try {
      await save({ variables: { grammaticalGender: next === 'unset' ? null : next } });
      toast.success(t('gender.saved'));
    } catch (err) {
      toast.error(describeError(err, t, t('gender.failed')));
    }
  };
  return (
    <section aria-labelledby="gender-title" className="gender-choice">
      <Heading id="gender-title">{t('gender.title')}</Heading>
      <p className="muted">{addressed('gender.body')}</p>
      <SegmentedControl<Choice>
        label={t('gender.label')}
        value={value}
        disabled={loading}
        onChange={(next) => void choose(next)}
        options={[
          { value: 'unset', label: t('gender.unset') },
          { value: 'female', label: t('gender.female') },
          { value: 'male', label: t('gender.male') },
        ]}
      />
    </section>
  );
}
