import { routesOf } from '../adapters/http/app.js';
import { stockRoutes } from '../adapters/http/catalog/stock-routes.js';
import { announceStockMoves } from '../adapters/persistence/announce-stock-moves.js';
import type { Database } from '../adapters/persistence/database.js';
import { SqlCatalogStock } from '../adapters/persistence/sql-catalog-stock.js';
import { SiteBackInStockEmails } from '../adapters/providers/email/back-in-stock-emails.js';
import { BackgroundEmailSender } from '../adapters/providers/email/background-email-sender.js';
import { AppLogRelay } from '../adapters/system/app-log-relay.js';
import { AnswerBackInStockRequests, ApplyStockFeed } from '../application/catalog/stock-feed.use-case.js';
import type { CacheInvalidationBus } from '../ports/cache-invalidation.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { EmailSender } from '../ports/email-sender.port.js';
import type { OperatorAuditLog } from '../ports/operator-audit.port.js';
import type { ProblemLog } from '../ports/problem-log.port.js';
import type { AppConfig } from './config.js';
import { httpArea } from './http-area.js';
import { OPERATORS } from './operators-module.js';
import { TOKENS } from './tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's stock feed use case, for `npm run stock` sent to the running shop. */
    applyStockFeed: ApplyStockFeed;
  }
}

/** What a stock feed is applied with, in the shop or in `npm run stock`. */
export interface StockFeedParts {
  db: Database;
  caches: CacheInvalidationBus;
  sender: EmailSender;
  problems: ProblemLog;
  audit: OperatorAuditLog;
  clock: Clock;
  config: Pick<AppConfig, 'mailFrom' | 'siteHosts' | 'port'>;
}

/** The stock feed use case over SQL: caches told after the commit, back-in-stock emails linking to each site. */
export function stockFeedOf(parts: StockFeedParts): ApplyStockFeed {
  const stock = new SqlCatalogStock(parts.db, announceStockMoves(parts.caches));
  // A site without a production host (SITE_HOSTS) is linked through this shop's own port, as it is browsed locally.
  const emails = new SiteBackInStockEmails(parts.config.mailFrom, parts.config.siteHosts, `http://localhost:${parts.config.port}`);
  return new ApplyStockFeed(stock, new AnswerBackInStockRequests(stock, emails, parts.sender, parts.problems), parts.audit, parts.clock);
}

/** Stock feeds: PUT /operator/api/stock for API keys and operators with the catalog permission. */
export const catalogStockArea = httpArea('catalog-stock', (bind) => {
  bind(ApplyStockFeed).toResolvedValue(
    (db: Database, caches: CacheInvalidationBus, sender: EmailSender, problems: AppLogRelay, audit: OperatorAuditLog, clock: Clock, config: AppConfig) =>
      stockFeedOf({ db, caches, sender, problems, audit, clock, config }),
    [TOKENS.Database, TOKENS.CacheInvalidationBus, BackgroundEmailSender, AppLogRelay, OPERATORS.OperatorAuditLog, TOKENS.Clock, TOKENS.Config]).inSingletonScope();
}, (c) => [routesOf(stockRoutes, { applyStockFeed: c.get(ApplyStockFeed) })]);
