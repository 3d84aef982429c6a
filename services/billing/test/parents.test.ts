import { ParentLinkedSchema, ParentUnlinkedSchema, TOPICS, UserDeletedSchema } from '@tutor/contracts';
import { encodeEvent } from '@tutor/service-runtime';
import { eventually } from '@tutor/test-kit';
import { BillingError } from '../src/domain/errors';
import { confirmPayment, paymentStatus, requestPayment } from '../src/domain/payments';
import { findPlan } from '../src/data/plans';
import { planView } from '../src/domain/plan';
import { billingHarness, settings, OWNER_ID } from './support/harness';

describe('billing: a linked parent reads and pays for a child', () => {
  const t = billingHarness();
  const { registered, familyEvent, graphql } = t;

  it("lets a linked parent read a child's plan until unlinked, and no other user's", async () => {
    const child = await registered();
    const stranger = await registered();
    const parent = { ...(await registered()), role: 'User' as const };
    const plan = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { plan remainingMessages } } }`;
    const read = (id: string) => graphql(plan, parent, { r: [{ __typename: 'User', id }] });
    const announce = (schema: typeof ParentLinkedSchema | typeof ParentUnlinkedSchema) =>
      familyEvent(schema, parent.id, child.id);
    expect((await read(child.id)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await announce(ParentLinkedSchema);
    const linked = await eventually(
      () => read(child.id),
      (r) => !r.errors,
    );
    expect(linked.data).toEqual({ _entities: [{ plan: 'Free', remainingMessages: 10 }] });
    expect((await read(stranger.id)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await announce(ParentUnlinkedSchema);
    await eventually(
      () => read(child.id),
      (r) => r.errors?.[0]?.extensions.code === 'FORBIDDEN',
    );
    expect(
      (await graphql(plan, undefined, { r: [{ __typename: 'User', id: child.id }] })).errors?.[0]?.extensions
        .code,
    ).toBe('UNAUTHENTICATED');
  });
  it("lets a linked parent pay for a child: the child's one open request, approval subscribes the child; anyone else is refused", async () => {
    const child = await registered(undefined, 'Salma');
    const parent = await registered(undefined, 'Hany');
    const stranger = await registered(undefined, 'Omar');
    await familyEvent(ParentLinkedSchema, parent.id, child.id);
    // Not linked (yet, or ever): refused before anything is stored.
    await expect(requestPayment(t.svc.pool, stranger, {}, child.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const byParent = await eventually(
      () =>
        requestPayment(t.svc.pool, parent, { reference: 'IP-1' }, child.id).catch((err: BillingError) => err),
      (r) => !(r instanceof BillingError),
    );
    expect(byParent).toMatchObject({
      user_id: child.id,
      email: child.email,
      name: 'Salma',
      status: 'pending',
      reference: 'IP-1',
      requested_by: parent.id,
      requested_by_name: 'Hany',
    });
    // The child's own press is the same slot; the opener stays recorded.
    const own = await requestPayment(t.svc.pool, child);
    expect(own).toMatchObject({ id: (byParent as { id: string }).id, requested_by: parent.id });
    expect((await paymentStatus(t.svc.pool, child.id)).status).toBe('pending');
    expect((await paymentStatus(t.svc.pool, parent.id)).status).toBe('none');

    await confirmPayment(t.svc.pool, child.email, settings, OWNER_ID);
    expect(planView((await findPlan(t.svc.pool, child.id))!, 10).isSubscribed).toBe(true);
    expect(planView((await findPlan(t.svc.pool, parent.id))!, 10).isSubscribed).toBe(false);

    // Through GraphQL: FORBIDDEN for a stranger, the status for the parent; a malformed id is the caller's mistake.
    const pay = 'mutation($c: ID) { requestPayment(childId: $c) { id } }';
    const status = 'query($c: ID) { paymentStatus(childId: $c) { status } }';
    const as = (u: { id: string; email: string }) => ({ ...u, role: 'User' as const });
    expect((await graphql(pay, as(stranger), { c: child.id })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await graphql(status, as(stranger), { c: child.id })).errors?.[0]?.extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await graphql(pay, as(parent), { c: 'salma' })).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await graphql(status, as(parent), { c: child.id })).data).toEqual({
      paymentStatus: { status: 'confirmed' },
    });

    // A deleted parent's name leaves the child's request; the request stays the child's.
    await t.bus.publish(TOPICS.identityUser, [
      {
        key: parent.id,
        value: encodeEvent(
          UserDeletedSchema,
          { userId: parent.id },
          { aggregateId: parent.id, producer: 'test' },
        ).bytes,
      },
    ]);
    const kept = await eventually(
      () => paymentStatus(t.svc.pool, child.id),
      (s) => s.request?.requested_by === null,
    );
    expect(kept.request).toMatchObject({ status: 'confirmed', requested_by_name: null });
  });
});
