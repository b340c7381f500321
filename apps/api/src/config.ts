import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | null;
  jwtSecret: string;
  /** A session's absolute lifetime (`SESSION_TTL_HOURS`, default a week): no request extends it. */
  sessionTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  stripe: {
    secretKey: string | null;
    publishableKey: string | null;
    webhookSecret: string | null;
    /** Where the SDK sends API requests instead of api.stripe.com (tests and development only). */
    api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  };
  google: { clientId: string | null; jwksUrl: string };
  redisUrl: string | null;
  /** S3-compatible storage for uploads when `bucket` is set; else local disk under DATA_DIR. */
  s3: {
    bucket: string | null;
    endpoint: string | null;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
  };
  /** The largest video an admin may upload (`UPLOAD_VIDEO_MAX_MB`, default 2048). */
  uploadVideoMaxBytes: number;
  /**
   * The demo seed's admin; when both ADMIN_EMAIL and ADMIN_PASSWORD are set (`fromEnvironment`), start-up
   * also creates this admin in a database that has none.
   */
  admin: { email: string; password: string; fromEnvironment: boolean };
  seedDemo: boolean;
  webDist: string | null;
  /** How long a page's data may take before its document's start is streamed alone (`PAGE_SHELL_AFTER_MS`). */
  pageShellAfterMs: number;
  /** Which proxies' X-Forwarded-For to believe (`TRUST_PROXY`). */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Where ffmpeg and ffprobe are (`FFMPEG_PATH`, `FFPROBE_PATH`); null: looked up on PATH. */
  ffmpegPath: string | null;
  ffprobePath: string | null;
  /** Prefix of the job queues' Redis keys (`JOB_QUEUE_PREFIX`, default `coursewise`). */
  jobQueuePrefix: string;
  /** Ed25519 secrets (multibase) signing credentials, oldest first (`ISSUER_SIGNING_KEYS`); else generated. */
  issuerSigningKeys: string[];
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const GOOGLE_JWKS = 'https://www.googleapis.com/oauth2/v3/certs';

