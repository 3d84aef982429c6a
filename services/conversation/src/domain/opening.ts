/**
 * The tutor's first turn in a conversation started from a unit (or a programming topic), a project or the coding
 * assistant: written from the catalog, so it needs no model and costs the learner nothing. The Arabic avoids
 * verbs that change with the learner's gender (the conversation does not know it yet) and writes its numbers in
 * Arabic-Indic digits, as Egyptian Arabic text does.
 */
export type Opening =
  | { kind: 'unit'; unitName: string; /** The subject, or the programming language. */ of: string }
  | { kind: 'project'; title: string; steps: readonly string[] }
  | { kind: 'code'; languageName?: string };

type Language = 'ar' | 'en';

const UNIT: Record<Language, (unit: string, of: string) => string> = {
  en: (unit, of) =>
    `Welcome to **${unit}** (${of})! We'll go through it together, one step at a time.\n\n` +
    `To start: what do you already know about “${unit}”? A sentence or two is enough, or ask about the part you'd like to begin with.`,
  ar: (unit, of) =>
    `أهلًا بك في **${unit}** (${of})! سنمضي فيها معًا خطوة خطوة.\n\n` +
    `لنبدأ بسؤال: ما أول ما يخطر ببالك عن «${unit}»؟ تكفي جملة أو جملتان، ويمكنك أيضًا السؤال عن الجزء الذي نبدأ به.`,
};

const PROJECT: Record<Language, (title: string, steps: readonly string[]) => string> = {
  en: (title, steps) =>
    steps.length
      ? `Let's build **${title}** together, one step at a time: we'll check each step works before moving on.\n\n` +
        `**Step 1 of ${steps.length}:** ${steps[0]}\n\nWrite the code for this step and paste it here, or ask for a hint.`
      : `Let's build **${title}** together, one step at a time. Tell me how you'd like to start, or ask for a hint.`,
  ar: (title, steps) =>
    steps.length
      ? `لنبنِ مشروع **${title}** معًا، خطوة خطوة: نتأكد أن كل خطوة تعمل قبل أن ننتقل إلى التي تليها.\n\n` +
        `**الخطوة ١ من ${steps.length.toLocaleString('ar-EG')}:** ${steps[0]}\n\nيمكنك لصق الكود الذي تكتبه لهذه الخطوة هنا، أو طلب تلميح.`
      : `لنبنِ مشروع **${title}** معًا، خطوة خطوة. يمكنك أن تبدأ بسؤال، أو بطلب تلميح.`,
};

const CODE: Record<Language, (languageName?: string) => string> = {
  en: (name) =>
    `Hi! I'm your ${name ? `${name} ` : ''}coding assistant.\n\n` +
    'Paste your code or describe the problem: what should the program do, and what happens instead? ' +
    "We'll find the bug together, and a test that catches it.",
  ar: (name) =>
    `مرحبًا! أنا مساعدك في البرمجة${name ? ` بلغة ${name}` : ''}.\n\n` +
    'يمكنك لصق الكود هنا أو وصف المشكلة: ماذا يُفترض أن يفعل البرنامج، وماذا يحدث بدلًا من ذلك؟ ' +
    'وسنجد الخطأ معًا، واختبارًا يكشفه.',
};

/** The first turn's text, in the learner's language. */
export function openingText(opening: Opening, language: Language): string {
  if (opening.kind === 'unit') return UNIT[language](opening.unitName, opening.of);
  if (opening.kind === 'project') return PROJECT[language](opening.title, opening.steps);
  return CODE[language](opening.languageName);
}
