import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ROUTES, routeKey, type RouteSpec, type ServiceName } from '@verse/shared/api/routes/index';
import { API_CSP, appContentSecurityPolicy, COMMON_SECURITY_HEADERS } from '@verse/shared/security-headers';
import type { LocalFunction } from './functions.ts';
import { compressedFile, pickEncoding } from './static-compression.ts';

export interface GatewayOptions {
  /** Folder of the built web app; without it only the API is served. */
  webDir?: string;
  /** Extra local-only endpoints under `/_dev/` (never present in AWS). */
  dev?: Record<string, (url: URL) => Promise<unknown>>;
  /** The function that serves a service's routes. */
  functionFor: (service: ServiceName) => Promise<LocalFunction>;
}

const MAX_BODY = 1024 * 1024;

interface CompiledRoute {
  spec: RouteSpec;
  pattern: RegExp;
  names: string[];
}

const compile = (spec: RouteSpec): CompiledRoute => {
  const names: string[] = [];
  const source = spec.path
    .split('/')
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]);
      return '([^/]+)';
    })
    .join('/');
  return { spec, pattern: new RegExp(`^${source}$`), names };
};


/** The request body; past MAX_BODY the rest is drained unread, so the 413 answer still reaches the client. */
const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on('end', () =>
      size > MAX_BODY ? reject(Object.assign(new Error('Request body too large'), { status: 413 })) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The caller's address, as CloudFront would pass it. A request from this machine may name the
 * address it stands for in `X-Forwarded-For` (tests play many visitors from one machine that way);
 * anyone else is the socket's address.
 */
const clientAddress = (req: IncomingMessage) => {
  const socket = req.socket.remoteAddress ?? '127.0.0.1';
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return LOOPBACK.test(socket) && first && isIP(first) ? first : socket;
};

const TEXTUAL = /json|text|xml|x-www-form-urlencoded|javascript/i;

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...COMMON_SECURITY_HEADERS,
    'content-security-policy': API_CSP,
    ...headers,
  });
  res.end(JSON.stringify(body));
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp3': 'audio/mpeg',
};

/** The event API Gateway (HTTP API, payload 2.0) would give the Lambda for this request. */
const toEvent = (
  req: IncomingMessage,
  url: URL,
  spec: RouteSpec,
  params: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const textual = body.length === 0 || TEXTUAL.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: routeKey(spec),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length === 0 ? undefined : textual ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !textual,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: spec.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: clientAddress(req),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(spec),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
};

/** The app's Content-Security-Policy for an HTML file, from the inline scripts it carries; kept while the file is unchanged. */
const policies = new Map<string, { version: string; policy: string }>();
const pagePolicy = async (file: string, version: string) => {
  const known = policies.get(file);
  if (known?.version === version) return known.policy;
  const policy = appContentSecurityPolicy(await readFile(file, 'utf8'));
  policies.set(file, { version, policy });
  return policy;
};

const writeResult = (res: ServerResponse, result: APIGatewayProxyStructuredResultV2) => {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
};

/**
 * The local stand-in for API Gateway + CloudFront: `/api/*` goes to the same Lambda handlers AWS
 * runs (dispatched from the shared route table), everything else is the built web app with an SPA
 * fallback to index.html.
 */
export const createGateway = (options: GatewayOptions) => {
  const compiled = ROUTES.map(compile);
  const serveApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const method = req.method ?? 'GET';
    let pathMatched = false;
    for (const route of compiled) {
      const m = route.pattern.exec(url.pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.spec.method !== method) continue;
      let params: Record<string, string>;
      try {
        params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
      } catch {
        return send(res, 400, { error: 'The address has a badly encoded character (a stray %): please check the link' });
      }
      const body = await readBody(req);
      const fn = await options.functionFor(route.spec.service);
      const result = (await fn.invoke(toEvent(req, url, route.spec, params, body))) as APIGatewayProxyStructuredResultV2;
      return writeResult(res, result);
    }
    if (pathMatched && method === 'OPTIONS') return send(res, 204, '');
    return send(res, pathMatched ? 405 : 404, { error: pathMatched ? 'Method not allowed' : 'Not found' });
  };

  const serveStatic = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const webDir = options.webDir;
    if (!webDir || (req.method !== 'GET' && req.method !== 'HEAD')) return send(res, 404, { error: 'Not found' });
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, { error: 'The address has a badly encoded character (a stray %): please check the link' });
    }
    const file = normalize(join(webDir, pathname));
    if (!file.startsWith(normalize(webDir) + sep) && file !== normalize(webDir)) return send(res, 404, { error: 'Not found' });
    const info = await stat(file).catch(() => undefined);
    let target = info?.isFile() ? file : undefined;
    if (!target) {
      // A path with an extension is a missing asset; anything else is a client route.
      if (extname(pathname)) return send(res, 404, { error: 'Not found' });
      target = join(webDir, 'index.html');
    }
    const immutable = target.includes(`${sep}assets${sep}`);
    const { size, mtimeMs } = await stat(target);
    const contentType = MIME[extname(target)] ?? 'application/octet-stream';
    const encoding = pickEncoding(req.headers['accept-encoding'], contentType, size);
    const body = encoding ? await compressedFile(target, `${size}:${mtimeMs}`, encoding) : undefined;
    const page = contentType.startsWith('text/html') ? { 'content-security-policy': await pagePolicy(target, `${size}:${mtimeMs}`) } : {};
    res.writeHead(200, {
      'content-type': contentType,
      'content-length': String(body?.length ?? size),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...COMMON_SECURITY_HEADERS,
      ...page,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') return res.end();
    if (body) return res.end(body);
    createReadStream(target).pipe(res);
  };

  const inFlight = new Set<Promise<unknown>>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const work: Promise<unknown> = url.pathname.startsWith('/api/')
      ? serveApi(req, res, url)
      : url.pathname.startsWith('/_dev/') && options.dev?.[url.pathname.slice(6)]
        ? options.dev[url.pathname.slice(6)](url).then((body) => send(res, 200, body))
        : serveStatic(req, res, url);
    const handled = work.catch((err: Error & { status?: number }) => {
      if (res.headersSent) return res.destroy();
      if (err.status === 413) return send(res, 413, { error: 'The request is too large: please send at most 1 MB' });
      console.error('gateway error', err);
      send(res, 502, { error: 'The service did not answer. Please try again.' });
    });
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled));
  });

  /** Resolves once the requests being handled have finished, so the functions and stores stop under none. */
  const drain = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };
  return { server, drain };
};