/** Reads every variable once; throws a ConfigError naming each bad one. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const value = str(name);
    if (value === null) return fallback;
    if (['true', '1', 'yes'].includes(value.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(value.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const value = str(name);
    if (value === null) return null;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return value;
  };

  const rawEnv = str('NODE_ENV') ?? 'development';
  const nodeEnv = (
    ['development', 'production', 'test'].includes(rawEnv) ? rawEnv : 'development'
  ) as Config['nodeEnv'];
  if (!['development', 'production', 'test'].includes(rawEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${rawEnv}")`);
  }
  const isProduction = nodeEnv === 'production';

  const rawPort = str('PORT') ?? '3000';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (got "${rawPort}")`);

  const dataDir = path.resolve(str('DATA_DIR') ?? './data');
  const publicUrl = url('PUBLIC_URL', ['http:', 'https:']);
  if (isProduction && !publicUrl) problems.push('PUBLIC_URL is required when NODE_ENV=production');

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:', 'sqlite:', 'file:']);

  let jwtSecret = str('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  if (!jwtSecret && isProduction) problems.push('JWT_SECRET is required when NODE_ENV=production');

  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const googleJwks = url('GOOGLE_JWKS_URL', ['https:', 'http:']) ?? GOOGLE_JWKS;
  const stripeSecret = str('STRIPE_SECRET_KEY');
  const stripePublishable = str('STRIPE_PUBLISHABLE_KEY');
  if (Boolean(stripeSecret) !== Boolean(stripePublishable)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  if (isProduction && !stripeSecret && !stripePublishable) {
    problems.push(
      'Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: the sandbox payment provider is for development only',
    );
  }
  const stripeApi = stripeApiAddress(url('STRIPE_API_URL', ['http:', 'https:']));
  if (isProduction && stripeApi) problems.push('STRIPE_API_URL is for tests and development only');
  const s3Endpoint = url('S3_ENDPOINT', ['http:', 'https:']);
  const s3AccessKeyId = str('S3_ACCESS_KEY_ID');
  const s3SecretAccessKey = str('S3_SECRET_ACCESS_KEY');
  if (Boolean(s3AccessKeyId) !== Boolean(s3SecretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const rawVideoMax = str('UPLOAD_VIDEO_MAX_MB') ?? '2048';
  const videoMaxMb = Number(rawVideoMax);
  if (!Number.isInteger(videoMaxMb) || videoMaxMb < 1 || videoMaxMb > 100_000)
    problems.push(`UPLOAD_VIDEO_MAX_MB must be a whole number of megabytes (got "${rawVideoMax}")`);
  const adminEmail = str('ADMIN_EMAIL') ?? 'admin@example.com';
  const adminPassword = str('ADMIN_PASSWORD') ?? 'coursewise-admin';
  if (adminPassword.length < 12) problems.push('ADMIN_PASSWORD must be at least 12 characters');

  const seedDemo = bool('SEED_DEMO', !isProduction);
  const parsedTrust = parseTrustProxy(str('TRUST_PROXY'));
  if (typeof parsedTrust === 'string') problems.push(parsedTrust);
  const trustProxy = typeof parsedTrust === 'string' ? false : parsedTrust;
  const rawSessionHours = str('SESSION_TTL_HOURS') ?? '168';
  const sessionHours = Number(rawSessionHours);
  if (!/^\d+$/.test(rawSessionHours) || sessionHours < 1 || sessionHours > 24 * 90)
    problems.push(
      `SESSION_TTL_HOURS must be a whole number of hours from 1 to 2160 (got "${rawSessionHours}")`,
    );
  const rawShellAfter = str('PAGE_SHELL_AFTER_MS') ?? '150';
  const pageShellAfterMs = Number(rawShellAfter);
  if (!/^\d+$/.test(rawShellAfter) || pageShellAfterMs > 60_000)
    problems.push(
      `PAGE_SHELL_AFTER_MS must be a whole number of milliseconds up to 60000 (got "${rawShellAfter}")`,
    );

  const jobQueuePrefix = str('JOB_QUEUE_PREFIX') ?? 'coursewise';
  if (!/^[A-Za-z0-9_.-]{1,60}$/.test(jobQueuePrefix))
    problems.push(`JOB_QUEUE_PREFIX must be 1 to 60 letters, digits, dots, dashes or underscores`);

  if (problems.length > 0) throw new ConfigError(problems.join('; '));

  if (!jwtSecret) jwtSecret = readOrCreateSecret(dataDir);

  return {
    nodeEnv,
    port,
    // Loopback unless told otherwise: a server started with the README's command is not reachable
    // from the network (the dev outbox holds reset codes). Deployments set HOST=0.0.0.0.
    host: str('HOST') ?? '127.0.0.1',
    dataDir,
    publicUrl: (publicUrl ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl,
    jwtSecret,
    sessionTtlSeconds: sessionHours * 3600,
    smtpUrl,
    mailFrom: str('MAIL_FROM') ?? 'Coursewise <no-reply@coursewise.local>',
    stripe: {
      secretKey: stripeSecret,
      publishableKey: stripePublishable,
      webhookSecret: str('STRIPE_WEBHOOK_SECRET'),
      api: stripeApi,
    },
    google: { clientId: str('GOOGLE_CLIENT_ID'), jwksUrl: googleJwks },
    redisUrl,
    s3: {
      bucket: str('S3_BUCKET'),
      endpoint: s3Endpoint,
      region: str('S3_REGION') ?? 'us-east-1',
      accessKeyId: s3AccessKeyId,
      secretAccessKey: s3SecretAccessKey,
    },
    uploadVideoMaxBytes: videoMaxMb * 1024 * 1024,
    admin: {
      email: adminEmail,
      password: adminPassword,
      fromEnvironment: Boolean(str('ADMIN_EMAIL') && str('ADMIN_PASSWORD')),
    },
    seedDemo,
    webDist: str('WEB_DIST'),
    pageShellAfterMs,
    trustProxy,
    logLevel: str('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    ffmpegPath: str('FFMPEG_PATH'),
    ffprobePath: str('FFPROBE_PATH'),
    jobQueuePrefix,
    issuerSigningKeys: (str('ISSUER_SIGNING_KEYS') ?? '').split(',').flatMap((key) => key.trim() || []),
  };
}

/** The SDK's `host`/`port`/`protocol` for STRIPE_API_URL (a local Stripe fake in tests). */
function stripeApiAddress(value: string | null): Config['stripe']['api'] {
  if (!value) return null;
  try {
    const parsed = new URL(value);
    const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
    const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
    return { host: parsed.hostname, port, protocol };
  } catch {
    return null; // already named as a problem by url()
  }
}

/** Development keeps one generated secret in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
