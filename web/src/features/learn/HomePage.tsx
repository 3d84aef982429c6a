import { useQuery } from '@apollo/client';
import {
  BookOpen,
  ChartColumn,
  Code2,
  Compass,
  MessageSquare,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { useAddressedT } from '../../i18n/address';
import { ButtonLink, Card, Skeleton } from '../../components/ui';
import { ConversationsDocument } from '../../gql/generated';
import { useConversationTitle } from '../../shared/conversationTitle';
import { ReviewToday } from '../../shared/ReviewToday';

interface Shortcut {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The learner's next step: the latest conversation to continue (the chat sidebar's list), or a subject to pick. */
function NextStep({ programming }: { programming: boolean }) {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const titleOf = useConversationTitle();
  const kind = programming ? 'PROGRAMMING' : 'SCHOOL';
  const { data, loading } = useQuery(ConversationsDocument, { variables: { kind } });
  if (loading && !data) return <Skeleton className="next-step-skeleton" lines={1} height="7.5rem" />;
  const latest = [...(data?.conversations ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const chatPath = programming ? '/assistant' : '/Chat';
  return (
    <Card as="section" className="next-step" aria-labelledby="next-step-title">
      <div>
        <h2 id="next-step-title" className="next-step-label">
          {t('home.nextStep')}
        </h2>
        <p className="next-step-text">
          {latest ? addressed('home.continueHint') : addressed('home.firstStepHint')}
        </p>
      </div>
      {latest ? (
        <ButtonLink
          to={`${chatPath}/${encodeURIComponent(latest.id)}`}
          variant="primary"
          size="lg"
          icon={<MessageSquare aria-hidden="true" size={18} />}
        >
          <span className="truncate">
            {t('home.continueLast', { title: `\u2068${titleOf(latest)}\u2069` })}
          </span>
        </ButtonLink>
      ) : (
        <ButtonLink
          to={programming ? '/programming' : '/school'}
          variant="primary"
          size="lg"
          icon={<BookOpen aria-hidden="true" size={18} />}
        >
          {addressed('home.pickSubject')}
        </ButtonLink>
      )}
    </Card>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const addressed = useAddressedT();
  const { me } = useSession();
  const programming = me?.learningDomain === 'programming';
  const shortcuts: Shortcut[] = [
    {
      to: '/school',
      icon: BookOpen,
      title: addressed('home.pickSubject'),
      text: t('domain.schoolDescription'),
    },
    {
      to: '/programming',
      icon: Code2,
      title: t('domain.programming'),
      text: t('domain.programmingDescription'),
    },
    {
      to: programming ? '/assistant' : '/Chat',
      icon: MessagesSquare,
      title: t('home.continueChat'),
      text: addressed('home.chatText'),
    },
    {
      to: '/domain-select',
      icon: Compass,
      title: addressed('home.chooseDomain'),
      text: t('home.domainText'),
    },
    { to: '/progress', icon: ChartColumn, title: t('home.progress'), text: addressed('home.progressText') },
  ];
  return (
    <main id="main" className="page home">
      <header className="page-intro">
        {/* The name is isolated so that a Latin name keeps the punctuation of an Arabic sentence in place. */}
        <h1>{t('home.title', { name: `\u2068${me?.name ?? ''}\u2069` })}</h1>
        <p className="muted">{addressed('home.subtitle')}</p>
      </header>
      <NextStep programming={programming} />
      <ReviewToday />
      <h2 className="section-title">{addressed('home.explore')}</h2>
      <ul className="card-grid">
        {shortcuts.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link className="card card-interactive" to={to}>
              <span className="card-icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <strong>{title}</strong>
              <small className="muted">{text}</small>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
