import type { ReactNode } from 'react';
import type { PageChrome } from '../../parts/chrome/page-chrome.view.js';
import { ShopDocument } from '../../parts/chrome/shop-document.js';

/**
 * The document of the sandbox's 3-D Secure challenge: it is shown in an iframe inside the shop's
 * challenge container, as an issuer's page is, so it has the shop's styles and scripts but no
 * header, navigation or footer around it.
 */
export function SandboxFrameDocument({ chrome, title, children }: { chrome: PageChrome; title: string; children: ReactNode }) {
  return (
    <ShopDocument chrome={chrome} title={title}>
      <main id="main" className="page payment-sandbox-frame" tabIndex={-1}>
        {children}
      </main>
    </ShopDocument>
  );
}
