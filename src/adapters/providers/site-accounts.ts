/**
 * A provider's settings for the sites that have an account of their own (ADYEN_MERCHANT_ACCOUNT__PIXIE
 * and the like, resolved by src/main/site-credentials.ts), by site id. A site that is not in it uses
 * the shared settings.
 */
export type SiteSettings<T> = Readonly<Record<string, T>>;

/** The settings a site's calls run with: its own, else the shared ones. */
export const settingsForSite = <T>(shared: T, bySite: SiteSettings<T>, site: string): T =>
  (Object.prototype.hasOwnProperty.call(bySite, site) ? bySite[site]! : shared);

/**
 * One `open(settings)` per distinct account, whichever sites share it: the key says which settings
 * are the same account (an API key, a client id), so two sites on one account share one client, its
 * token and its connections.
 */
export class AccountClients<S, C> {
  private readonly clients = new Map<string, C>();

  constructor(private readonly keyOf: (settings: S) => string, private readonly open: (settings: S) => C) {}

  of(settings: S): C {
    const key = this.keyOf(settings);
    let client = this.clients.get(key);
    if (client === undefined) {
      client = this.open(settings);
      this.clients.set(key, client);
    }
    return client;
  }
}
