import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import { IconButton } from '../../components/ui';
import type { ConversationKind, TeachingMode } from '../../gql/generated';
import { useAddressedT } from '../../i18n/address';
import { PractiseLink } from '../../shared/PractiseLink';
import { ModeSwitch } from './ModeSwitch';
import { StatusBar } from './StatusBar';

/**
 * The chat's top bar: the drawer's toggle (phones), the conversation's title, a unit's "Practise this unit", the
 * teaching mode and the plan.
 */
export function ChatHeader({
  kind,
  title,
  unitId,
  mode,
  modeDisabled,
  onMode,
  drawerOpen,
  onToggleDrawer,
}: {
  kind: ConversationKind;
  title: string;
  /** The unit the conversation is about: "Practise this unit" when its bank has items. */
  unitId?: string | null;
  mode: TeachingMode;
  modeDisabled: boolean;
  onMode(mode: TeachingMode): void;
  drawerOpen: boolean;
  onToggleDrawer(): void;
}) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  return (
    <div className="chat-header">
      {/* Phones: the conversation list is a drawer behind this button (CSS hides it on wider screens). */}
      <IconButton
        className="drawer-toggle"
        label={t('chat.conversations')}
        icon={<MessagesSquare aria-hidden="true" size={20} />}
        aria-expanded={drawerOpen}
        aria-controls="chat-sidebar"
        onClick={onToggleDrawer}
      />
      <h1 className="chat-title" dir="auto">
        {title}
      </h1>
      {unitId && (
        <PractiseLink
          unitId={unitId}
          className="chat-practise"
          text={addressed('practice.practiseThisUnit')}
          label={addressed('practice.practiseThisUnit')}
        />
      )}
      <ModeSwitch kind={kind} mode={mode} onChange={onMode} disabled={modeDisabled} />
      <StatusBar />
    </div>
  );
}
