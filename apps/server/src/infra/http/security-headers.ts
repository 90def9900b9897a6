import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * Where the Channel Talk widget loads from and talks to (the vendor's published CSP list). Added to the
 * policy only when CHANNEL_TALK_PLUGIN_KEY is set: without a key nothing of theirs loads.
 */
const CHAT_WIDGET_SOURCES = {
  script: ['https://*.channel.io', 'https://*.sentry-cdn.com'],
  connect: [
    'https://*.channel.io',
    'https://*.channel.app',
    'https://*.sentry.io',
    'wss://*.channel.io',
    'wss://*.desk-ws.channel.io',
    'wss://*.front-ws.channel.io',
  ],
  img: ['https://*.channel.io', 'https://*.cdninstagram.com'],
  media: ['https://*.channel.io'],
};

/** The Content-Security-Policy directives for the app, the /editor popup and (when enabled) the chat widget. */
export function contentSecurityPolicy(config: Pick<Config, 'CHANNEL_TALK_PLUGIN_KEY' | 'publicUrl'>) {
  const chat = config.CHANNEL_TALK_PLUGIN_KEY
    ? CHAT_WIDGET_SOURCES
    : { script: [], connect: [], img: [], media: [] };
  return {
    defaultSrc: ["'self'"],
    // No inline scripts, no eval: the built app is files only (index.html has no inline script).
    scriptSrc: ["'self'", ...chat.script],
    scriptSrcAttr: ["'none'"],
    // Mantine sets CSS variables through style attributes and <style> elements.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Product and detail-page images may come from source-site CDNs.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...chat.img],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...chat.connect],
    mediaSrc: ["'self'", ...chat.media],
    frameSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, framing refused (frame-ancestors
 * and X-Frame-Options), nosniff, a referrer policy, HSTS when served over https. API answers are never
 * cached (they carry tokens and seller data) unless a route sets its own Cache-Control (stored images).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The /editor popup is opened by the app itself (same origin), so same-origin opener isolation holds.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Same-origin everywhere except the public, content-addressed stored images (modules/images).
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
