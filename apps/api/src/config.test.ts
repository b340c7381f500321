import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// Configuration touches no database, so these unit tests run once rather than once per engine.
describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const secret = 'a'.repeat(40);
  // Production refuses the sandbox payment provider, so production configurations name Stripe keys.
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_PUBLISHABLE_KEY: 'pk_live_example' };
  const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir, ...env });
  const problemsOf = (env: Record<string, string>): string => {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    throw new Error('loadConfig accepted the configuration');
  };

  it('starts with nothing set: port 3000, development, SQLite under DATA_DIR, demo data on', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      nodeEnv: 'development',
      databaseUrl: null,
      dataDir,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      smtpUrl: null,
      google: { clientId: null, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
    });
  });

  it('listens on loopback only unless HOST names another interface (issue 11)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: ' ::  ' }).host).toBe('::');
  });

  it.each(['abc', '70000', '-1', '3.5'])('refuses PORT=%s, naming PORT', (port) => {
    expect(load({ PORT: port })).toThrow(ConfigError);
    expect(problemsOf({ PORT: port })).toBe(`PORT must be a port number (got "${port}")`);
  });

  const wrongScheme = 'DATABASE_URL must start with postgres:// or postgresql:// or sqlite:// or file://';
  it.each([
    ['mysql://db/app', wrongScheme],
    ['not a url', 'DATABASE_URL is not a valid URL'],
    ['http://db:5432/app', wrongScheme],
  ])('refuses DATABASE_URL=%s, naming it', (url, problem) => {
    expect(problemsOf({ DATABASE_URL: url })).toBe(problem);
  });

  it('accepts postgres and sqlite database URLs', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe(
      'postgres://u@h:5432/db',
    );
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'sqlite:./x.db' }).databaseUrl).toBe(
      'sqlite:./x.db',
    );
  });

  it('refuses production without JWT_SECRET and PUBLIC_URL, naming both in one error', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...stripeKeys })).toBe(
      'PUBLIC_URL is required when NODE_ENV=production; JWT_SECRET is required when NODE_ENV=production',
    );
  });

  it('refuses production without JWT_SECRET alone, and without PUBLIC_URL alone', () => {
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://c.example', ...stripeKeys })).toBe(
      'JWT_SECRET is required when NODE_ENV=production',
    );
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: secret, ...stripeKeys })).toBe(
      'PUBLIC_URL is required when NODE_ENV=production',
    );
  });

  it('starts in production with both set, without demo data, writing no secret file', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      PUBLIC_URL: 'https://coursewise.example/',
      ...stripeKeys,
    });
    expect(config).toMatchObject({
      jwtSecret: secret,
      publicUrl: 'https://coursewise.example',
      seedDemo: false,
    });
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('refuses the sandbox payment provider in production, naming the Stripe keys to set', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, PUBLIC_URL: 'https://c.example' };
    expect(problemsOf(production)).toBe(
      'Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: the sandbox payment provider is for development only',
    );
    expect(loadConfig({ DATA_DIR: dataDir, ...production, ...stripeKeys }).stripe).toMatchObject({
      secretKey: 'sk_live_example',
      publishableKey: 'pk_live_example',
      api: null,
    });
  });

  it('points the Stripe SDK at STRIPE_API_URL outside production only', () => {
    const local = loadConfig({ DATA_DIR: dataDir, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(local.stripe.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(loadConfig({ DATA_DIR: dataDir, STRIPE_API_URL: 'https://stripe.test' }).stripe.api).toEqual({
      host: 'stripe.test',
      port: 443,
      protocol: 'https',
    });
    expect(problemsOf({ STRIPE_API_URL: 'ftp://stripe.test' })).toBe(
      'STRIPE_API_URL must start with http:// or https://',
    );
    expect(
      problemsOf({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        PUBLIC_URL: 'https://c.example',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        ...stripeKeys,
      }),
    ).toBe('STRIPE_API_URL is for tests and development only');
  });

  it('names every bad variable at once', () => {
    const message = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      SMTP_URL: 'http://mail',
      SEED_DEMO: 'maybe',
      STRIPE_SECRET_KEY: 'sk_test_only',
    });
    expect(message.split('; ')).toEqual([
      'PORT must be a port number (got "eighty")',
      wrongScheme,
      'JWT_SECRET must be at least 32 characters',
      'SMTP_URL must start with smtp:// or smtps://',
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
      'SEED_DEMO must be true or false (got "maybe")',
    ]);
  });

  it('refuses SEED_DEMO that is not true or false, naming it', () => {
    expect(problemsOf({ SEED_DEMO: 'maybe' })).toBe('SEED_DEMO must be true or false (got "maybe")');
  });

  it("reads TRUST_PROXY as no proxy, one hop for true, a number of hops, or the proxies' addresses", () => {
    const trustOf = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trustOf()).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('true')).toEqual({ hops: 1 });
    expect(trustOf('2')).toEqual({ hops: 2 });
    expect(trustOf('10.0.0.1, 192.168.0.0/16,::1')).toEqual({
      addresses: ['10.0.0.1', '192.168.0.0/16', '::1'],
    });
    for (const bad of ['maybe', '11', '10.0.0.1/33', '10.0.0.300', 'all'])
      expect(problemsOf({ TRUST_PROXY: bad })).toMatch(
        /^TRUST_PROXY (must be true, false|allows at most 10 hops)/,
      );
  });

  it('reads SESSION_TTL_HOURS as a whole number of hours, a week by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).sessionTtlSeconds).toBe(7 * 24 * 3600);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_TTL_HOURS: '12' }).sessionTtlSeconds).toBe(12 * 3600);
    for (const bad of ['0', '1.5', 'forever', '2161'])
      expect(problemsOf({ SESSION_TTL_HOURS: bad })).toMatch(/^SESSION_TTL_HOURS must be a whole number/);
  });

  it('reads the video tools’ paths (PATH when unset) and JOB_QUEUE_PREFIX, coursewise by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      ffmpegPath: null,
      ffprobePath: null,
      jobQueuePrefix: 'coursewise',
    });
    const set = loadConfig({
      DATA_DIR: dataDir,
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe',
      JOB_QUEUE_PREFIX: 'staging-1',
    });
    expect(set).toMatchObject({
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      ffprobePath: '/opt/ffmpeg/bin/ffprobe',
      jobQueuePrefix: 'staging-1',
    });
    for (const bad of ['has space', 'a:b', 'x'.repeat(61)])
      expect(problemsOf({ JOB_QUEUE_PREFIX: bad })).toBe(
        'JOB_QUEUE_PREFIX must be 1 to 60 letters, digits, dots, dashes or underscores',
      );
  });

  it('refuses an unknown NODE_ENV and a JWT_SECRET under 32 characters', () => {
    expect(problemsOf({ NODE_ENV: 'staging' })).toBe(
      'NODE_ENV must be development, production or test (got "staging")',
    );
    expect(problemsOf({ JWT_SECRET: 'x'.repeat(31) })).toBe('JWT_SECRET must be at least 32 characters');
  });

  it('generates JWT_SECRET once into DATA_DIR (owner-only) and reuses it on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('gives each DATA_DIR its own generated secret, and prefers JWT_SECRET when set', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'coursewise-config-'));
    try {
      expect(loadConfig({ DATA_DIR: other }).jwtSecret).not.toBe(loadConfig({ DATA_DIR: dataDir }).jwtSecret);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('reads the S3 storage settings, and local disk when S3_BUCKET is unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toEqual({
      bucket: null,
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
    });
    const s3 = {
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir, ...s3 }).s3).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toBe(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(problemsOf({ S3_ENDPOINT: 'minio:9000' })).toBe('S3_ENDPOINT must start with http:// or https://');
  });

  it('limits video uploads to UPLOAD_VIDEO_MAX_MB, 2 GB by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).uploadVideoMaxBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ DATA_DIR: dataDir, UPLOAD_VIDEO_MAX_MB: '10' }).uploadVideoMaxBytes).toBe(
      10 * 1024 ** 2,
    );
    expect(problemsOf({ UPLOAD_VIDEO_MAX_MB: 'lots' })).toBe(
      'UPLOAD_VIDEO_MAX_MB must be a whole number of megabytes (got "lots")',
    );
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'not', 'yet');
    const config = loadConfig({ DATA_DIR: nested });
    expect(readFileSync(path.join(nested, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
  });
});
