import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import { IconButton } from '../../components/ui';
import type { ConversationKind, TeachingMode } from '../../gql/generated';
import { ModeSwitch } from './ModeSwitch';
import { StatusBar } from './StatusBar';

/** The chat's top bar: the drawer's toggle (phones), the conversation's title, the teaching mode and the plan. */
export function ChatHeader({
  kind,
  title,
  mode,
  modeDisabled,
  onMode,
  drawerOpen,
  onToggleDrawer,
}: {
  kind: ConversationKind;
  title: string;
  mode: TeachingMode;
  modeDisabled: boolean;
  onMode(mode: TeachingMode): void;
  drawerOpen: boolean;
  onToggleDrawer(): void;
}) {
  const { t } = useTranslation();
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
      <ModeSwitch kind={kind} mode={mode} onChange={onMode} disabled={modeDisabled} />
      <StatusBar />
    </div>
  );
}
