import Fastify from 'fastify';

// The floor to compare against: the same route shape on a bare Fastify, answering a fixed
// link-sized JSON with no store, no schemas and no hooks.
const body = {
  merchantId: 'mer_demo_shop',
  uuid: '00000000-0000-4000-8000-000000000001',
  amount: 4990,
  currency: 'EUR',
  status: 'VALID',
  merchantName: 'Demo Shop',
  paymentMethods: ['CARD', 'SEPA_DD', 'PAYPAL', 'IDEAL'],
  description: 'Order 1001: running shoes',
};
const app = Fastify({ logger: false });
app.get('/public/payment-link/uuid/:uuid', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 18180), host: '127.0.0.1' });
console.log('bare server ready');
