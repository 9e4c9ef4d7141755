// A free loopback port, picked by the OS: the monitoring and video stacks start their servers on
// ports no other run (a second e2e worker, a running `npm start`) holds.
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

/** A free loopback TCP port (another process could take it in between, rarely). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A free loopback UDP port (an RTP feed's). */
export function freeUdpPort() {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}
