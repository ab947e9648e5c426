/**
 * PASSWORD_HASH_COST of the apps the tests start: scrypt at N=2^10, a few milliseconds a hash
 * against half a second at production's 2^17.
 */
export const TEST_PASSWORD_HASH_COST = '10';
