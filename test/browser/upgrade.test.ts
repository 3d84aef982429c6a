/**
 * The upgrade a learner can finish, in Chromium against the whole system: the learner sees where to pay (the
 * InstaPay address, the WhatsApp number, the amount, from billing's settings) and copies the address; sends
 * 'Payment Sent' with a reference, which the owner rejects; sends again with a transfer screenshot; the owner sees
 * the reference and the screenshot beside the request and confirms; the learner's page then shows the active plan
 * and its end date. Another learner cannot read the screenshot. Screenshots at 390 and 1280 px, Arabic and
 * English, go to test-artifacts/screenshots/upgrade-*.png.
 */
import type { Page } from 'playwright-core';
import { OWNER_EMAIL, signedUp } from '@tutor/test-kit';
import ar from '../../web/src/i18n/ar.json';
import en from '../../web/src/i18n/en.json';
import {
  browserSystemForFile,
  describeInBrowser,
  horizontalOverflow,
  seriousAxeViolations,
  shootAtBothWidths,
  shootPagesOnFailure,
  signInOnStandIn,
} from './chromium';

const INSTAPAY = 'tutor-upgrade-test@instapay';
const WHATSAPP = '+20 155 000 1234';
const PRICE = '149';

/**
 * Signs in through the Google stand-in and creates the account, as a person does; a learner then starts
 * onboarding, the owner lands on the panel.
 */
async function signUpInBrowser(page: Page, gateway: string, email: string, name: string) {
  await page.goto(`${gateway}/login`);
  await page.getByRole('button', { name: en.login.signIn }).click();
  await signInOnStandIn(page, email, name);
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: new RegExp(en.signup.create) }).click();
  await page.waitForURL(email === OWNER_EMAIL ? /\/owner$/ : /\/language-selection$/);
}

