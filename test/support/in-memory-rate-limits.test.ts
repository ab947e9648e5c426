import { InMemoryRateLimits } from './in-memory-rate-limits.js';
import { describeRateLimitsContract } from './rate-limits-contract.js';

describeRateLimitsContract('in-memory rate limits', async () => ({ limits: new InMemoryRateLimits(), close: async () => undefined }));
