import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/main/config.js';

describe('return window configuration', () => {
  it('gives every site 28 days by default', () => {
    expect(loadConfig({}).returnWindows).toEqual({ days: 28, bySite: new Map() });
  });

  it('takes the shop\'s window and each site\'s own', () => {
    const { returnWindows } = loadConfig({ RETURN_WINDOW_DAYS: '30', SITE_RETURN_WINDOW_DAYS: 'evans=14,yours-clothing-de=60' });
    expect(returnWindows).toEqual({ days: 30, bySite: new Map([['evans', 14], ['yours-clothing-de', 60]]) });
  });

  it('refuses an unknown site, a window out of 1 to 365 days and a list of another form, naming the variable', () => {
    expect(() => loadConfig({ SITE_RETURN_WINDOW_DAYS: 'nowhere=14' })).toThrow("SITE_RETURN_WINDOW_DAYS: 'nowhere' is not a known site id");
    expect(() => loadConfig({ SITE_RETURN_WINDOW_DAYS: 'evans=0' })).toThrow("SITE_RETURN_WINDOW_DAYS: evans's window must be 1 to 365 days, not 0");
    expect(() => loadConfig({ SITE_RETURN_WINDOW_DAYS: 'evans:14' })).toThrow(/SITE_RETURN_WINDOW_DAYS must be siteId=days pairs separated by commas/);
    expect(() => loadConfig({ RETURN_WINDOW_DAYS: '0' })).toThrow(/RETURN_WINDOW_DAYS/);
  });
});