describeInBrowser('upgrade in Chromium (whole system)', () => {
  const { system, browser } = browserSystemForFile('upgrade', {
    PAYMENT_INSTAPAY_ADDRESS: INSTAPAY,
    PAYMENT_WHATSAPP_NUMBER: WHATSAPP,
    MONTHLY_PRICE_EGP: PRICE,
  });

  it('a learner pays, attaches the transfer, and after the owner confirms sees the active plan', async () => {
    await shootPagesOnFailure(browser, 'upgrade-failure', journey);
  }, 240_000);

  async function journey() {
    const gateway = system.gateway;
    const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await learnerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: gateway });
    const learner = await learnerContext.newPage();
    await signUpInBrowser(learner, gateway, 'huda@tutor.test', 'Huda');

    // Where to pay, in English: the address, the number and the amount from billing's settings.
    await learner.goto(`${gateway}/upgrade`);
    await learner.getByRole('heading', { name: en.upgrade.required }).waitFor();
    await learner.getByText(INSTAPAY, { exact: true }).waitFor();
    await learner.getByText(WHATSAPP, { exact: true }).waitFor();
    await learner
      .getByText(en.upgrade.amountValue.replace('{{price}}', PRICE).replace('{{days}}', '30'))
      .waitFor();
    await learner.getByText(en.upgrade.instructions).waitFor();

    // Copy the address: the clipboard holds it and the button says so.
    const copyAddress = learner.getByRole('button', {
      name: `${en.upgrade.copy} ${en.upgrade.instapayAddress}`,
    });
    await copyAddress.click();
    await copyAddress.getByText(en.upgrade.copied).waitFor();
    expect(await learner.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(INSTAPAY);
    await shootAtBothWidths(learner, 'upgrade-pay-en');
    expect(await horizontalOverflow(learner)).toEqual([]);
    expect(await seriousAxeViolations(learner)).toEqual([]);

    // A first 'Payment Sent' with only a reference; the owner rejects it.
    await learner.getByLabel(en.upgrade.reference).fill('IPN-FIRST-1');
    await learner.getByRole('button', { name: en.upgrade.paymentSent }).click();
    await learner.getByText(en.upgrade.thanks).waitFor();
    await learner.getByRole('list', { name: en.upgrade.timeline }).waitFor();
    expect(await learner.getByRole('button', { name: en.upgrade.paymentSent }).count()).toBe(0);

    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const owner = await ownerContext.newPage();
    await signUpInBrowser(owner, gateway, OWNER_EMAIL, 'Owner');
    await owner.goto(`${gateway}/owner`);
    await owner.getByText(en.owner.reference.replace('{{reference}}', 'IPN-FIRST-1')).waitFor();
    await owner.getByRole('button', { name: en.owner.reject }).click();
    await owner.getByRole('dialog').getByRole('button', { name: en.owner.reject }).click(); // it asks first
    await owner.getByText(en.owner.rejectSuccess).waitFor();

    // The learner's page shows the rejection (by polling) and lets them send again, now in Arabic.
    await learner.getByText(en.upgrade.rejected).waitFor({ timeout: 20_000 });
    await learner.getByRole('button', { name: en.header.switchLanguage }).click();
    await learner.getByRole('heading', { name: ar.upgrade.required }).waitFor();
    await learner.getByText(ar.upgrade.rejected).waitFor();
    await shootAtBothWidths(learner, 'upgrade-rejected-ar');
    expect(await horizontalOverflow(learner)).toEqual([]);

    // A file that only claims to be an image is refused, in the page's language, and nothing is sent.
    await learner.getByLabel(ar.upgrade.attachScreenshot).setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await learner.getByRole('button', { name: ar.upgrade.paymentSent }).click();
    await learner.getByText(ar.upgrade.screenshotType).waitFor();
    expect(await learner.getByText(ar.upgrade.thanks).count()).toBe(0);

    // Again, with a screenshot of the transfer (a real PNG, over 1 MB) and its reference.
    await learner.setViewportSize({ width: 400, height: 300 });
    const png = await learner.screenshot();
    await learner.setViewportSize({ width: 1280, height: 800 });
    const screenshot = Buffer.concat([png, Buffer.alloc(1_200_000 - png.length)]);
    await learner.getByLabel(ar.upgrade.attachScreenshot).setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: screenshot,
    });
    await learner.getByRole('img', { name: ar.upgrade.screenshotPreview }).waitFor();
    await learner.getByLabel(ar.upgrade.reference).fill('IPN-2026-123456');
    await shootAtBothWidths(learner, 'upgrade-attached-ar');
    await learner.getByRole('button', { name: ar.upgrade.paymentSent }).click();
    await learner.getByText(ar.upgrade.thanks).waitFor();
    await learner.getByRole('list', { name: ar.upgrade.timeline }).waitFor();
    await shootAtBothWidths(learner, 'upgrade-pending-ar');
    expect(await horizontalOverflow(learner)).toEqual([]);
    expect(await seriousAxeViolations(learner)).toEqual([]);

    // The owner sees the reference and the screenshot beside the request; the thumbnail opens larger.
    const shotRequested = owner.waitForRequest((r) => /PaymentScreenshot/.test(r.postData() ?? ''));
    await owner.reload();
    const shotRequest = await shotRequested;
    await owner.getByText(en.owner.reference.replace('{{reference}}', 'IPN-2026-123456')).waitFor();
    const thumb = owner.getByRole('button', { name: en.owner.openScreenshot.replace('{{name}}', 'Huda') });
    await thumb.waitFor();
    await thumb.click();
    const large = owner.getByRole('img', { name: en.owner.screenshot.replace('{{name}}', 'Huda') });
    await large.waitFor();
    expect(await large.evaluate((img: any) => img.naturalWidth)).toBe(400);
    await shootAtBothWidths(owner, 'upgrade-owner-screenshot-en');
    await owner.getByRole('button', { name: en.owner.closeScreenshot }).click();
    await shootAtBothWidths(owner, 'upgrade-owner-en');
    expect(await horizontalOverflow(owner)).toEqual([]);
    expect(await seriousAxeViolations(owner)).toEqual([]);

    // Another learner cannot read it, even knowing the request's id (taken from the owner's own request for it).
    const requestId = (shotRequest.postDataJSON() as { variables: { requestId: string } }).variables
      .requestId;
    const nosy = await signedUp(gateway, 'nosy2@tutor.test', 'Nosy Two');
    const read = await nosy.gql('query($id: ID!) { paymentScreenshot(requestId: $id) }', { id: requestId });
    expect(read.data?.paymentScreenshot ?? null).toBeNull();
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await owner.getByRole('button', { name: en.owner.confirm }).click();
    await owner.getByRole('dialog').getByRole('button', { name: en.owner.confirm }).click(); // it asks first
    await owner.getByText(en.owner.confirmSuccess).waitFor();

    // The learner's page: the approval, then the active plan and its end date; no 'Payment Sent', no 'Required'.
    await learner.getByText(ar.upgrade.approved).waitFor({ timeout: 20_000 });
    await learner.getByRole('heading', { name: ar.upgrade.activeTitle }).waitFor();
    // Formatted by the browser, as the page does (its ICU may differ from Node's).
    const ends = await learner.evaluate(() =>
      new Date(Date.now() + 30 * 24 * 3600 * 1000).toLocaleDateString('ar-EG', { dateStyle: 'long' }),
    );
    await learner.getByText(ar.upgrade.activeUntil.replace('{{date}}', ends)).waitFor();
    expect(await learner.getByRole('button', { name: ar.upgrade.paymentSent }).count()).toBe(0);
    expect(await learner.getByRole('heading', { name: ar.upgrade.required }).count()).toBe(0);
    await shootAtBothWidths(learner, 'upgrade-active-ar');
    expect(await seriousAxeViolations(learner)).toEqual([]);
    await learner.getByRole('button', { name: ar.header.switchLanguage }).click();
    await learner.getByRole('heading', { name: en.upgrade.activeTitle }).waitFor();
    await shootAtBothWidths(learner, 'upgrade-active-en');
    await learner.reload();
    await learner.getByRole('heading', { name: en.upgrade.activeTitle }).waitFor();
    expect(await learner.getByRole('button', { name: en.upgrade.paymentSent }).count()).toBe(0);

    await learnerContext.close();
    await ownerContext.close();
  }
});
