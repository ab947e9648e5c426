/** A configuration the process must not start with; the message names the variable. */
export class ConfigError extends Error {}
