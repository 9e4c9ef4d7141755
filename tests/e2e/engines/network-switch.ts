/**
 * The network between a browser and the console's server, with a switch: a TCP relay on a port
 * of its own. Off, it cuts every open connection (the live channel's socket too) and refuses new
 * ones, as a phone that has lost its signal; on, it relays again. Firefox and WebKit have no
 * DevTools protocol to take a page offline, so their offline specs go through this.
 */
import { createServer, connect, type Socket } from 'node:net';

export interface NetworkSwitch {
  /** The console's address through the switch. */
  url: string;
  setOnline(online: boolean): void;
  close(): Promise<void>;
}

export async function networkSwitch(target: string): Promise<NetworkSwitch> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let online = true;
  const keep = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = createServer((client) => {
    keep(client);
    if (!online) return client.destroy();
    const server = connect(Number(port), hostname);
    keep(server);
    client.pipe(server).pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (!address || typeof address === 'string') throw new Error('the network switch has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    setOnline(value) {
      online = value;
      if (!online) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
