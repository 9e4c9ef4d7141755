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
 * A real connection says which tablet it is with a TABLET frame (routes/production.ts). An
 * ONLINE tablet of the sandbox with no real connection is simulated here: it is handed the same
 * frame as text and answers with the same ACK frame through the same handler, after
 * SIMULATED_ACK_MS. An OFFLINE tablet has no connection: its commands are never answered.
 */

/** How long a simulated tablet takes to acknowledge (real time). */
export const SIMULATED_ACK_MS = 800;

/** A connection that said which tablet it is: frames to it go out as text. */
export interface TabletLink {
  send(frame: string): void;
}

const linksOf = perChain(() => new Map<string, Set<TabletLink>>());

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
 * One tablet-socket connection's side of commands (routes/production.ts): `receive` every text
 * frame it sends, `close` when it closes. A TABLET frame naming a tablet of the connection's
 * restaurant makes it that tablet's connection; one naming another tablet is ignored.
 */
export function tabletConnection(
  sandbox: SandboxContext,
  restaurantUuid: string,
  send: (text: string) => void,
): { receive(text: string): void; close(): void } {
  let tabletUuid: string | null = null;
  let unlink: (() => void) | undefined;
  return {
    receive(text) {
      const hello = receiveTabletFrame(sandbox, text, tabletUuid);
      if (!hello) return;
      const tablet = sandbox.chain.fleet.tablets.find((t) => t.uuid === hello.tabletUuid);
      if (!tablet || tablet.restaurantUuid !== restaurantUuid) return;
      unlink?.();
      tabletUuid = tablet.uuid;
      unlink = connectTablet(sandbox.chain, tablet.uuid, { send });
    },
    close() {
      unlink?.();
      unlink = undefined;
    },
  };
}

/**
 * A frame a tablet sent on `tabletUuid`'s connection (null: not said yet). Answers the tablet it
 * says it is for a TABLET frame; anything not a tablet frame, or an ACK for another command
 * than the tablet's last, is ignored.
 */
function receiveTabletFrame(
  sandbox: SandboxContext,
  text: string,
  tabletUuid: string | null,
): { tabletUuid: string } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const frame = v.safeParse(tabletFrameSchema, parsed);
  if (!frame.success) return null;
  if (frame.output.type === 'TABLET') return { tabletUuid: frame.output.tabletUuid };
  const tablet = sandbox.chain.fleet.tablets.find((candidate) => candidate.uuid === tabletUuid);
  const command = tablet?.lastCommand;
  if (!tablet || !command || command.uuid !== frame.output.uuid) return null;
  if (command.status !== 'ACKNOWLEDGED') {
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
  return null;
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
        receiveTabletFrame(
          sandbox,
          JSON.stringify({ type: 'COMMAND_ACK', uuid: frame.command.uuid }),
          tabletUuid,
        );
      }, SIMULATED_ACK_MS);
      timer.unref?.();
    },
  };
}
