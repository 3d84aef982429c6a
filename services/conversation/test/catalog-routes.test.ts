import { CONVERSATION_INTERNAL } from '@tutor/contracts';
import { createInternalClient, InternalCallError } from '@tutor/service-runtime';
import { conversationHarness } from './support/harness';

/** The catalog as other services read it through CONVERSATION_INTERNAL (ADR 19, 22). */
describe('conversation: the internal catalog routes', () => {
  const t = conversationHarness();
  const client = () =>
    createInternalClient(CONVERSATION_INTERNAL, {
      baseUrl: `http://127.0.0.1:${t.conversation.port}`,
      secret: t.secret,
      issuer: 'practice',
      timeoutMs: 5000,
    });

  it("gives a subject's unit with its subject and both names", async () => {
    expect(await client().catalogUnit({ id: 'primary-3-math-fractions' })).toEqual({
      id: 'primary-3-math-fractions',
      subjectId: 'primary-3-math',
      languageId: null,
      nameAr: 'الكسور',
      nameEn: 'Fractions',
    });
  });

  it("gives a programming language's topic with its language", async () => {
    expect(await client().catalogUnit({ id: 'python-loops' })).toMatchObject({
      id: 'python-loops',
      subjectId: null,
      languageId: 'python',
      nameEn: 'Loops: for and while',
    });
  });

  it('answers 404 for a unit the catalog does not have', async () => {
    const err = await client()
      .catalogUnit({ id: 'primary-3-math-nothing' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InternalCallError);
    expect((err as InternalCallError).status).toBe(404);
  });
});
