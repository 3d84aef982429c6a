import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { RequireOwner, RequireUser, RootRoute } from './auth/guards';
import { Header } from './components/Header';
import { Loading } from './components/Loading';
import { NotFound } from './components/NotFound';
import { LoginRoute, SignupRoute } from './features/auth/AuthPages';

// Everything past sign-in loads on demand, so the login route's first JavaScript stays small.
const LanguagePage = lazy(() => import('./features/onboarding/LanguagePage'));
const UserTypePage = lazy(() => import('./features/onboarding/UserTypePage'));
const StudentQuestionsPage = lazy(() => import('./features/onboarding/StudentQuestionsPage'));
const HomePage = lazy(() => import('./features/learn/HomePage'));
const DomainSelectPage = lazy(() => import('./features/learn/DomainSelectPage'));
const DomainPage = lazy(() => import('./features/learn/DomainPage'));
const SubjectStartPage = lazy(() => import('./features/learn/SubjectStartPage'));
const ProgrammingLanguagePage = lazy(() => import('./features/learn/ProgrammingLanguagePage'));
const ProjectsPage = lazy(() => import('./features/learn/ProjectsPage'));
const SingleProjectPage = lazy(() => import('./features/learn/SingleProjectPage'));
const AccountPage = lazy(() => import('./features/account/AccountPage'));
const UpgradePage = lazy(() => import('./features/upgrade/UpgradePage'));
const OwnerPage = lazy(() => import('./features/owner/OwnerPage'));
const ChatPage = lazy(() => import('./features/chat/ChatPage'));
const ProgressPage = lazy(() => import('./features/progress/ProgressPage'));

const user = (page: ReactNode) => <RequireUser>{page}</RequireUser>;

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
          <Route
            path="/"
            element={
              <RootRoute>
                <HomePage />
              </RootRoute>
            }
          />
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/signup" element={<SignupRoute />} />
          <Route path="/language-selection" element={user(<LanguagePage />)} />
          <Route path="/usertype-selection" element={user(<UserTypePage />)} />
          <Route path="/student-questions" element={user(<StudentQuestionsPage />)} />
          <Route path="/domain-select" element={user(<DomainSelectPage />)} />
          <Route path="/school" element={user(<DomainPage domain="school" />)} />
          <Route path="/programming" element={user(<DomainPage domain="programming" />)} />
          <Route path="/subject/:subjectId" element={user(<SubjectStartPage />)} />
          <Route path="/programming-language" element={user(<ProgrammingLanguagePage />)} />
          <Route path="/projects" element={user(<ProjectsPage />)} />
          <Route path="/single-project" element={user(<SingleProjectPage />)} />
          <Route path="/account" element={user(<AccountPage />)} />
          <Route path="/upgrade" element={user(<UpgradePage />)} />
          <Route path="/progress" element={user(<ProgressPage />)} />
          {/* One route each with an optional id, so choosing a conversation keeps the page (and a running reply) mounted. */}
          <Route path="/Chat/:conversationId?" element={user(<ChatPage kind="SCHOOL" />)} />
          <Route path="/assistant/:conversationId?" element={user(<ChatPage kind="PROGRAMMING" />)} />
          <Route
            path="/owner"
            element={
              <RequireOwner>
                <OwnerPage />
              </RequireOwner>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
