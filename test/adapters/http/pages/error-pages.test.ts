import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, test } from 'vitest';
import { renderErrorPage } from '../../../../src/adapters/http/pages/page-routes.js';
import { siteVariantPlugin } from '../../../../src/adapters/http/plugins/site-variant.plugin.js';
import { TEST_ASSETS } from './page-test-app.js';

async function appWithErrorPage() {
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie, { secret: 'a-test-secret-that-is-long-enough-1234' }); // signs the site cookie
  await app.register(siteVariantPlugin, { hostTable: {} });
  const render = renderErrorPage(TEST_ASSETS);
  app.get('/boom', async (request, reply) => reply.code(500).type('text/html').send(render(request, 500, 'db password is hunter2')));
  app.get('/bad', async (request, reply) => reply.code(400).type('text/html').send(render(request, 400, 'Invalid page')));
  return app;
}

describe('error pages for the app error handler', () => {
  test('500 shows the apology in the site variant and no details', async () => {
    const app = await appWithErrorPage();
    const res = await app.inject('/boom?site=mandco');
    expect(res.body).toContain('<html lang="en-GB" class="is-mc region-gb">');
    expect(res.body).toContain('<h1 class="message-page__title">Sorry, something went wrong</h1>');
    expect(res.body).not.toContain('hunter2');
  });

  test('4xx shows the message chosen for the shopper', async () => {
    const app = await appWithErrorPage();
    const res = await app.inject('/bad?site=evans');
    expect(res.body).toContain('<p class="message-page__reason">Invalid page</p>');
  });
});
