import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, mapTileOrigin } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, the embedded database and the demo seed', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      dataDir: resolve('data'),
      databaseUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
    });
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and SEED_DEMO=false', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/bmp',
      DATABASE_URL: 'postgres://db/bmp',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/bmp',
      databaseUrl: 'postgres://db/bmp',
      seedDemo: false,
    });
  });

  it('reads a replica (only beside DATABASE_URL), a metrics token of 16+ characters and a drain time', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary/bmp',
      DATABASE_REPLICA_URL: 'postgres://replica/bmp',
      METRICS_TOKEN: 'sixteen-chars-ok',
      SHUTDOWN_DRAIN_SECONDS: '2',
    });
    expect(config).toMatchObject({
      databaseReplicaUrl: 'postgres://replica/bmp',
      metricsToken: 'sixteen-chars-ok',
      shutdownDrainMs: 2000,
    });
    expect(loadConfig({})).toMatchObject({
      databaseReplicaUrl: undefined,
      metricsToken: undefined,
      shutdownDrainMs: 0,
    });
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/bmp' })).toThrow(
      /needs DATABASE_URL/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'fifteen-chars-x' })).toThrow(/at least 16 characters/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '61' })).toThrow(/from 0 to 60/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '1.5' })).toThrow(/from 0 to 60/);
  });

  it('turns email delivery on with SMTP_URL, the sender from MAIL_FROM or the public host', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(
      loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.com:587', MAIL_FROM: 'Studio <hi@studio.example>' })
        .mail,
    ).toEqual({
      smtpUrl: 'smtp://u:p@mail.example.com:587',
      fromAddress: 'hi@studio.example',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtps://mail.example.com', PUBLIC_URL: 'https://app.example.com' }).mail,
    ).toEqual({
      smtpUrl: 'smtps://mail.example.com',
      fromAddress: 'no-reply@app.example.com',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL must start with smtp:\/\//,
    );
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL must be a URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'studio' })).toThrow(
      /MAIL_FROM/,
    );
  });

  it('turns card payments on only when both Stripe secrets are set', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
  });

  it('refuses a port that is not a port, with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT must be a whole number from 0 to 65535, got "eighty".',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('builds links from PUBLIC_URL (its origin), or http://localhost:$PORT when unset', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://studio.example.com/some/path/' }).publicUrl).toBe(
      'https://studio.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'studio.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://studio.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('trusts no proxy by default, and only the listed addresses with TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('reads MAP_TILE_URL (unset: no tiles) and refuses one the CSP could not name', () => {
    expect(loadConfig({}).mapTileUrl).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: ' ' }).mapTileUrl).toBeUndefined();
    const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: osm }).mapTileUrl).toBe(osm);
    expect(mapTileOrigin(osm)).toBe('https://tile.openstreetmap.org');
    expect(mapTileOrigin('https://tiles.example.com:8443/osm/{z}/{x}/{y}.png?key=k')).toBe(
      'https://tiles.example.com:8443',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'tile.openstreetmap.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png' })).toThrow(
      /one host/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/map.png' })).toThrow(/\{z\}/);
  });
});
