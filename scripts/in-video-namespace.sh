#!/usr/bin/env bash
# Runs a command inside a private network namespace made for live video: Janus never
# offers a loopback ICE candidate, and tests must not send media to any other address, so the
# namespace has `lo` up and a veth `jdummy0` carrying the loopback-range address 127.0.0.2, which
# sandbox/video/video-stack.ts gives Janus as its only ICE interface. Janus, the ffmpeg feeds, the
# sandbox and the browser must all run inside it; the namespace has no route out (install
# packages first) and disappears when the command ends.
# Usage: scripts/in-video-namespace.sh COMMAND [ARG...]
set -euo pipefail
if (($# == 0)); then
  echo "usage: $0 COMMAND [ARG...]" >&2
  exit 2
fi
for tool in unshare ip; do
  if ! command -v "$tool" >/dev/null; then
    echo "$0: '$tool' is missing (Debian: apt-get install -y util-linux iproute2)" >&2
    exit 1
  fi
done
# As root a plain network namespace; otherwise a user namespace maps the caller to root in it.
userns=()
if ((EUID != 0)); then userns=(--map-root-user); fi

# Said plainly, since the video e2e cannot run without it (a container without CAP_SYS_ADMIN, a
# kernel without user namespaces).
if ! why=$(unshare "${userns[@]}" --net -- true 2>&1); then
  echo "$0: cannot create a private network namespace here, so live video cannot run: ${why}" >&2
  exit 1
fi

exec unshare "${userns[@]}" --net -- bash -c '
  set -euo pipefail
  ip link set lo up
  if ! ip link add jdummy0 type veth peer name jdummy1; then
    echo "in-video-namespace: cannot create the veth jdummy0 (kernel without veth?)" >&2
    exit 1
  fi
  ip addr add 127.0.0.2/32 dev jdummy0
  ip link set jdummy1 up
  ip link set jdummy0 up
  exec "$@"
' in-video-namespace "$@"
