import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { tabletFrameSchema, type CommandFrame } from '../../src/api/devices/tablet-socket.schema';
import type { SandboxContext } from '../context';
import type { Chain } from '../seed';
import { isOnline, type TabletCommandRecord, type TabletRecord } from './fleet';
import { perChain } from './per-chain';

/**
 * The tablets on the tablet socket (spec 001 §7 "The tablet socket is
 * /device/api/v1/sockets/tablet"), and how a console command reaches one: POST
 * /tablets/command/{id} puts a COMMAND frame on each of the tablet's connections, the tablet
 * answers COMMAND_ACK, and the tablet's last command turns ACKNOWLEDGED (the console reads it
 * from GET /tablets/list) while the tablet logs that it received it.
 *
 * A tablet proves which it is with its own token in the socket's `Authorization`
 * (docs/decisions/sign-in-and-access.md, "Every channel checks who is there"): a console
 * user's token on the same socket gets the queue and nothing of any tablet's. An ONLINE tablet
 * of the sandbox with no real connection is simulated here: it answers with the same ACK frame,
 * with its own token, through the same handler, after SIMULATED_ACK_MS. An OFFLINE tablet has
 * no connection: its commands are never answered.
 */

/** How long a simulated tablet takes to acknowledge (real time). */
export const SIMULATED_ACK_MS = 800;

/** A tablet's connection: frames to it go out as text. */
export interface TabletLink {
  send(frame: string): void;
}

const linksOf = perChain(() => new Map<string, Set<TabletLink>>());

/** The tablets' tokens, both ways: a reset seeds a new chain and so new tokens. */
const credentialsOf = perChain(() => ({
  byTablet: new Map<string, string>(),
  byToken: new Map<string, string>(),
}));

/**
 * The token the tablet `tabletUuid` proves itself with on the tablet socket, as a provider
 * issues one to a tablet when it registers. The sandbox's tablets register with the seed, so a
 * tablet's token is made the first time it is asked for (a chain of thousands makes none it
 * does not use): random, never drawn from the seed, which anyone can read.
 */
export function tabletToken(chain: Chain, tabletUuid: string): string {
  const credentials = credentialsOf(chain);
  let token = credentials.byTablet.get(tabletUuid);
  if (token === undefined) {
    token = randomBytes(32).toString('base64url');
    credentials.byTablet.set(tabletUuid, token);
    credentials.byToken.set(token, tabletUuid);
  }
  return token;
}

/**
 * The tablet `token` was issued to, while it is registered: a deleted tablet's token stops
 * working. Undefined for any other token (a user's, or none).
 */
export function tabletOfToken(chain: Chain, token: string): TabletRecord | undefined {
  const tabletUuid = credentialsOf(chain).byToken.get(token);
  return tabletUuid === undefined
    ? undefined
    : chain.fleet.tablets.find((tablet) => tablet.uuid === tabletUuid);
}

/** Registers `link` as `tabletUuid`'s connection until the returned function is called. */
function connectTablet(chain: Chain, tabletUuid: string, link: TabletLink): () => void {
  const links = linksOf(chain);
  const set = links.get(tabletUuid) ?? new Set<TabletLink>();
  set.add(link);
  links.set(tabletUuid, set);
  return () => {
    set.delete(link);
    if (set.size === 0) links.delete(tabletUuid);
  };
}

/**
 * One tablet's connection on the tablet socket (routes/production.ts), admitted by its `token`:
 * it is that tablet's connection from its opening; `receive` every text frame it sends, `close`
 * when it closes.
 */
export function tabletConnection(
  sandbox: SandboxContext,
  tablet: TabletRecord,
  token: string,
  send: (text: string) => void,
): { receive(text: string): void; close(): void } {
  const unlink = connectTablet(sandbox.chain, tablet.uuid, { send });
  return {
    receive: (text) => receiveTabletFrame(sandbox, token, text),
    close: unlink,
  };
}

/**
 * A frame sent by the tablet whose token is `token`: a COMMAND_ACK of its last command marks it
 * ACKNOWLEDGED. Anything else, and a token that names no tablet (any more), is ignored.
 */
function receiveTabletFrame(sandbox: SandboxContext, token: string, text: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  const frame = v.safeParse(tabletFrameSchema, parsed);
  if (!frame.success) return;
  const tablet = tabletOfToken(sandbox.chain, token);
  const command = tablet?.lastCommand;
  if (!tablet || !command || command.uuid !== frame.output.uuid) return;
  if (command.status === 'ACKNOWLEDGED') return;
  command.status = 'ACKNOWLEDGED';
  command.acknowledgedTime = sandbox.now();
  sandbox.chain.fleet.tabletLogs.unshift({
    uuid: crypto.randomUUID(),
    tabletUuid: tablet.uuid,
    time: command.acknowledgedTime,
    level: 'INFO',
    message: `Command ${command.action} received${command.streamName ? ` (${command.streamName})` : ''}`,
  });
}

/** Puts `command` on the tablet's connections, a simulated one for an ONLINE tablet without. */
export function sendToTablet(
  sandbox: SandboxContext,
  tablet: TabletRecord,
  command: TabletCommandRecord,
): void {
  const frame: CommandFrame = { type: 'COMMAND', command: { ...command } };
  const text = JSON.stringify(frame);
  const links = linksOf(sandbox.chain).get(tablet.uuid);
  if (links && links.size > 0) {
    for (const link of links) link.send(text);
    return;
  }
  if (!isOnline(tablet, sandbox.chain.seededAt)) return;
  simulatedTablet(sandbox, tablet.uuid).send(text);
}

/** An ONLINE tablet the sandbox plays: it acknowledges every command it is handed. */
function simulatedTablet(sandbox: SandboxContext, tabletUuid: string): TabletLink {
  const chain = sandbox.chain;
  return {
    send(text) {
      const frame = JSON.parse(text) as CommandFrame;
      const timer = setTimeout(() => {
        // A reset made a new chain meanwhile: this tablet is gone with the old one.
        if (sandbox.chain !== chain) return;
        // It answers as a real tablet does, with its own token.
        receiveTabletFrame(
          sandbox,
          tabletToken(chain, tabletUuid),
          JSON.stringify({ type: 'COMMAND_ACK', uuid: frame.command.uuid }),
        );
      }, SIMULATED_ACK_MS);
      timer.unref?.();
    },
  };
}
