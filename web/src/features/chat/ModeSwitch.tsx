import { BookOpen, CodeXml, Lightbulb, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SegmentedControl, type SegmentedOption } from '../../components/ui';
import type { ConversationKind } from '../../gql/generated';
import type { TeachingMode } from '../../gql/generated';

const ICONS: Record<TeachingMode, typeof BookOpen> = {
  EXPLAIN: BookOpen,
  GUIDE: Lightbulb,
  QUIZ: ListChecks,
  CODE: CodeXml,
};

/** The modes a conversation of this kind offers: the coding assistant in programming conversations only. */
export const modesOf = (kind: ConversationKind): TeachingMode[] =>
  kind === 'PROGRAMMING' ? ['EXPLAIN', 'GUIDE', 'QUIZ', 'CODE'] : ['EXPLAIN', 'GUIDE', 'QUIZ'];

/** How the tutor teaches in this conversation, switched in the chat header; it applies from the next message. */
export function ModeSwitch({
  kind,
  mode,
  onChange,
  disabled,
}: {
  kind: ConversationKind;
  mode: TeachingMode;
  onChange: (mode: TeachingMode) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const options: SegmentedOption<TeachingMode>[] = modesOf(kind).map((value) => {
    const Icon = ICONS[value];
    const key = value.toLowerCase();
    return {
      value,
      label: t(`chat.mode.${key}`),
      description: t(`chat.mode.${key}Hint`),
      icon: <Icon aria-hidden="true" size={16} />,
    };
  });
  return (
    <SegmentedControl
      className="mode-switch"
      label={t('chat.mode.label')}
      options={options}
      value={mode}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
