import type { Pair } from '../science/write';

/** The questions programming items ask most, in both languages. */
export const PRINTS: Pair = ['ماذا يطبع هذا البرنامج؟', 'What does this program print?'];

export const orderToPrint = (output: string): Pair => [
  `رتب الأسطر ليطبع البرنامج \`${output}\``,
  `Order the lines so the program prints \`${output}\``,
];

/** A find-the-bug question (languages that do not run here): what goes wrong, then which line causes it. */
export const whichLine = ([ar, en]: Pair): Pair => [
  `${ar} في أي سطر الخطأ؟`,
  `${en} Which line has the bug?`,
];
