import {
  Calculator,
  ChartColumn,
  Clock,
  CloudSun,
  Contact,
  Dices,
  GraduationCap,
  Grid3x3,
  Landmark,
  Library,
  Lightbulb,
  ListChecks,
  LockKeyhole,
  MessagesSquare,
  Newspaper,
  NotebookPen,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react';

/** A picture per known slug: SVG icons (emoji render as empty boxes where the system has no emoji font). */
const ICONS: Record<string, LucideIcon> = {
  Calculator,
  TodoList: ListChecks,
  Guess: Dices,
  Clock,
  Slider: SlidersHorizontal,
  Student: GraduationCap,
  Library,
  Notepad: NotebookPen,
  TicTacToe: Grid3x3,
  Bank: Landmark,
  StudentGrades: ChartColumn,
  BlogWebsite: Newspaper,
  ContactForm: Contact,
  LoginSystem: LockKeyhole,
  WeatherApp: CloudSun,
  ChatApp: MessagesSquare,
};

export function ProjectIcon({ slug }: { slug: string }) {
  const Icon = ICONS[slug] ?? Lightbulb;
  return (
    <span className="card-icon" aria-hidden="true">
      <Icon size={22} />
    </span>
  );
}
