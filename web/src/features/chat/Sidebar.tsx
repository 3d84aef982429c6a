import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConversationFieldsFragment } from '../../gql/generated';
import { currentLanguage } from '../../i18n';
import { GraduationCap, Pencil, Trash2 } from 'lucide-react';

/** A conversation's name: its own (renamed) title, else the subject or language, in the UI's language. */
export function useConversationTitle() {
  const { t } = useTranslation();
  return (c: ConversationFieldsFragment): string => {
    if (c.title === 'Programming Chat') return t('chat.programmingChat');
    if (c.title === 'General Chat') return t('chat.generalChat');
    if (currentLanguage() === 'ar' && c.subjectNameAr && c.title === c.subjectName) return c.subjectNameAr;
    return c.title || c.languageName || c.subjectName || t('chat.programmingChat');
  };
}

interface Props {
  conversations: ConversationFieldsFragment[];
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
          dir="auto"
        >
          {title}
        </button>
      )}
      <button type="button" className="icon" aria-label={`${t('chat.rename')}: ${title}`} onClick={start}>
        <Pencil aria-hidden="true" size={18} strokeWidth={2} />
      </button>
      <button
        type="button"
        className="icon"
        aria-label={`${t('chat.delete')}: ${title}`}
        onClick={() => onDelete(conversation.id)}
      >
        <Trash2 aria-hidden="true" size={18} strokeWidth={2} />
      </button>
    </li>
  );
}

export function Sidebar(props: Props) {
  const { t } = useTranslation();
  return (
    // The upgrade link is the status bar's alone (it was shown twice, three times on a phone).
    <aside id="chat-sidebar" className="sidebar" aria-label={t('chat.sidebar')}>
      <Link to="/" className="logo" aria-label={t('header.home')}>
        <GraduationCap aria-hidden="true" size={18} strokeWidth={2} /> {t('app.name')}
      </Link>
      <h2>{t('chat.conversations')}</h2>
      <button type="button" className="primary new-conversation" onClick={props.onNew}>
        {t('chat.newConversation')}
      </button>
      {props.conversations.length === 0 ? (
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
