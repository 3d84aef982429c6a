import { openingText } from '../src/domain/opening';

describe('the tutor’s first turn', () => {
  it('asks a unit’s opening question, in the learner’s language', () => {
    const unit = { kind: 'unit', unitName: 'Fractions', of: 'Math' } as const;
    expect(openingText(unit, 'en')).toMatch(
      /^Welcome to \*\*Fractions\*\* \(Math\)![\s\S]*about “Fractions”\?/,
    );
    const arabic = openingText({ kind: 'unit', unitName: 'الكسور', of: 'الرياضيات' }, 'ar');
    expect(arabic).toContain('**الكسور** (الرياضيات)');
    expect(arabic).toContain('ما أول ما يخطر ببالك عن «الكسور»؟');
  });

  it('gives a project’s first step, and how many there are', () => {
    const project = {
      kind: 'project',
      title: 'Calculator',
      steps: ['Read two numbers', 'Add them'],
    } as const;
    expect(openingText(project, 'en')).toContain('**Step 1 of 2:** Read two numbers');
    expect(openingText({ ...project, steps: ['اقرأ عددين', 'اجمعهما'] }, 'ar')).toContain(
      '**الخطوة ١ من ٢:** اقرأ عددين',
    );
    expect(openingText({ ...project, steps: [] }, 'en')).not.toContain('Step 1');
  });

  it('asks the coding assistant’s learner for their code or their problem', () => {
    expect(openingText({ kind: 'code', languageName: 'Python' }, 'en')).toMatch(
      /^Hi! I'm your Python coding assistant\.[\s\S]*Paste your code or describe the problem/,
    );
    expect(openingText({ kind: 'code' }, 'ar')).toContain('يمكنك لصق الكود هنا أو وصف المشكلة');
  });
});
