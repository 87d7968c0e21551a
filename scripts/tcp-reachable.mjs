// Whether a server (PostgreSQL, Redis) answers at all: the test runner, the tests and the outage bench
// skip what needs it, or fail where it is required.
import net from 'node:net';

/**
 * Whether something accepts a TCP connection at host:port within `timeoutMs`.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function tcpReachable(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: timeoutMs }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
