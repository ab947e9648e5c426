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
import { StockLevelsMovedRelay } from './catalog-stock-relay.js';
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

/** The stock feed use case over SQL, and the answers to back-in-stock requests it and orders give: caches told after the commit, emails linking to each site. */
function stockFeedPartsOf(parts: StockFeedParts): { feed: ApplyStockFeed; answers: AnswerBackInStockRequests } {
  const stock = new SqlCatalogStock(parts.db, announceStockMoves(parts.caches));
  // A site without a production host (SITE_HOSTS) is linked through this shop's own port, as it is browsed locally.
  const emails = new SiteBackInStockEmails(parts.config.mailFrom, parts.config.siteHosts, `http://localhost:${parts.config.port}`);
  const answers = new AnswerBackInStockRequests(stock, emails, parts.sender, parts.problems);
  return { feed: new ApplyStockFeed(stock, answers, parts.audit, parts.clock), answers };
}

export const stockFeedOf = (parts: StockFeedParts): ApplyStockFeed => stockFeedPartsOf(parts).feed;

/** Stock feeds: PUT /operator/api/stock for API keys and operators with the catalog permission. */
export const catalogStockArea = httpArea('catalog-stock', (bind) => {
  bind(StockLevelsMovedRelay).toResolvedValue(() => new StockLevelsMovedRelay()).inSingletonScope();
  bind(ApplyStockFeed).toResolvedValue(
    (db: Database, caches: CacheInvalidationBus, sender: EmailSender, problems: AppLogRelay, audit: OperatorAuditLog, clock: Clock, config: AppConfig, relay: StockLevelsMovedRelay) => {
      const { feed, answers } = stockFeedPartsOf({ db, caches, sender, problems, audit, clock, config });
      relay.connect((productIds) => answers.afterStockLevelsMoved(productIds));
      return feed;
    },
    [TOKENS.Database, TOKENS.CacheInvalidationBus, BackgroundEmailSender, AppLogRelay, OPERATORS.OperatorAuditLog, TOKENS.Clock, TOKENS.Config, StockLevelsMovedRelay],
  ).inSingletonScope();
}, (c) => [routesOf(stockRoutes, { applyStockFeed: c.get(ApplyStockFeed) })]);
