import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/main/config.js';
import { acceptedBy, CONFIG_GROUPS, CONFIG_VARIABLES, type ConfigVariableName } from '../../src/main/config-variables.js';
import { projectRoot } from '../../src/main/project-root.js';

const NAMES = Object.keys(CONFIG_VARIABLES) as ConfigVariableName[];
const definitionOf = (name: ConfigVariableName): { group: string; schema: object; doc: string; unset?: string; perSite?: true } => CONFIG_VARIABLES[name];
const boundsOf = (name: ConfigVariableName) => definitionOf(name).schema as { type?: string; default?: unknown; minimum?: number; maximum?: number };

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
};

describe('start-up errors say what the definition accepts', () => {
  it.each([
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer from 0 to 65535'],
    [{ TRUST_PROXY: 'maybe' }, 'Invalid configuration: TRUST_PROXY must be true or false'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ COOKIE_SECRET: 'short' }, 'Invalid configuration: COOKIE_SECRET must be at least 32 characters'],
    [{ HOST: '' }, 'Invalid configuration: HOST must be non-empty text'],
    [{ MAP_TILE_URL: 'https://tiles.example/{x}/{y}.png' }, 'Invalid configuration: MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, at most 500 characters'],
    [{ PORT: 'abc', DATABASE_URL: 'mysql://db' }, 'Invalid configuration: PORT must be an integer from 0 to 65535; DATABASE_URL must be a postgres:// or postgresql:// URL'],
  ])('%j: %s', (env, message) => {
    expect(refusal(env)).toBe(message);
  });

  it('a site\'s own value is checked against its shared variable\'s definition', () => {
    const adyen = {
      ADYEN_API_KEY: 'k', ADYEN_CLIENT_KEY: 'test_A', ADYEN_MERCHANT_ACCOUNT: 'M', ADYEN_HMAC_KEY: 'ab'.repeat(32), ADYEN_ENVIRONMENT: 'test', ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com',
    };
    expect(refusal({ ...adyen, ADYEN_HMAC_KEY__PIXIE: 'not-hex' })).toBe('Invalid configuration: ADYEN_HMAC_KEY__PIXIE must be 32 to 256 hex digits (16 to 128 bytes)');
  });

  it.each(NAMES.filter((name) => boundsOf(name).type === 'integer'))('%s takes its bounds and refuses one past each', (name) => {
    const { minimum = NaN, maximum = NaN } = boundsOf(name);
    expect(() => loadConfig({ [name]: String(minimum) })).not.toThrow();
    expect(() => loadConfig({ [name]: String(maximum) })).not.toThrow();
    for (const outside of [minimum - 1, maximum + 1]) expect(refusal({ [name]: String(outside) })).toBe(`Invalid configuration: ${name} must be ${acceptedBy(name)}`);
  });
});

/** `text` with the lines between `<!-- {marker}:start -->` and `<!-- {marker}:end -->` replaced by `lines`. */
function between(text: string, marker: string, lines: string[]): string {
  const start = `<!-- ${marker}:start -->\n`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/configuration.md lacks the markers ${start.trim()} and ${end}`);
  return `${text.slice(0, from + start.length)}${lines.join('\n')}\n${text.slice(to)}`;
}

const code = (name: string): string => `\`${name}\``;

function defaultOf(name: ConfigVariableName): string {
  const { unset } = definitionOf(name);
  const schema = boundsOf(name);
  if (unset !== undefined) return unset;
  if (!('default' in schema)) return 'unset';
  return schema.default === '' ? 'empty' : code(String(schema.default));
}

function variableTables(): string[] {
  return Object.entries(CONFIG_GROUPS).flatMap(([group, { title, about }]) => [
    `### ${title}`, '', about, '',
    '| variable | default | accepts | what it does |',
    '|---|---|---|---|',
    ...NAMES.filter((name) => definitionOf(name).group === group).map((name) => {
      const { doc, perSite } = definitionOf(name);
      const own = perSite ? ` A site may set its own: ${code(`${name}__<SITE>`)}.` : '';
      return `| ${code(name)} | ${defaultOf(name)} | ${acceptedBy(name)} | ${doc}${own} |`;
    }),
    '',
  ]).slice(0, -1);
}

function perSiteTable(): string[] {
  const providers = Object.entries(CONFIG_GROUPS).filter(([group]) => NAMES.some((name) => definitionOf(name).group === group && definitionOf(name).perSite));
  return [
    '| provider | may differ per site | stays shared |',
    '|---|---|---|',
    ...providers.map(([group, { title }]) => {
      const names = NAMES.filter((name) => definitionOf(name).group === group);
      const list = (perSite: boolean) => names.filter((name) => (definitionOf(name).perSite === true) === perSite).map(code).join(', ');
      return `| ${title} | ${list(true)} | ${list(false)} |`;
    }),
  ];
}

describe('docs/configuration.md', () => {
  it('shows every variable as CONFIG_VARIABLES defines it (regenerate: UPDATE_CONFIG_DOCS=1 npx vitest run test/main/config-variables.test.ts)', () => {
    const file = join(projectRoot(), 'docs', 'configuration.md');
    const written = readFileSync(file, 'utf8');
    const generated = between(between(written, 'config-variables', variableTables()), 'config-per-site', perSiteTable());
    if (process.env.UPDATE_CONFIG_DOCS === '1') writeFileSync(file, generated);
    else expect(written, 'docs/configuration.md is out of step with src/main/config-variables.ts; run UPDATE_CONFIG_DOCS=1 npx vitest run test/main/config-variables.test.ts').toBe(generated);
  });
});
