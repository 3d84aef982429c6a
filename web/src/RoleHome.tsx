import { useSession } from './auth/session';
import { lazyPage } from './lazyPage';

export const StudentHome = lazyPage(() => import('./features/learn/HomePage'));
const ParentHome = lazyPage(() => import('./features/family/ParentHome'));
const TeacherHome = lazyPage(() => import('./features/classes/TeacherHome'));

/**
 * The home page (/) of each user type (issue 31.6): a student's learning, a parent's children and their week, a
 * teacher's classes. The owner, and anyone without a type, sees the student's.
 */
export function RoleHome() {
  const { me } = useSession();
  if (me?.userType === 'parent') return <ParentHome />;
  if (me?.userType === 'teacher') return <TeacherHome />;
  return <StudentHome />;
}
