import { conversationHarness } from './support/harness';

describe('conversation: the syllabus: subjects, units, languages and projects in both languages', () => {
  const t = conversationHarness();
  const { gql, learner } = t;

  it('describes subjects, languages and projects in both languages', async () => {
    const nour = await learner();
    const { data } = await gql(
      nour,
      `{ subjects(stage: "high", year: "1") { subjects { id description descriptionAr } }
         programmingLanguages { id description descriptionAr } projects(languageId: "python") { titleAr descriptionAr } }`,
    );
    const physics = data!.subjects.subjects.find((s: { id: string }) => s.id === 'high-1-physics');
    expect(physics).toEqual({
      id: 'high-1-physics',
      description: 'Motion, waves, electricity and modern physics',
      descriptionAr: 'الحركة والموجات والكهرباء والفيزياء الحديثة',
    });
    for (const item of [...data!.subjects.subjects, ...data!.programmingLanguages, ...data!.projects])
      expect(item.descriptionAr).toMatch(/[\u0600-\u06FF]/);
    for (const project of data!.projects) expect(project.titleAr).toMatch(/[\u0600-\u06FF]/);
  });
  describe('the syllabus', () => {
    const STAGES: [string, string[]][] = [
      ['primary', ['1', '2', '3', '4', '5', '6']],
      ['middle', ['1', '2', '3']],
      ['high', ['1', '2', '3']],
    ];
    const ARABIC = /[\u0600-\u06FF]/;
    const LATIN = /[A-Za-z]/;

    it('gives every subject of every stage and year (primary 1-6) at least four units named in Arabic and English', async () => {
      const nour = await learner();
      let subjectsSeen = 0;
      for (const [stage, years] of STAGES)
        for (const year of years) {
          const { data, errors } = await gql(
            nour,
            'query($s: String!, $y: String!) { subjects(stage: $s, year: $y) { unsupportedStage subjects { id units { id name nameEn } } } }',
            { s: stage, y: year },
          );
          expect(errors).toBeUndefined();
          expect({ stage, year, unsupported: data!.subjects.unsupportedStage }).toEqual({
            stage,
            year,
            unsupported: false,
          });
          for (const subject of data!.subjects.subjects) {
            subjectsSeen++;
            expect(subject.id).toMatch(new RegExp(`^${stage}-${year}-`));
            expect({ id: subject.id, enough: subject.units.length >= 4 }).toEqual({
              id: subject.id,
              enough: true,
            });
            for (const unit of subject.units) {
              expect(unit.id).toMatch(new RegExp(`^${subject.id}-`));
              expect(unit.name).toMatch(ARABIC);
              expect(unit.nameEn).toMatch(LATIN);
            }
          }
        }
      // 5 subjects in primary 1-3, 7 in primary 4-6, 6 in middle, 9 in high.
      expect(subjectsSeen).toBe(5 * 3 + 7 * 3 + 6 * 3 + 9 * 3);
      // Years beyond a stage's are refused, with a message.
      for (const [stage, year] of [
        ['middle', '4'],
        ['high', '6'],
        ['primary', '7'],
      ])
        expect(
          (
            await gql(
              nour,
              'query($s: String!, $y: String!) { subjects(stage: $s, year: $y) { unsupportedStage } }',
              {
                s: stage,
                y: year,
              },
            )
          ).errors?.[0],
        ).toMatchObject({
          message: expect.stringMatching(/year must be/),
          extensions: { code: 'BAD_USER_INPUT' },
        });
    });

    it('gives every language at least four topics and every project a brief, skills and at least three steps, in both languages', async () => {
      const nour = await learner();
      const { data } = await gql(nour, '{ programmingLanguages { id topics { id name nameEn } } }');
      expect(data!.programmingLanguages.length).toBeGreaterThanOrEqual(7);
      let projectsSeen = 0;
      for (const language of data!.programmingLanguages) {
        expect({ id: language.id, enough: language.topics.length >= 4 }).toEqual({
          id: language.id,
          enough: true,
        });
        for (const topic of language.topics) {
          expect(topic.name).toMatch(ARABIC);
          expect(topic.nameEn).toMatch(LATIN);
        }
        const projects = (
          await gql(
            nour,
            'query($l: ID!) { projects(languageId: $l) { id brief briefAr skills skillsAr steps { text textEn } } }',
            { l: language.id },
          )
        ).data!.projects;
        expect(projects.length).toBeGreaterThan(0);
        for (const project of projects) {
          projectsSeen++;
          expect(project.brief).toMatch(LATIN);
          expect(project.briefAr).toMatch(ARABIC);
          expect(project.skills.length).toBeGreaterThan(0);
          expect(project.skillsAr).toHaveLength(project.skills.length);
          expect({ id: project.id, enough: project.steps.length >= 3 }).toEqual({
            id: project.id,
            enough: true,
          });
          for (const step of project.steps) {
            expect(step.text).toMatch(ARABIC);
            expect(step.textEn).toMatch(LATIN);
          }
        }
      }
      expect(projectsSeen).toBe(30);
    });
  });
});
