import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConversationFieldsFragment } from '../../gql/generated';
import { useConversationTitle } from '../../shared/conversationTitle';
import { GraduationCap, MessageSquare, Pencil, SquarePen, Trash2 } from 'lucide-react';
import { Button, IconButton, Skeleton } from '../../components/ui';

interface Props {
  conversations: ConversationFieldsFragment[];
  /** The list is still loading (skeleton rows instead of the empty text). */
  loading: boolean;
  selectedId: string | null;
  onSelect(id: string): void;
  onNew(): void;
  onRename(id: string, title: string): void;
  onDelete(id: string): void;
}

function ConversationItem({
  conversation,
  selected,
  onSelect,
  onRename,
  onDelete,
}: {
  conversation: ConversationFieldsFragment;
  selected: boolean;
} & Pick<Props, 'onSelect' | 'onRename' | 'onDelete'>) {
  const { t } = useTranslation();
  const titleOf = useConversationTitle();
  const title = titleOf(conversation);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const settled = useRef(false); // Enter or Escape already ended the edit: the blur that follows does nothing
  const start = () => {
    settled.current = false;
    setDraft(title);
    setEditing(true);
  };
  const save = () => {
    if (settled.current) return;
    settled.current = true;
    setEditing(false);
    if (draft.trim() && draft.trim() !== title) onRename(conversation.id, draft.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      save();
    } else if (e.key === 'Escape') {
      settled.current = true;
      setEditing(false);
    }
  };
  return (
    <li className={selected ? 'conversation selected' : 'conversation'}>
      {editing ? (
        <input
          className="rename"
          aria-label={t('chat.renameLabel')}
          value={draft}
          autoFocus
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={save}
        />
      ) : (
        <button
          type="button"
          className="conversation-title"
          aria-current={selected ? 'true' : undefined}
          onClick={() => onSelect(conversation.id)}
          title={title}
        >
          <MessageSquare aria-hidden="true" size={16} />
          <span dir="auto">{title}</span>
        </button>
      )}
      <IconButton
        size="sm"
        className="icon"
        label={`${t('chat.rename')}: ${title}`}
        icon={<Pencil aria-hidden="true" size={16} />}
        onClick={start}
      />
      <IconButton
        size="sm"
        className="icon"
        label={`${t('chat.delete')}: ${title}`}
        icon={<Trash2 aria-hidden="true" size={16} />}
        onClick={() => onDelete(conversation.id)}
      />
    </li>
  );
}

/**
 * Phones: the conversation list is a drawer. It closes when a conversation opens, on Escape, and on a tap beside
 * it (the backdrop).
 */
export function useDrawer(selectedId: string | null) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [selectedId]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return [open, setOpen] as const;
}

export function Sidebar(props: Props) {
  const { t } = useTranslation();
  return (
    // The upgrade link is the status bar's alone (it was shown twice, three times on a phone).
    <aside id="chat-sidebar" className="sidebar" aria-label={t('chat.sidebar')}>
      <Link to="/" className="logo" aria-label={t('header.home')}>
        <GraduationCap aria-hidden="true" size={20} /> {t('app.name')}
      </Link>
      <Button
        variant="secondary"
        className="new-conversation"
        icon={<SquarePen aria-hidden="true" size={18} />}
        onClick={props.onNew}
      >
        {t('chat.newConversation')}
      </Button>
      <h2>{t('chat.conversations')}</h2>
      {props.loading ? (
        <div className="conversation-skeletons">
          <Skeleton lines={5} height="2.25rem" />
        </div>
      ) : props.conversations.length === 0 ? (
        <p className="muted">{t('chat.empty')}</p>
      ) : (
        <ul className="conversations">
          {props.conversations.map((c) => (
            <ConversationItem
              key={c.id}
              conversation={c}
              selected={c.id === props.selectedId}
              onSelect={props.onSelect}
              onRename={props.onRename}
              onDelete={props.onDelete}
            />
          ))}
        </ul>
      )}
    </aside>
  );
}
