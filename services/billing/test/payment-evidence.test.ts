import { billingHarness, OWNER_ID } from './support/harness';

describe('billing: payment details and the evidence of a transfer', () => {
  const t = billingHarness();
  const { registered, graphql } = t;

  describe('payment details and the evidence of a transfer', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really pixels'),
    ]);
    const send = `mutation Send($reference: String, $screenshotBase64: String) {
      requestPayment(reference: $reference, screenshotBase64: $screenshotBase64) { id status reference hasScreenshot }
    }`;
    const shotOf = (requestId: string) => `{ paymentScreenshot(requestId: "${requestId}") }`;
    const asUser = (u: { id: string; email: string }) => ({ ...u, role: 'User' as const });
    const owner = { id: OWNER_ID, email: 'owner@tutor.test', role: 'Owner' as const };
    const stored = async (userId: string) =>
      (
        await t.svc.pool.query<{ n: string }>(
          'SELECT count(*) AS n FROM payment_requests WHERE user_id = $1',
          [userId],
        )
      ).rows[0]!.n;

    it('tells a learner where and how much to pay, from the settings', async () => {
      const learner = asUser(await registered());
      expect(
        (
          await graphql(
            '{ paymentDetails { instapayAddress whatsappNumber priceEgp currency subscriptionDays } }',
            learner,
          )
        ).data,
      ).toEqual({
        paymentDetails: {
          instapayAddress: 'tutor-test@instapay',
          whatsappNumber: '+20 111 222 3333',
          priceEgp: 120,
          currency: 'EGP',
          subscriptionDays: 30,
        },
      });
    });

    it('stores the reference and screenshot with the request; only the owner reads the screenshot', async () => {
      const learner = asUser(await registered());
      const other = asUser(await registered());
      const sent = await graphql(send, learner, {
        reference: '  IPN-2026-0001  ',
        screenshotBase64: `data:image/png;base64,${png.toString('base64')}`,
      });
      const request = (sent.data as { requestPayment: { id: string } }).requestPayment;
      expect(sent.data).toEqual({
        requestPayment: {
          id: request.id,
          status: 'pending',
          reference: 'IPN-2026-0001',
          hasScreenshot: true,
        },
      });
      // The owner sees it beside the request, and reads the image as a data URL.
      const listed = await graphql(
        '{ paymentRequests(status: "pending") { id reference hasScreenshot } }',
        owner,
      );
      expect((listed.data as { paymentRequests: unknown[] }).paymentRequests).toContainEqual({
        id: request.id,
        reference: 'IPN-2026-0001',
        hasScreenshot: true,
      });
      expect((await graphql(shotOf(request.id), owner)).data).toEqual({
        paymentScreenshot: `data:image/png;base64,${png.toString('base64')}`,
      });
      // Neither another learner nor the learner who sent it can read it back.
      for (const caller of [other, learner, undefined]) {
        const read = await graphql(shotOf(request.id), caller);
        expect(read.data?.paymentScreenshot ?? null).toBeNull();
        expect(read.errors?.[0]?.extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      }
      expect((await graphql(shotOf('not-a-uuid'), owner)).errors?.[0]?.extensions.code).toBe(
        'BAD_USER_INPUT',
      );
      // A request without evidence (as /auth/notify-payment sends it) still works.
      const plain = await graphql(send, other);
      expect(plain.data).toMatchObject({
        requestPayment: { status: 'pending', reference: null, hasScreenshot: false },
      });
      const none = (plain.data as { requestPayment: { id: string } }).requestPayment.id;
      expect((await graphql(shotOf(none), owner)).data).toEqual({ paymentScreenshot: null });
    });

    it('refuses a screenshot of the wrong type or size, and a long reference, with a clear message, storing nothing', async () => {
      const learner = asUser(await registered());
      const cases = [
        {
          variables: { screenshotBase64: Buffer.from('GIF89a......').toString('base64') },
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Only PNG, JPEG and WebP images can be sent',
        },
        {
          variables: {
            screenshotBase64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
          },
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Only PNG, JPEG and WebP images can be sent',
        },
        {
          variables: { screenshotBase64: Buffer.concat([png, Buffer.alloc(4096)]).toString('base64') },
          code: 'PAYLOAD_TOO_LARGE',
          message: 'The image is larger than 2 KB',
        },
        {
          variables: { reference: 'x'.repeat(101) },
          code: 'BAD_USER_INPUT',
          message: 'reference must be at most 100 characters',
        },
      ];
      for (const { variables, code, message } of cases) {
        const refused = await graphql(send, learner, variables);
        expect({ code: refused.errors?.[0]?.extensions.code, message: refused.errors?.[0]?.message }).toEqual(
          {
            code,
            message,
          },
        );
      }
      expect(await stored(learner.id)).toBe('0');
    });
  });
});
