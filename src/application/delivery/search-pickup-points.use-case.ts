import type { PickupNetwork } from '../../domain/delivery/pickup-network.js';
import type { Result } from '../../domain/shared/result.js';
import type { PickupDirectories, PickupNetworkError, PickupPoint, PickupSearch } from '../../ports/pickup-network.port.js';

export interface SearchPickupPointsCommand {
  network: PickupNetwork;
  search: PickupSearch;
}

/**
 * The points of one pick-up network nearest a place (a postcode, a town or coordinates), nearest
 * first, at most `search.limit`. A network that cannot be reached answers PROVIDER_UNAVAILABLE;
 * what the shopper then sees (the spec treats a failed search as empty) is the caller's choice.
 */
export class SearchPickupPoints {
  constructor(private readonly directories: PickupDirectories) {}

  async execute(cmd: SearchPickupPointsCommand): Promise<Result<PickupPoint[], PickupNetworkError>> {
    const search: PickupSearch = cmd.search.kind === 'term' ? { ...cmd.search, term: cmd.search.term.trim() } : cmd.search;
    return this.directories[cmd.network].search(search);
  }
}
