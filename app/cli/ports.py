"""Whether a server could listen on a TCP port now, checked the way it will bind the port."""

from __future__ import annotations

import errno
import socket


def port_busy(address: str, port: int) -> bool:
    """True when another socket holds ``port`` on some address ``address`` resolves to.

    Binds as Tornado (Streamlit's server) does: every address of the name (``localhost`` is
    127.0.0.1 and ::1), SO_REUSEADDR set, so a port left in TIME_WAIT counts as free, as it is for
    the server. Only "address in use" counts: a name that does not resolve, or an IPv6 address
    the machine lacks, is left for the server itself to report.
    """
    try:
        infos = socket.getaddrinfo(
            address or None, port, socket.AF_UNSPEC, socket.SOCK_STREAM, 0, socket.AI_PASSIVE
        )
    except socket.gaierror:
        return False
    for family, kind, proto, _, where in infos:
        with socket.socket(family, kind, proto) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6:
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            try:
                sock.bind(where)
            except OSError as exc:
                if exc.errno == errno.EADDRINUSE:
                    return True
    return False
