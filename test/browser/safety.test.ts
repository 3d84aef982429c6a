/**
 * Safety moderation in Chromium against the whole system (ADR 17): an Arabic learner on a phone sends a message
 * with their phone number in the chat and reads the kind reply instead of the model's, with their remaining
 * messages unchanged; the owner sees the flag (learner, category, excerpt) in the Flags section in English and
 * Arabic at phone and desktop widths (no overflow, no serious axe finding) and dismisses it, after which the empty
 * state shows. Screenshots go to test-artifacts/screenshots/{chat,owner}-flags-*.png.
 */
import { eventually, OWNER_EMAIL, signedUp } from '@tutor/test-kit';
import { ar as arPrompts } from '../../services/tutor-inference/src/domain/prompts/ar';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import { browserSystemForFile, describeInBrowser, shootAtBothWidths, signInOnStandIn } from './chromium';

const REMAINING = '{ me { remainingMessages } }';
const MESSAGE = 'ابعتلي رقمك، رقمي 01012345678';

describeInBrowser('the owner’s safety flags in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('safety-web', {
    MODERATION_PROVIDER: 'local',
    DEV_MODEL_TTFT_MS: '20',
    DEV_MODEL_TOKENS_PER_SECOND: '400',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '0',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '0',
  });

  it('answers a flagged chat message kindly; the owner sees the flag in both languages and dismisses it', async () => {
    const gateway = system.gateway;
    const owner = await signedUp(gateway, OWNER_EMAIL, 'Olivia Owner');
    // The learner is onboarded over HTTP with a school conversation; the browser signs in and chats.
    const learner = await signedUp(gateway, 'youssef@school.test', 'Youssef');
    await learner.gql('mutation { setLanguage(language: "ar") { id } }');
    await learner.gql('mutation { setUserType(userType: "student") { id } }');
    await learner.gql(
      'mutation { saveStudentDetails(educationalStage: "middle", academicYear: "2") { id } }',
    );
    const conversationId = (await learner.gql('mutation { startConversation(kind: SCHOOL) { id } }')).data!
      .startConversation.id;
    const remaining = (await learner.gql(REMAINING)).data!.me.remainingMessages as number;

    const chat = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar-EG' });
    const phone = await chat.newPage();
    await phone.goto(`${gateway}/login`);
    await phone.getByRole('button', { name: ar.login.signIn }).click();
    await signInOnStandIn(phone, 'youssef@school.test', 'Youssef');
    await phone.waitForURL(`${gateway}/`);
    await phone.goto(`${gateway}/Chat/${conversationId}`);
    await phone.getByRole('textbox', { name: ar.chat.messageLabel }).fill(MESSAGE);
    await phone.getByRole('button', { name: ar.chat.send, exact: true }).click();
    const reply = phone.locator('.bubble.model').first();
    await reply.getByRole('button', { name: ar.chat.copyReply }).waitFor({ timeout: 60_000 }); // stored
    const kind = arPrompts.safetyReply('personal_data', 'message', '16000');
    expect((await reply.locator('.bubble-body').innerText()).trim()).toBe(kind);
    expect((await learner.gql(REMAINING)).data!.me.remainingMessages).toBe(remaining);
    // The status bar, which showed the charge at send, shows the count given back.
    await phone
      .getByText(ar.chat.remaining.replace('{{count}}', remaining.toLocaleString('ar-EG')))
      .waitFor();
    await shootAtBothWidths(phone, 'chat-flags-ar', { axe: true });
    await chat.close();

    await eventually(
      () => owner.gql('{ flags { id } }'),
      (r) => r.data?.flags?.length === 1,
    );

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${gateway}/login`);
    await page.getByRole('button', { name: en.login.signIn }).click();
    await signInOnStandIn(page, OWNER_EMAIL, 'Olivia Owner');
    await page.goto(`${gateway}/owner`);

    const section = page.getByRole('region', { name: en.owner.flags.title });
    const flag = section.getByRole('listitem');
    await flag.getByText(MESSAGE).waitFor();
    expect(await flag.count()).toBe(1);
    await flag.getByText(en.owner.flags.category.personal_data).waitFor();
    await flag.getByText('Learner: Youssef (youssef@school.test)').waitFor();
    await flag.getByText(en.owner.flags.source.message).waitFor();
    await shootAtBothWidths(page, 'owner-flags-en', { axe: true });

    await page.getByRole('button', { name: en.header.switchLanguage }).click();
    const arSection = page.getByRole('region', { name: ar.owner.flags.title });
    await arSection.getByText(ar.owner.flags.category.personal_data).waitFor();
    await shootAtBothWidths(page, 'owner-flags-ar', { axe: true });

    await arSection.getByRole('button', { name: ar.owner.flags.dismiss }).click();
    await page.getByText(ar.owner.flags.dismissed).waitFor();
    await arSection.getByRole('heading', { name: ar.owner.flags.none }).waitFor();
    expect(await arSection.getByRole('listitem').count()).toBe(0);
    expect((await owner.gql('{ flags(includeDismissed: true) { dismissed } }')).data!.flags).toEqual([
      { dismissed: true },
    ]);
    await context.close();
  }, 120_000);
});
