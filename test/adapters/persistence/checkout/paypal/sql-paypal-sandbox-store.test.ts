import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../../src/adapters/persistence/migrations/migrate.js';
import { SqlSandboxPayPalStore } from '../../../../../src/adapters/persistence/sql-paypal-sandbox-store.js';
import { SandboxPayPalOrders } from '../../../../../src/adapters/providers/paypal/sandbox/sandbox-paypal-orders.js';
import type { PayPalWebhookDelivery } from '../../../../../src/ports/paypal-orders.port.js';
import { describePayPalOrdersContract, payPalOrderRequest } from '../../../../support/paypal-orders-contract.js';
import { TEST_DRIVERS, type TestDatabase } from '../../../../support/test-databases.js';

const approvalUrl = (id: string) => `/payment-sandbox/paypal?token=${id}`;

for (const driver of TEST_DRIVERS) {
  describe.runIf(driver.enabled)(`PayPal sandbox orders in the database on ${driver.name}`, () => {
    describePayPalOrdersContract(`sandbox over SQL on ${driver.name}`, async () => {
      const database = await driver.open();
      await migrate(database.db);
      const notified: PayPalWebhookDelivery[] = [];
      const sandbox = new SandboxPayPalOrders(approvalUrl, { notify: (d) => void notified.push(d) }, new SqlSandboxPayPalStore(database.db));
      return {
        orders: sandbox, approve: (id, funding) => sandbox.approve(id, funding), captured: () => sandbox.capturedCount(),
        sign: (event, at) => sandbox.signEvent(event, at), notified, pendRefunds: (share) => sandbox.pendRefunds(share), close: () => database.dispose(),
      };
    });

    describe('two nodes over one database', () => {
      let database: TestDatabase;
      let nodeA: SandboxPayPalOrders;
      let nodeB: SandboxPayPalOrders;
      beforeAll(async () => {
        database = await driver.open();
        await migrate(database.db);
        const secret = randomUUID();
        nodeA = new SandboxPayPalOrders(approvalUrl, { secret }, new SqlSandboxPayPalStore(database.db));
        nodeB = new SandboxPayPalOrders(approvalUrl, { secret }, new SqlSandboxPayPalStore(database.db));
      }, 60_000);
      afterAll(async () => database?.dispose());

      it('an order created and approved on node A is read, amended and captured on node B; a webhook signed by A is verified by B', async () => {
        const created = await nodeA.create(payPalOrderRequest());
        if (!created.ok) throw new Error('create failed');
        const id = created.value.id;
        expect(await nodeB.get(id)).toEqual(created);
        expect(await nodeB.approval(id)).toMatchObject({ order: { id, status: 'CREATED' }, returnUrl: 'https://shop.test/basket?paypal=approved' });
        expect(await nodeA.approve(id, 'balance')).toBe(true);
        expect(await nodeB.amend(id, { shipping: { countryCode: 'GB', postalCode: 'SW1A 1AA' }, amount: created.value.amount })).toMatchObject({ ok: true, value: { status: 'APPROVED' } });
        const captured = await nodeB.capture(id, randomUUID());
        expect(captured).toMatchObject({ ok: true, value: { status: 'COMPLETED', shipping: { postalCode: 'SW1A 1AA' } } });
        expect(await nodeA.get(id)).toEqual(captured);
        expect(await nodeB.verifyWebhook(nodeA.signedWebhook('CHECKOUT.ORDER.APPROVED', created.value))).toMatchObject({ ok: true, value: { payPalOrderId: id } });
      });

      it('the same PayPal-Request-Id on both nodes at once creates one order, and captures once with one answer; another request id is ORDER_ALREADY_CAPTURED', async () => {
        const request = payPalOrderRequest();
        const [a, b] = await Promise.all([nodeA.create(request), nodeB.create(request)]);
        expect(a).toEqual(b);
        if (!a.ok) throw new Error('create failed');
        await nodeB.approve(a.value.id, 'balance');
        const requestId = randomUUID();
        const before = nodeA.capturedCount() + nodeB.capturedCount();
        const answers = await Promise.all([nodeA.capture(a.value.id, requestId), nodeB.capture(a.value.id, requestId), nodeA.capture(a.value.id, requestId), nodeB.capture(a.value.id, requestId)]);
        for (const answer of answers) expect(answer).toEqual(answers[0]);
        expect(answers[0]).toMatchObject({ ok: true, value: { status: 'COMPLETED' } });
        expect(nodeA.capturedCount() + nodeB.capturedCount()).toBe(before + 1);
        expect(await nodeA.capture(a.value.id, randomUUID())).toEqual({ ok: false, error: { code: 'PAYPAL_ORDER_ALREADY_CAPTURED' } });
      });

      it('two different capture request ids on two nodes at once: one capture takes money, the other is ORDER_ALREADY_CAPTURED', async () => {
        const created = await nodeA.create(payPalOrderRequest());
        if (!created.ok) throw new Error('create failed');
        await nodeA.approve(created.value.id, 'balance');
        const before = nodeA.capturedCount() + nodeB.capturedCount();
        const answers = await Promise.all([nodeA.capture(created.value.id, randomUUID()), nodeB.capture(created.value.id, randomUUID())]);
        expect(answers.filter((a) => a.ok)).toHaveLength(1);
        expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, error: { code: 'PAYPAL_ORDER_ALREADY_CAPTURED' } }]);
        expect(nodeA.capturedCount() + nodeB.capturedCount()).toBe(before + 1);
      });
    });
  });
}
