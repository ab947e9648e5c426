import type { Page } from 'playwright-core';

/**
 * Answers every https request of `page` (the providers' hosts are offline here) with an empty
 * answer of its kind, and returns the list of their URLs: a request the CSP lets through reaches
 * this route, one it refuses never leaves the page. Images and other kinds get a 1-pixel image, or
 * a 404 with `others: 'not-found'`.
 */
export async function answerProviderHosts(page: Page, others: 'image' | 'not-found'): Promise<string[]> {
  const external: string[] = [];
  await page.route(/^https:\/\//, async (route, request) => {
    external.push(request.url());
    const kind = request.resourceType();
    if (kind === 'script') await route.fulfill({ contentType: 'text/javascript', body: '' });
    else if (kind === 'document') await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Provider</title></html>' });
    else if (others === 'image') await route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' });
    else await route.fulfill({ status: 404, body: '' });
  });
  return external;
}
