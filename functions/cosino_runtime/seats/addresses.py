"""Which network addresses the arena may call an outside agent at.

An agent's URL is chosen by whoever seats it: an API caller, a league's author. On a server,
a URL naming the loopback, a private network or a link-local address would make the arena post
to services only the server can reach (its own runtime API, a metadata endpoint, a database in
its VPC) and write what they answer into a replay. ``COSINO_AGENT_ADDRESSES`` says what is
allowed:

- ``public``: only globally routable unicast addresses (the default inside AWS Lambda);
- ``any``: every address (the default elsewhere, where the operator runs the agents nearby).

The rule is applied twice: to an address written in the URL when the seat is checked, so the
caller gets a 400 at once, and to every address a host name resolves to when the seat connects,
so a name that resolves (or later re-resolves) to a private address is never called.

>>> public_address("8.8.8.8"), public_address("127.0.0.1"), public_address("::ffff:10.0.0.1")
(True, False, False)
>>> non_public_host("169.254.169.254")
'link-local'
"""

from __future__ import annotations

import ipaddress
import os

from cosino.primitives.errors import CosinoError, quoted

POLICY_ENV = "COSINO_AGENT_ADDRESSES"
POLICIES = ("public", "any")
LAMBDA_ENV = "AWS_LAMBDA_FUNCTION_NAME"  # set by the Lambda runtime in every function

# IPv6 ranges that carry an IPv4 address in their low 32 bits, judged by that address: a NAT64
# gateway (64:ff9b::/96) or an IPv4-compatible address (::/96) could lead back into 10.0.0.0/8.
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_V4_COMPATIBLE = ipaddress.ip_network("::/96")


class AddressPolicyError(CosinoError):
    """An agent address the arena's policy does not allow, or a policy it cannot read."""


def public_only() -> bool:
    """Whether only public addresses may be called (``COSINO_AGENT_ADDRESSES``; see the module)."""
    value = os.environ.get(POLICY_ENV)
    if value is None or value == "":
        return bool(os.environ.get(LAMBDA_ENV))
    if value not in POLICIES:
        raise AddressPolicyError(f"{POLICY_ENV} must be one of {', '.join(POLICIES)}, not {quoted(value[:40])}")
    return value == "public"


# What no agent lives at, by the IANA special-purpose registries (the blocks not globally
# reachable) plus deprecated site-local IPv6. A table of our own, not ``ip.is_private``: CPython
# revised those properties in 3.12 and 3.13, and the CLI (3.11) and the functions (3.12) must agree.
_SPECIAL = tuple(
    (ipaddress.ip_network(net), kind)
    for net, kind in (
        ("0.0.0.0/32", "unspecified"),
        ("0.0.0.0/8", "reserved"),  # "this network"
        ("10.0.0.0/8", "private"),
        ("100.64.0.0/10", "reserved"),  # carrier-grade NAT, shared by a provider's customers
        ("127.0.0.0/8", "loopback"),
        ("169.254.0.0/16", "link-local"),
        ("172.16.0.0/12", "private"),
        ("192.0.0.0/24", "reserved"),  # IETF protocol assignments
        ("192.0.2.0/24", "reserved"),  # documentation
        ("192.88.99.0/24", "reserved"),  # the retired 6to4 relay anycast
        ("192.168.0.0/16", "private"),
        ("198.18.0.0/15", "reserved"),  # benchmarking
        ("198.51.100.0/24", "reserved"),  # documentation
        ("203.0.113.0/24", "reserved"),  # documentation
        ("224.0.0.0/4", "multicast"),
        ("240.0.0.0/4", "reserved"),  # the future-use block and the broadcast address
        ("::/128", "unspecified"),
        ("::1/128", "loopback"),
        ("64:ff9b:1::/48", "reserved"),  # NAT64 for local use
        ("100::/64", "reserved"),  # discard-only
        ("2001::/23", "reserved"),  # IETF protocol assignments (Teredo is judged by its IPv4 first)
        ("2001:db8::/32", "reserved"),  # documentation
        ("3fff::/20", "reserved"),  # documentation
        ("5f00::/16", "reserved"),  # segment routing identifiers
        ("fc00::/7", "private"),  # unique local
        ("fe80::/10", "link-local"),
        ("fec0::/10", "private"),  # site-local: deprecated, still routed inside a site
        ("ff00::/8", "multicast"),
    )
)
_GLOBAL_UNICAST_V6 = ipaddress.ip_network("2000::/3")  # the only IPv6 block assigned for the Internet


def _kind(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """None for a public unicast address; else a word for what it is."""
    for network, kind in _SPECIAL:
        if ip.version == network.version and ip in network:
            return kind
    if isinstance(ip, ipaddress.IPv6Address) and ip not in _GLOBAL_UNICAST_V6:
        return "reserved"
    return None


def _embedded_v4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:
        return ip.sixtofour
    if ip.teredo is not None:
        return ip.teredo[1]
    if ip in _NAT64 or ip in _V4_COMPATIBLE:
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def address_kind(address: str) -> str | None:
    """None when ``address`` (an IP literal, as getaddrinfo gives it) is public; else what it is.
    Text that is not an address counts as "not an address" (never public)."""
    try:
        ip = ipaddress.ip_address(address.partition("%")[0])
    except ValueError:
        return "not an address"
    # :: and ::1 lie in ::/96 but are not IPv4-compatible; compared by value, since ``is_loopback``
    # of ::ffff:127.0.0.1 is False on 3.11 and True on 3.12 (which made it "reserved" there).
    if isinstance(ip, ipaddress.IPv6Address) and int(ip) > 1:
        inner = _embedded_v4(ip)
        if inner is not None:
            return _kind(inner)
    return _kind(ip)


def public_address(address: str) -> bool:
    return address_kind(address) is None


def non_public_host(host: str) -> str | None:
    """What a URL's host is when it surely names no public address (a literal that is not public,
    or a ``localhost`` name, which resolvers keep on the machine); None for any other name."""
    host = host.lower().rstrip(".")
    if host == "localhost" or host.endswith(".localhost"):
        return "loopback"
    kind = address_kind(host)
    return None if kind == "not an address" else kind


def check_agent_host(host: str, what: str) -> None:
    """Refuse, under the ``public`` policy, a host that names no public address (``what`` names the URL)."""
    if not public_only():
        return
    kind = non_public_host(host)
    if kind is not None:
        raise AddressPolicyError(
            f"the {what} names a {kind} address, which this arena does not call ({POLICY_ENV}=public)"
        )
