import { readFileSync } from 'node:fs';

/**
 * A self-signed key and certificate for 127.0.0.1 (P-256, valid until 2126), in
 * `tests/helpers/tls/`: the sandbox served over HTTPS with HTTP/2 in its tests and in the phone
 * benchmarks (scripts/lighthouse-bench.mjs reads the files). A test key: it protects nothing.
 */
export const TEST_TLS = {
  key: readFileSync(new URL('./tls/key.pem', import.meta.url), 'utf8'),
  cert: readFileSync(new URL('./tls/cert.pem', import.meta.url), 'utf8'),
};
