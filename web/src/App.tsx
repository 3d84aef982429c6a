import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Route, Routes } from 'react-router-dom';
import { RequireOwner, RequireUser, RootRoute } from './auth/guards';
import { preloadSignedInSession } from './auth/session';
import { Header } from './components/Header';
import { Loading } from './components/Loading';
import { NotFound } from './components/NotFound';
import { LoginRoute, SignupRoute } from './auth/AuthPages';
import { ForUserTypes } from './components/RoleNotice';
import { lazyPage, type LazyPage } from './lazyPage';
import { RoleHome, StudentHome } from './RoleHome';

// Everything past sign-in loads on demand, so the login route's first JavaScript stays small.
const LanguagePage = lazyPage(() => import('./features/onboarding/LanguagePage'));
const UserTypePage = lazyPage(() => import('./features/onboarding/UserTypePage'));
const StudentQuestionsPage = lazyPage(() => import('./features/onboarding/StudentQuestionsPage'));
const DomainSelectPage = lazyPage(() => import('./features/learn/DomainSelectPage'));
const DomainPage = lazyPage(() => import('./features/learn/DomainPage'));
const SubjectStartPage = lazyPage(() => import('./features/learn/SubjectStartPage'));
const SubjectUnitsPage = lazyPage(() => import('./features/learn/SubjectUnitsPage'));
const ProgrammingLanguagePage = lazyPage(() => import('./features/learn/ProgrammingLanguagePage'));
const ProjectsPage = lazyPage(() => import('./features/learn/ProjectsPage'));
const SingleProjectPage = lazyPage(() => import('./features/learn/SingleProjectPage'));
const AccountPage = lazyPage(() => import('./features/account/AccountPage'));
const UpgradePage = lazyPage(() => import('./features/upgrade/UpgradePage'));
const OwnerPage = lazyPage(() => import('./features/owner/OwnerPage'));
const BusinessPage = lazyPage(() => import('./features/owner/business/BusinessPage'));
const ChatPage = lazyPage(() => import('./features/chat/ChatPage'));
const ProgressPage = lazyPage(() => import('./features/progress/ProgressPage'));
const FamilyPage = lazyPage(() => import('./features/family/FamilyPage'));
const ClassesPage = lazyPage(() => import('./features/classes/ClassesPage'));
const PracticePage = lazyPage(() => import('./features/practice/PracticePage'));

const user = (page: ReactNode) => <RequireUser>{page}</RequireUser>;
/** A page for some user types: the others are told whose it is (the server refuses them anyway). */
const only = (types: string[], page: ReactNode) => user(<ForUserTypes types={types}>{page}</ForUserTypes>);
const LEARNERS = ['student'];

interface AppRoute {
  path: string;
  element: ReactNode;
  /** The page's code, to start loading as soon as the address is known. */
  page?: LazyPage;
  /** A visitor's page: it never needs the signed-in session. */
  visitor?: true;
}

const ROUTES: AppRoute[] = [
  {
    path: '/',
    page: StudentHome,
    element: (
      <RootRoute>
        <RoleHome />
      </RootRoute>
    ),
  },
  { path: '/login', element: <LoginRoute />, visitor: true },
  { path: '/signup', element: <SignupRoute />, visitor: true },
  { path: '/language-selection', page: LanguagePage, element: user(<LanguagePage />) },
  { path: '/usertype-selection', page: UserTypePage, element: user(<UserTypePage />) },
  { path: '/student-questions', page: StudentQuestionsPage, element: user(<StudentQuestionsPage />) },
  { path: '/domain-select', page: DomainSelectPage, element: only(LEARNERS, <DomainSelectPage />) },
  { path: '/school', page: DomainPage, element: only(LEARNERS, <DomainPage domain="school" />) },
  { path: '/programming', page: DomainPage, element: only(LEARNERS, <DomainPage domain="programming" />) },
  // The spec's transient screen: it starts the subject's conversation and goes to /Chat/<id>.
  { path: '/subject/:subjectId', page: SubjectStartPage, element: user(<SubjectStartPage />) },
  { path: '/subject/:subjectId/units', page: SubjectUnitsPage, element: user(<SubjectUnitsPage />) },
  {
    path: '/programming-language',
    page: ProgrammingLanguagePage,
    element: user(<ProgrammingLanguagePage />),
  },
  { path: '/projects', page: ProjectsPage, element: user(<ProjectsPage />) },
  { path: '/single-project', page: SingleProjectPage, element: user(<SingleProjectPage />) },
  { path: '/account', page: AccountPage, element: user(<AccountPage />) },
  { path: '/upgrade', page: UpgradePage, element: user(<UpgradePage />) },
  { path: '/progress', page: ProgressPage, element: only(LEARNERS, <ProgressPage />) },
  { path: '/family', page: FamilyPage, element: only(['parent'], <FamilyPage />) },
  { path: '/classes', page: ClassesPage, element: user(<ClassesPage />) },
  // Practice (issue 33): a unit's set, or today's review set; beside the spec's routes, none replaced.
  { path: '/practice/review', page: PracticePage, element: only(LEARNERS, <PracticePage review />) },
  { path: '/practice/:unitId', page: PracticePage, element: only(LEARNERS, <PracticePage />) },
  // One route each with an optional id, so choosing a conversation keeps the page (and a running reply) mounted.
  { path: '/Chat/:conversationId?', page: ChatPage, element: user(<ChatPage kind="SCHOOL" />) },
  { path: '/assistant/:conversationId?', page: ChatPage, element: user(<ChatPage kind="PROGRAMMING" />) },
  {
    path: '/owner',
    page: OwnerPage,
    element: (
      <RequireOwner>
        <OwnerPage />
      </RequireOwner>
    ),
  },
  // The owner's business figures (issue 35), beside the spec's /owner, which stays as it is.
  {
    path: '/owner/business',
    page: BusinessPage,
    element: (
      <RequireOwner>
        <BusinessPage />
      </RequireOwner>
    ),
  },
];

/**
 * Starts loading what the address will show, in parallel with the session check instead of after it: the
 * page's code and, for a signed-in page, the signed-in session's. Called once, before the first render.
 */
export function preloadRoute(pathname: string) {
  const route = ROUTES.find(({ path }) => matchPath(path, pathname));
  if (!route || route.visitor) return;
  void preloadSignedInSession();
  void route.page?.preload();
}

export function App() {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Header />
      <Suspense fallback={<Loading />}>
        <Routes>
          {ROUTES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
