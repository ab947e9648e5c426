import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress, RefusedAddressError } from '../../../../src/adapters/providers/images/image-addresses.js';
import { StoredProductImages } from '../../../../src/adapters/providers/images/stored-product-images.js';

const LOCAL_ONLY = (address: string): boolean => address === '127.0.0.1';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.20', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '2002:a00:1::1', 'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a host name that resolves to a loopback address, at lookup', async () => {
    const error = await new Promise<unknown>((resolve) => {
      (guardedLookup(isPublicAddress) as unknown as (h: string, o: object, cb: (e: unknown) => void) => void)('localhost', {}, resolve);
    });
    expect(error).toBeInstanceOf(RefusedAddressError);
  });
});

describe('StoredProductImages', () => {
  let dataDir: string;
  let importFolder: string;
  let server: Server;
  let base: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'product-images-'));
    importFolder = join(dataDir, 'import');
    await mkdir(join(importFolder, 'pictures'), { recursive: true });
    jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#aa3355' } }).jpeg().toBuffer();
    await writeFile(join(importFolder, 'pictures', 'dress.jpg'), jpeg);
    await writeFile(join(dataDir, 'outside.jpg'), jpeg);
    await symlink(join(dataDir, 'outside.jpg'), join(importFolder, 'link.jpg'));
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/dress.jpg') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (path === '/text') return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not an image</html>');
      if (path === '/slow') return; // never answers
      if (path === '/large') {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(64_000);
        for (let i = 0; i < 5; i++) response.write(chunk);
        return void response.end();
      }
      if (path === '/large-declared') return void response.writeHead(200, { 'content-length': '5000000' }).end();
      if (path === '/to-private') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      if (path === '/to-dress') return void response.writeHead(301, { location: '/dress.jpg' }).end();
      if (path.startsWith('/loop')) return void response.writeHead(302, { location: `/loop${path.length}` }).end();
      if (path === '/missing') return void response.writeHead(404).end();
      response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  const images = (allowed = LOCAL_ONLY) => new StoredProductImages({ dataDir, timeoutMs: 400, maxBytes: 100_000, allowed });

  it('fetches an image, stores every width in AVIF, WebP and JPEG at 2:3, and the same bytes once', async () => {
    const stored = await images().store(`${base}/dress.jpg`, null);
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.value.path).toMatch(/^\/images\/products\/[0-9a-f]{64}$/);
    const folder = join(dataDir, stored.value.path.slice(1));
    const files = (await readdir(folder)).sort();
    expect(files).toEqual(['1066.avif', '1066.jpg', '1066.webp', '266.avif', '266.jpg', '266.webp', '533.avif', '533.jpg', '533.webp', '800.avif', '800.jpg', '800.webp']);
    for (const [file, format, width] of [['533.avif', 'heif', 533], ['266.webp', 'webp', 266], ['1066.jpg', 'jpeg', 1066]] as const) {
      const meta = await sharp(join(folder, file)).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([width, Math.round(width * 1.5)]);
    }
    const fromFile = await images().store('pictures/dress.jpg', importFolder);
    expect(fromFile).toEqual(stored);
  });

  it('follows a redirect to an allowed address', async () => {
    expect((await images().store(`${base}/to-dress`, null)).ok).toBe(true);
  });

  it.each([
    ['http://127.0.0.1:9/x.jpg', 'is not a public address', isPublicAddress],
    ['http://10.0.0.1/x.jpg', '10.0.0.1 is not a public address', isPublicAddress],
    ['http://192.168.4.4/x.jpg', '192.168.4.4 is not a public address', isPublicAddress],
    ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is not a public address', isPublicAddress],
    ['http://[::1]/x.jpg', '::1 is not a public address', isPublicAddress],
    ['http://[fc00::5]/x.jpg', 'fc00::5 is not a public address', isPublicAddress],
    ['http://localhost:9/x.jpg', 'is not a public address', isPublicAddress],
    ['ftp://example.com/x.jpg', 'only http and https URLs are fetched', isPublicAddress],
    ['file:///etc/passwd', 'only http and https URLs are fetched', isPublicAddress],
  ])('refuses %s', async (source, reason, allowed) => {
    const stored = await images(allowed).store(source, null);
    expect(stored).toEqual({ ok: false, error: expect.stringContaining(reason) });
    expect(stored.ok || stored.error.startsWith(`Image ${source} could not be fetched: `)).toBe(true);
  });

  it('refuses a redirect to a private address, and more than three redirects', async () => {
    expect(await images().store(`${base}/to-private`, null)).toEqual({ ok: false, error: `Image ${base}/to-private could not be fetched: 169.254.169.254 is not a public address` });
    expect(await images().store(`${base}/loop`, null)).toEqual({ ok: false, error: `Image ${base}/loop could not be fetched: it redirected more than 3 times` });
  });

  it('gives up after the timeout, past the size limit, on an error status and on bytes that are not an image', async () => {
    expect(await images().store(`${base}/slow`, null)).toEqual({ ok: false, error: `Image ${base}/slow could not be fetched: timed out after 0.4 s` });
    expect(await images().store(`${base}/large`, null)).toEqual({ ok: false, error: `Image ${base}/large could not be fetched: it is larger than 100 kB` });
    expect(await images().store(`${base}/large-declared`, null)).toEqual({ ok: false, error: `Image ${base}/large-declared could not be fetched: it is larger than 100 kB` });
    expect(await images().store(`${base}/missing`, null)).toEqual({ ok: false, error: `Image ${base}/missing could not be fetched: answered 404` });
    expect(await images().store(`${base}/text`, null)).toEqual({ ok: false, error: expect.stringContaining(`Image ${base}/text is not an image`) });
  });

  it.each([
    ['../outside.jpg', 'without ..'],
    ['pictures/../../outside.jpg', 'without ..'],
    ['/etc/passwd', 'without ..'],
    ['link.jpg', 'outside the import file\'s folder'],
    ['pictures/none.jpg', 'there is no such file'],
    ['pictures', 'it is not a file'],
  ])('does not read the file %s', async (name, reason) => {
    expect(await images().store(name, importFolder)).toEqual({ ok: false, error: expect.stringContaining(reason) });
  });

  it('reads no file without an import folder', async () => {
    expect(await images().store('pictures/dress.jpg', null)).toEqual({ ok: false, error: expect.stringContaining('give an http(s) URL') });
  });
});
