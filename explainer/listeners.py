"""The listening sockets' options, and the file descriptors a server may open: what the
kernel does for each connection before and after the app sees it.

Accepted sockets inherit the listening socket's TCP options, so setting them once on each
worker's listening socket (gunicorn's ``post_worker_init`` hook, explainer/server.py) sets
them for every connection:

- TCP_NOTSENT_LOWAT: the kernel takes at most about NOT_SENT bytes of an answer that the
  client has not yet been sent; the rest waits in the worker, which hands it over a slice
  at a time (explainer/server.py). Without it the kernel's send buffer grew to 4 MB a
  connection, so that a client that never reads held its whole answer in kernel memory.
  A client that reads gets its bytes as fast as before: in flight, the window is the
  network's, not this limit.
- TCP_USER_TIMEOUT: a connection whose client acknowledges nothing for ``send_timeout``
  seconds (a client that stopped reading, a window shut for good) is dropped by the kernel,
  which frees its socket even when the worker has already let go of it.
- TCP_DEFER_ACCEPT: a connection is accepted (and costs a file descriptor in the worker)
  only once its first bytes have come, or after DEFER_S seconds: silent connections wait
  in the kernel, not in the worker.

``raise_fd_limit`` raises the soft RLIMIT_NOFILE to the hard limit at start: the soft limit
(1,024 by default on many systems) is only a default, and a worker that reaches it accepts
nothing more. A worker at its limit still answers the connections it holds; each worker
keeps its connections under a cap below the limit, and gives those that have not sent a
whole request a deadline (explainer/connections.py).
"""

from __future__ import annotations

import os
import resource
import socket

#: Bytes of an answer the kernel may hold for a connection before the client is sent them.
NOT_SENT = 32 * 1024
#: Seconds a silent connection waits in the kernel before the worker accepts it.
DEFER_S = 10


def prepare(fileno: int, send_timeout: float) -> None:
    """Set the options on the listening socket ``fileno`` (Linux; elsewhere those it has)."""
    with socket.socket(fileno=os.dup(fileno)) as listener:
        if listener.family not in (socket.AF_INET, socket.AF_INET6):
            return  # a Unix socket: no TCP options
        for name, value in (
            ("TCP_NOTSENT_LOWAT", NOT_SENT),
            ("TCP_USER_TIMEOUT", int(send_timeout * 1000)),
            ("TCP_DEFER_ACCEPT", DEFER_S),
        ):
            option = getattr(socket, name, None)
            if option is not None:
                listener.setsockopt(socket.IPPROTO_TCP, option, value)


def raise_fd_limit() -> tuple[int, int]:
    """Raise this process's soft RLIMIT_NOFILE to its hard limit; the limits then."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (OSError, ValueError):
            pass
    return soft, hard
