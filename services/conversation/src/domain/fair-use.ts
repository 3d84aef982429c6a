import { fairUseRefusal, type FairUseRefusal } from '@tutor/contracts';
import { ConversationError } from './errors';

/**
 * Billing's FAIR_USE_LIMIT refusal (ADR 5) as the learner reads it, in their language: which ceiling, its figure
 * and the time it lifts. The server does not know the learner's time zone; the product's learners are in Egypt,
 * so the time is said in Cairo time (the web app formats `liftsAt` in the reader's own zone instead).
 */
const CAIRO = 'Africa/Cairo';

function phrase(r: FairUseRefusal, language: 'ar' | 'en'): string {
  const lifts = new Date(r.liftsAt);
  if (language === 'ar') {
    const number = new Intl.NumberFormat('ar-EG');
    const time = new Intl.DateTimeFormat('ar-EG', { hour: 'numeric', minute: '2-digit', timeZone: CAIRO });
    const figure =
      r.ceiling === 'MESSAGES'
        ? `عدد الرسائل: ${number.format(Number(r.limit))}`
        : `تكلفة ${number.format(Number(r.limit))} دولار أمريكي`;
    return `لقد وصلت إلى حد الاستخدام العادل لهذا اليوم في الخطة الشهرية (${figure}). يمكنك الإرسال مرة أخرى الساعة ${time.format(lifts)} بتوقيت القاهرة.`;
  }
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: CAIRO });
  const figure = r.ceiling === 'MESSAGES' ? `${r.limit} messages` : `US$${r.limit} of tutoring`;
  return `You've reached today's fair-use limit on the monthly plan (${figure}). You can send again at ${time.format(lifts)} Cairo time.`;
}

/**
 * The refusal to give the learner: FAIR_USE_LIMIT with the refusal's figures in the error's extensions (ceiling,
 * limit, liftsAt); billing's own words if its details do not read as its contract says.
 */
export function fairUseError(details: unknown, billingMessage: string, language: 'ar' | 'en') {
  const refusal = fairUseRefusal.safeParse(details);
  if (!refusal.success) return new ConversationError('FAIR_USE_LIMIT', billingMessage);
  return new ConversationError('FAIR_USE_LIMIT', phrase(refusal.data, language), undefined, refusal.data);
}
