/**
 * Two owner-facing journeys of issue 19 in Chromium against the whole system, each screen at 390 and 1280 px
 * without sideways overflow or serious axe findings (screenshots: test-artifacts/screenshots/{pay-child,
 * owner-pay-child,owner-suspend,chat-suspended}-*.png):
 * - a parent (Arabic, then English) pays for a linked child from /family with the learner's own payment page;
 *   the child sees the request as her own; the owner reads "Paid for {child} by {parent}" in both languages and
 *   approves, and the parent's page says the child now has the monthly plan (ADR 18);
 * - the owner suspends a flagged learner from the Flags section (after a confirmation); the learner's chat shows
 *   why, in Arabic and English, with the composer disabled; the owner reinstates them from the user directory and
 *   the composer is back (ADR 17).
 */
import type { Page } from 'playwright-core';
import { eventually, OWNER_EMAIL, signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import { browserSystemForFile, describeInBrowser, shootAtBothWidths, signInOnStandIn } from './chromium';

// From services/tutor-inference/test/moderation/safety-set.json: the local check flags it as self_harm.
const FLAGGED = 'I want to kill myself, nothing matters anymore';
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

describeInBrowser('a parent pays for a child, the owner suspends a learner (Chromium, whole system)', () => {
  let owner: Awaited<ReturnType<typeof signedUp>>;

  const { system, browser } = browserSystemForFile('pay-suspend-web', {
    MODERATION_PROVIDER: 'local',
    DEV_MODEL_TTFT_MS: '20',
    DEV_MODEL_TOKENS_PER_SECOND: '400',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
  });
  beforeAll(async () => {
    owner = await signedUp(system.gateway, OWNER_EMAIL, 'Olivia Owner');
  });

  /** A person already signed up (over HTTP), signing in through the pages in a browser of their language. */
  async function signedInPage(email: string, name: string, locale: 'ar-EG' | 'en-US'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    const page = await context.newPage();
    await page.goto(`${system.gateway}/login`);
    await page.getByRole('button', { name: locale === 'ar-EG' ? ar.login.signIn : en.login.signIn }).click();
    await signInOnStandIn(page, email, name);
    await page.waitForURL(
      (url) => !url.pathname.startsWith('/interaction') && !url.pathname.includes('/auth/'),
    );
    return page;
  }

  it('a parent pays for a child in Arabic and English; the owner sees "for the child by the parent" and approves', async () => {
    const gateway = system.gateway;
    const salma = await signedUp(gateway, 'salma@pay-web.test', 'Salma');
    for (const m of [
      'setLanguage(language: "en") { id }',
      'setUserType(userType: "student") { id }',
      'saveStudentDetails(educationalStage: "high", academicYear: "1") { id }',
    ])
      expect((await salma.gql(`mutation { ${m} }`)).errors).toBeUndefined();
    const hany = await signedUp(gateway, 'hany@pay-web.test', 'Hany');
    await hany.gql('mutation { setLanguage(language: "ar") { id } }');
    await hany.gql('mutation { setUserType(userType: "parent") { id } }');
    const salmaId = (await salma.gql('{ me { id } }')).data!.me.id as string;
    const code = (
      await eventually(
        () => salma.gql('mutation { createLinkCode { code } }'),
        (r) => !r.errors,
      )
    ).data!.createLinkCode.code;
    await eventually(
      () => hany.gql('mutation($c: String!) { redeemLinkCode(code: $c) { name } }', { c: code }),
      (r) => !r.errors,
    );
    // Billing admits Hany once the link's event has reached it.
    await eventually(
      () => hany.gql('query($c: ID) { paymentStatus(childId: $c) { status } }', { c: salmaId }),
      (r) => !r.errors,
    );

    // Hany, in Arabic: /family → Pay for Salma → the payment page for her.
    const parent = await signedInPage('hany@pay-web.test', 'Hany', 'ar-EG');
    await parent.goto(`${gateway}/family`);
    const child = parent.locator('section.family-child', { hasText: 'Salma' });
    await child.getByRole('link', { name: fill(ar.family.payFor, { name: 'Salma' }) }).click();
    await parent.waitForURL(/\/upgrade\?child=/);
    await parent
      .getByRole('heading', { name: fill(ar.upgrade.forChildTitle, { name: 'Salma' }), level: 1 })
      .waitFor();
    await parent.getByText(fill(ar.upgrade.forChildLead, { name: 'Salma' })).waitFor();
    await parent.getByRole('textbox', { name: ar.upgrade.reference }).waitFor();
    await shootAtBothWidths(parent, 'pay-child-form-ar', { axe: true });
    await parent.getByRole('textbox', { name: ar.upgrade.reference }).fill('IP-778899');
    await parent.getByRole('button', { name: ar.upgrade.paymentSent }).click();
    await parent.getByText(ar.upgrade.thanks).waitFor();
    await shootAtBothWidths(parent, 'pay-child-pending-ar', { axe: true });

    // Salma sees the request as her own.
    const student = await signedInPage('salma@pay-web.test', 'Salma', 'en-US');
    await student.goto(`${gateway}/upgrade`);
    await student.getByText(en.upgrade.thanks).waitFor();
    await student.context().close();

    // The owner reads who it is for and who paid, in English and Arabic, and approves.
    const desk = await signedInPage(OWNER_EMAIL, 'Olivia Owner', 'en-US');
    await desk.goto(`${gateway}/owner`);
    const pending = desk.getByRole('region', { name: en.owner.pending });
    const request = pending.getByRole('listitem').filter({ hasText: 'Salma' });
    await request.getByText(fill(en.owner.forChildBy, { child: 'Salma', parent: 'Hany' })).waitFor();
    await request.getByText('IP-778899').waitFor();
    await shootAtBothWidths(desk, 'owner-pay-child-en', { axe: true });
    await desk.getByRole('button', { name: en.header.switchLanguage }).click();
    const arRequest = desk
      .getByRole('region', { name: ar.owner.pending })
      .getByRole('listitem')
      .filter({ hasText: 'Salma' });
    await arRequest.getByText(fill(ar.owner.forChildBy, { child: 'Salma', parent: 'Hany' })).waitFor();
    await shootAtBothWidths(desk, 'owner-pay-child-ar', { axe: true });
    await arRequest.getByRole('button', { name: ar.owner.confirm }).click();
    await desk.getByRole('dialog').getByRole('button', { name: ar.owner.confirm }).click(); // it asks first
    await desk.getByText(ar.owner.confirmSuccess).waitFor();
    // Decided, it stays "for Salma by Hany" in the approved history.
    await desk
      .getByRole('region', { name: ar.owner.approved })
      .getByText(fill(ar.owner.forChildBy, { child: 'Salma', parent: 'Hany' }))
      .waitFor();
    await desk.context().close();

    // Salma is subscribed (Hany is not); Hany's page, now in English, says so once its poll sees the decision.
    expect((await salma.gql('{ me { plan isSubscribed } }')).data!.me).toEqual({
      plan: 'Monthly',
      isSubscribed: true,
    });
    expect(
      (await owner.gql('{ paymentRequests(status: "confirmed") { name requestedByName } }')).data,
    ).toEqual({
      paymentRequests: [{ name: 'Salma', requestedByName: 'Hany' }],
    });
    await parent.getByRole('button', { name: ar.header.switchLanguage }).click();
    await parent.getByText(fill(en.upgrade.childApproved, { name: 'Salma' })).waitFor({ timeout: 20_000 });
    await parent
      .getByRole('heading', { name: fill(en.upgrade.childActiveTitle, { name: 'Salma' }) })
      .waitFor();
    await shootAtBothWidths(parent, 'pay-child-approved-en', { axe: true });
    expect((await hany.gql('{ me { isSubscribed } }')).data!.me.isSubscribed).toBe(false);
    await parent.context().close();
  }, 240_000);

  it('the owner suspends a flagged learner from Flags; the chat shows why in Arabic and English; reinstated, it is back', async () => {
    const gateway = system.gateway;
    const youssef = await signedUp(gateway, 'youssef@suspend-web.test', 'Youssef');
    await youssef.gql('mutation { setLanguage(language: "ar") { id } }');
    await youssef.gql('mutation { setUserType(userType: "student") { id } }');
    await youssef.gql(
      'mutation { saveStudentDetails(educationalStage: "middle", academicYear: "2") { id } }',
    );
    const conversationId = (await youssef.gql('mutation { startConversation(kind: SCHOOL) { id } }')).data!
      .startConversation.id;
    const sent = await youssef.gql(
      `mutation($c: ID!) { sendMessage(conversationId: $c, messageId: "1700000000001", content: "${FLAGGED}") { replyId } }`,
      { c: conversationId },
    );
    expect(sent.errors).toBeUndefined();
    await eventually(
      () => owner.gql('{ flags { learnerEmail } }'),
      (r) =>
        r.data?.flags?.some((f: { learnerEmail: string }) => f.learnerEmail === 'youssef@suspend-web.test'),
    );

    // The owner, in English (the first journey left them in Arabic): Flags → Suspend learner → confirm.
    await owner.gql('mutation { setLanguage(language: "en") { id } }');
    const desk = await signedInPage(OWNER_EMAIL, 'Olivia Owner', 'en-US');
    await desk.goto(`${gateway}/owner`);
    const flag = desk
      .getByRole('region', { name: en.owner.flags.title })
      .getByRole('listitem')
      .filter({ hasText: 'youssef@suspend-web.test' });
    await flag.getByRole('button', { name: /^Suspend / }).click();
    const dialog = desk.getByRole('dialog', { name: en.owner.suspend.title });
    await dialog.getByText(en.owner.suspend.body).waitFor();
    await shootAtBothWidths(desk, 'owner-suspend-dialog-en', { axe: true });
    await dialog.getByRole('button', { name: en.owner.suspend.action }).click();
    await desk.getByText(en.owner.suspend.done).waitFor();
    await flag.getByText(en.owner.suspend.suspended, { exact: true }).waitFor();
    await shootAtBothWidths(desk, 'owner-suspend-flags-en', { axe: true });

    // Youssef, on a phone in Arabic: the chat says why and the composer is disabled.
    await eventually(
      () => youssef.gql('{ me { suspended } }'),
      (r) => r.data?.me?.suspended === true,
    );
    const chat = await signedInPage('youssef@suspend-web.test', 'Youssef', 'ar-EG');
    await chat.setViewportSize({ width: 390, height: 844 });
    await chat.goto(`${gateway}/Chat/${conversationId}`);
    const banner = chat.getByRole('alert').filter({ hasText: ar.chat.suspendedTitle });
    await banner.getByText(ar.chat.suspendedBody).waitFor();
    expect(await chat.getByRole('textbox', { name: ar.chat.messageLabel }).isDisabled()).toBe(true);
    await shootAtBothWidths(chat, 'chat-suspended-ar', { axe: true });
    await chat.getByRole('button', { name: ar.header.switchLanguage }).click();
    await chat
      .getByRole('alert')
      .filter({ hasText: en.chat.suspendedTitle })
      .getByText(en.chat.suspendedBody)
      .waitFor();
    expect(await chat.getByRole('textbox', { name: en.chat.messageLabel }).isDisabled()).toBe(true);
    await shootAtBothWidths(chat, 'chat-suspended-en', { axe: true });

    // The owner reinstates Youssef from the user directory (in Arabic this time).
    await desk.getByRole('button', { name: en.header.switchLanguage }).click();
    const row = desk.getByRole('row').filter({ hasText: 'youssef@suspend-web.test' });
    await row.getByText(ar.owner.suspend.suspended, { exact: true }).waitFor();
    await shootAtBothWidths(desk, 'owner-suspend-directory-ar', { axe: true });
    await row.getByRole('button', { name: `${ar.owner.suspend.reinstate} youssef@suspend-web.test` }).click();
    await desk.getByText(ar.owner.suspend.reinstated).waitFor();
    await eventually(
      () => youssef.gql('{ me { suspended } }'),
      (r) => r.data?.me?.suspended === false,
    );
    await chat.reload();
    await chat.getByRole('textbox', { name: en.chat.messageLabel }).waitFor();
    expect(await chat.getByRole('textbox', { name: en.chat.messageLabel }).isDisabled()).toBe(false);
    expect(await chat.getByText(en.chat.suspendedTitle).count()).toBe(0);
    await desk.context().close();
    await chat.context().close();
  }, 240_000);
});
