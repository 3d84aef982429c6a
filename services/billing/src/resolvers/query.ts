import {
  badInput,
  dayRange,
  decodeCursor,
  encodeCursor,
  PG_TIME,
  requireOwner,
  requireUser,
} from '@tutor/service-runtime';
import { z } from 'zod';
import {
  countBilling,
  findScreenshot,
  incomePerMonth,
  listRequests,
  requestPage,
  type PaymentStatus,
  type RequestCursor,
} from '../data/payments';
import { paymentStatus } from '../domain/payments';
import { requirePlanReader } from '../domain/readers';
import type { QueryResolvers } from '../generated/graphql';
import { checkedChildId } from './mutation';

const STATUSES = ['pending', 'confirmed', 'rejected'];

/** A page's endCursor: the last request's time and id. */
const Cursor = z
  .object({ c: z.string().regex(PG_TIME), i: z.string().uuid() })
  .transform(({ c, i }): RequestCursor => ({ createdAt: c, id: i }));
const cursorText = (c: RequestCursor) => encodeCursor({ c: c.createdAt, i: c.id });

export const Query: QueryResolvers = {
  pricing: (_, __, { config }) => ({
    monthlyPriceEgp: config.MONTHLY_PRICE_EGP,
    subscriptionDays: config.SUBSCRIPTION_DAYS,
    freeMessages: config.FREE_MESSAGES,
  }),
  async paymentStatus(_, args, ctx) {
    const childId = checkedChildId(args.childId);
    if (childId === undefined) return paymentStatus(ctx.pool, requireUser(ctx).id);
    await requirePlanReader(ctx, childId); // the child, a linked parent (or the owner)
    return paymentStatus(ctx.pool, childId);
  },
  paymentDetails: (_, __, { config }) => ({
    instapayAddress: config.PAYMENT_INSTAPAY_ADDRESS,
    whatsappNumber: config.PAYMENT_WHATSAPP_NUMBER,
    priceEgp: config.MONTHLY_PRICE_EGP,
    currency: 'EGP',
    subscriptionDays: config.SUBSCRIPTION_DAYS,
  }),
  // A data URL through the owner-only GraphQL field: no URL a learner could guess, no second auth path to keep.
  async paymentScreenshot(_, args, ctx) {
    requireOwner(ctx);
    const id = z.string().uuid().safeParse(args.requestId);
    if (!id.success) throw badInput('requestId must be a UUID', 'requestId');
    const shot = await findScreenshot(ctx.pool, id.data);
    return shot ? `data:${shot.mimeType};base64,${shot.bytes.toString('base64')}` : null;
  },
  paymentRequests(_, args, ctx) {
    requireOwner(ctx);
    if (args.status && !STATUSES.includes(args.status))
      throw badInput(`status must be one of: ${STATUSES.join(', ')}`, 'status');
    return listRequests(ctx.pool, (args.status ?? undefined) as PaymentStatus | undefined);
  },
  async paymentRequestPage(_, args, ctx) {
    requireOwner(ctx);
    if (args.status && !STATUSES.includes(args.status))
      throw badInput(`status must be one of: ${STATUSES.join(', ')}`, 'status');
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > 200)
      throw badInput('first must be 1 to 200', 'first');
    const after = args.after ? decodeCursor(args.after, Cursor) : undefined;
    const status = (args.status ?? undefined) as PaymentStatus | undefined;
    const page = await requestPage(ctx.pool, status, args.first, after);
    return { requests: page.requests, endCursor: page.next && cursorText(page.next) };
  },
  billingStats(_, __, ctx) {
    requireOwner(ctx);
    return countBilling(ctx.pool, new Date());
  },
  income(_, args, ctx) {
    requireOwner(ctx);
    const { from, to } = dayRange(args.from, args.to);
    // Approvals from before prices were recorded count at today's price.
    return incomePerMonth(ctx.pool, from, to, { amount: ctx.config.MONTHLY_PRICE_EGP, currency: 'EGP' });
  },
  costExchangeRate(_, __, ctx) {
    requireOwner(ctx);
    return ctx.config.COST_EGP_PER_USD;
  },
};
