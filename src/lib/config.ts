import * as v from 'valibot';
import { parse, safeParse } from './schema-calls';

/**
 * Runtime configuration read from `/config.json` at start-up, so one build serves every
 * environment. Every field has a same-origin default, so a missing or broken file still
 * yields a working console against the provider on this origin.
 */
const configSchema = v.object({
  apiBaseUrl: v.optional(v.pipe(v.string(), v.nonEmpty()), '/api/v1'),
  socketUrl: v.optional(v.string(), ''),
  mediaGatewayUrl: v.optional(v.string(), ''),
  turnHost: v.optional(v.string(), ''),
  /** The footer's support address (spec 000 §2 "Shared widgets"). */
  supportEmail: v.optional(v.pipe(v.string(), v.email()), 'support@demo.kitchen'),
});

export type AppConfig = v.InferOutput<typeof configSchema>;

const LAST_GOOD_KEY = 'kc.config';
const defaults: AppConfig = parse(configSchema, {});
let current: AppConfig = defaults;

export function getConfig(): AppConfig {
  return current;
}

/** Replaces the configuration in force (start-up's `loadConfig`, and tests). */
export function setConfig(config: Partial<AppConfig>): void {
  current = { ...defaults, ...config };
}

function parseConfig(value: unknown): AppConfig | null {
  const result = safeParse(configSchema, value);
  return result.success ? result.output : null;
}

declare global {
  interface Window {
    /**
     * `/config.json` as index.html's first script asked for it, so the request does not wait
     * for the entry to download: every provider call waits for the answer.
     */
    kcConfigRequest?: Promise<Response>;
  }
}

const CONFIG_URL = '/config.json';

/** The request index.html started, once; then none. */
function earlyRequest(url: string): Promise<Response> | undefined {
  if (url !== CONFIG_URL || typeof window === 'undefined') return undefined;
  const request = window.kcConfigRequest;
  window.kcConfigRequest = undefined;
  return request;
}

/**
 * Loads `/config.json`. Offline (it is never precached) the last configuration that loaded is
 * used, so an installed console keeps pointing at the same provider.
 */
export async function loadConfig(url = CONFIG_URL): Promise<AppConfig> {
  try {
    const response = await (earlyRequest(url) ?? fetch(url, { cache: 'no-cache' }));
    if (!response.ok) throw new Error(`config.json answered ${response.status}`);
    const parsed = parseConfig(await response.json());
    if (!parsed) throw new Error('config.json does not match the expected fields');
    localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(parsed));
    setConfig(parsed);
  } catch (error) {
    let stored: unknown = null;
    try {
      stored = JSON.parse(localStorage.getItem(LAST_GOOD_KEY) ?? 'null');
    } catch {
      stored = null;
    }
    setConfig(parseConfig(stored) ?? defaults);
    console.warn('Using the last known configuration:', error);
  }
  return current;
}

/**
 * The live video's media gateway (Janus): `mediaGatewayUrl` of config.json when set, so one
 * deployment can point every camera at its gateway; else the `janusHost` the stream's start
 * answered (spec 001 §7 "a real-time media gateway given by janusHost and streamId"); null when
 * neither says.
 */
export function mediaGatewayUrl(answered: string | null | undefined): string | null {
  return current.mediaGatewayUrl.trim() || answered?.trim() || null;
}

/** The websocket base for a path under the API, e.g. `sockets/notifications`. */
export function socketUrl(path: string): string {
  const base = current.socketUrl || current.apiBaseUrl;
  const absolute = new URL(base.replace(/\/?$/, '/') + path, window.location.href);
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
  return absolute.toString();
}
