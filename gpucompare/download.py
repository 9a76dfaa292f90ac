"""The one downloader every update uses (the catalog's Epoch AI CSV, the cloud price lists): the bytes of a file or
an http(s) URL, read within bounds, or one sentence saying why not; nothing is half-read.

- A file must be a regular file (a FIFO, a device or a folder is refused before it is opened for reading) and is
  read up to the size cap, never further.
- A URL is fetched on a worker thread under an overall deadline (connecting, headers and body together: a server
  that sends a byte a second, never ends its headers or answers "100 Continue" forever is cut off when it passes)
  and a Cancel (`cancel`: an Event, or a function that says whether to stop). At most `max_bytes` are read, and a
  Content-Length above it is refused before reading; a body shorter than its Content-Length, or a chunked body
  without its last chunk, is refused as truncated; compressed bodies are not asked for and are refused. Redirects
  (at most five) are followed to http(s) only, and never to a local or private address or another port of the
  same host unless the request started there.
- Proxies from the environment (http_proxy, https_proxy, no_proxy) are used as urllib uses them.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import stat
import threading
import time
from collections.abc import Callable
from pathlib import Path

from gpucompare.errors import BadInputFile
from gpucompare.i18n import Msg
from gpucompare.safetext import shown

#: the longest a download may take, start to end (the Epoch CSV is about 200 kB)
DEADLINE_S = 60.0
#: the longest one network operation (connect, one read) may wait
SOCKET_TIMEOUT_S = 10.0
MAX_REDIRECTS = 5
_CHUNK = 64 * 1024


class DownloadCancelled(BadInputFile):
    """The user pressed Cancel; nothing was read and nothing changes."""


def fetch_text(
    where: str, max_bytes: int, what: str = "the file", timeout_s: float = DEADLINE_S, cancel=None
) -> tuple[str, str]:
    """The UTF-8 text of a file or an http(s) URL (at most `max_bytes`, checked before the text is decoded) and a
    name for it; BadInputFile in one sentence."""
    data, name = fetch_bytes(where, max_bytes, what, timeout_s, cancel)
    return data.decode("utf-8-sig", errors="replace"), name


def fetch_bytes(
    where: str, max_bytes: int, what: str = "the file", timeout_s: float = DEADLINE_S, cancel=None
) -> tuple[bytes, str]:
    """The bytes of a file or an http(s) URL and a name for it (see the module's description)."""
    where = (where or "").strip()
    if not where:
        raise BadInputFile(Msg("give a file or an http(s) URL to read"))
    scheme = where.split("://", 1)[0].lower() if "://" in where else ""
    if scheme in ("http", "https"):
        return _fetch_url(where, max_bytes, what, timeout_s, _stopper(cancel)), shown(where)
    if scheme:
        raise BadInputFile(
            Msg("{scheme}:// addresses are not read; give a file or an http(s) URL", scheme=shown(scheme)[:20])
        )
    return read_file_bytes(Path(where).expanduser(), max_bytes, what), shown(Path(where).name)


def _stopper(cancel) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if hasattr(cancel, "is_set"):
        return cancel.is_set
    return cancel


def read_file_bytes(path: Path, max_bytes: int, what: str = "the file") -> bytes:
    """A regular file's bytes, at most `max_bytes`: opened without blocking (a FIFO swapped in after the check
    cannot hang the reader) and checked again once open."""
    from gpucompare.paths import input_file

    path = input_file(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        raise BadInputFile(Msg("{file}: cannot be read ({error})", file=shown(path.name), error=err.strerror)) from None
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise BadInputFile(Msg("{file} is not a regular file (a pipe or a device); save it as a file", file=path))
        data = fh.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise BadInputFile(_too_large(what, max_bytes))
    return data


def _too_large(what: str, max_bytes: int) -> Msg:
    return Msg("{what} is larger than {mb:g} MB; nothing was read", what=what, mb=max_bytes / 1e6)


# ---------------------------------------------------------------------------------------------------------------
# http(s)
# ---------------------------------------------------------------------------------------------------------------


class _Stop(Exception):
    """Raised inside the worker when the caller gave up (deadline or Cancel)."""


def _fetch_url(url: str, max_bytes: int, what: str, deadline_s: float, stopped: Callable[[], bool]) -> bytes:
    """Run the request on a worker thread and wait for it at most `deadline_s`, watching Cancel: a blocked read
    is ended by shutting its socket down."""
    box: dict = {}
    conns: list = []
    stop = threading.Event()
    end = time.monotonic() + deadline_s

    def work() -> None:
        try:
            box["data"] = _get(url, max_bytes, what, end, stop, conns)
        except BaseException as err:  # noqa: BLE001 - handed to the caller, raised there
            box["error"] = err

    worker = threading.Thread(target=work, name="download", daemon=True)
    worker.start()
    why = ""
    while worker.is_alive():
        worker.join(0.05)
        if stopped():
            why = "cancel"
            break
        if time.monotonic() > end:
            why = "deadline"
            break
    if worker.is_alive():
        stop.set()
        for conn in list(conns):
            _abort(conn)
        worker.join(1.0)
    if why == "cancel":
        raise DownloadCancelled(Msg("download cancelled; nothing was changed"))
    if why == "deadline":
        raise BadInputFile(
            Msg(
                "could not download {url}: no complete answer within {s:g} s; nothing was changed",
                url=_short(url),
                s=deadline_s,
            )
        )
    err = box.get("error")
    if err is not None:
        if isinstance(err, BadInputFile):
            raise err
        if isinstance(err, _Stop):
            raise DownloadCancelled(Msg("download cancelled; nothing was changed"))
        raise BadInputFile(
            Msg("could not download {url} ({error}); nothing was changed", url=_short(url), error=_reason(err))
        ) from None
    return box["data"]


def _abort(conn) -> None:
    sock = getattr(conn, "sock", None)
    try:
        if sock is not None:
            sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    try:
        conn.close()
    except Exception:  # noqa: BLE001 - closing a broken connection may fail in any way; it is gone either way
        pass


def _short(url: str) -> str:
    text = shown(url)
    return text if len(text) <= 120 else text[:119] + "…"


def _reason(err: BaseException) -> str:
    import http.client

    if isinstance(err, socket.timeout | TimeoutError):
        return Msg("no answer within {s:g} s", s=SOCKET_TIMEOUT_S)
    if isinstance(err, http.client.IncompleteRead):
        return Msg("the answer was cut short")
    if isinstance(err, http.client.HTTPException):
        return Msg("not a valid HTTP answer: {what}", what=shown(type(err).__name__))
    if isinstance(err, OSError):
        return shown(err.strerror or type(err).__name__)[:120]
    return shown(f"{type(err).__name__}: {err}")[:120]


def _get(url: str, max_bytes: int, what: str, end: float, stop: threading.Event, conns: list) -> bytes:
    from urllib.parse import urljoin

    origin = _target(url)
    for _hop in range(MAX_REDIRECTS + 1):
        target = _target(url)
        if stop.is_set():
            raise _Stop
        conn = _connection(target, end)
        conns.append(conn)
        try:
            conn.putrequest("GET", target["request"], skip_accept_encoding=True)
            conn.putheader("Accept-Encoding", "identity")
            conn.putheader("User-Agent", _user_agent())
            conn.putheader("Accept", "text/csv, text/plain, */*")
            conn.endheaders()
            resp = conn.getresponse()
            if resp.status in (301, 302, 303, 307, 308):
                location = resp.getheader("Location") or ""
                if not location:
                    raise BadInputFile(Msg("{url}: a redirect without an address", url=_short(url)))
                url = urljoin(url, location.strip())
                _check_redirect(origin, url)
                continue
            if resp.status != 200:
                raise BadInputFile(
                    Msg(
                        "could not download {url}: the server answered {status} {reason}; nothing was changed",
                        url=_short(url),
                        status=resp.status,
                        reason=shown(resp.reason)[:60],
                    )
                )
            return _body(resp, url, max_bytes, what, stop)
        finally:
            conn.close()
    raise BadInputFile(Msg("{url}: more than {n} redirects; not followed", url=_short(url), n=MAX_REDIRECTS))


def _body(resp, url: str, max_bytes: int, what: str, stop: threading.Event) -> bytes:
    encoding = (resp.getheader("Content-Encoding") or "identity").strip().lower()
    if encoding not in ("identity", ""):
        raise BadInputFile(
            Msg(
                "{url}: the server sent compressed data ({encoding}) it was not asked for",
                url=_short(url),
                encoding=shown(encoding)[:20],
            )
        )
    length = None
    if resp.getheader("Transfer-Encoding") is None and resp.getheader("Content-Length") is not None:
        text = resp.getheader("Content-Length").strip()
        if not text.isdigit() or len(text) > 15:
            raise BadInputFile(
                Msg("{url}: the server gave an invalid length ({text})", url=_short(url), text=shown(text)[:20])
            )
        length = int(text)
        if length > max_bytes:
            raise BadInputFile(_too_large(what, max_bytes))
    out = bytearray()
    while True:
        if stop.is_set():
            raise _Stop
        chunk = resp.read(_CHUNK)
        if not chunk:
            break
        out += chunk
        if len(out) > max_bytes:
            raise BadInputFile(_too_large(what, max_bytes))
    if length is not None and len(out) != length:
        raise BadInputFile(
            Msg(
                "could not download {url}: the answer was cut short ({got:,} of {length:,} bytes); nothing was changed",
                url=_short(url),
                got=len(out),
                length=length,
            )
        )
    return bytes(out)


def _user_agent() -> str:
    from gpucompare import __version__

    return f"gpucompare/{__version__}"


def _target(url: str) -> dict:
    """Scheme, host, port and the request line's target of a URL (through a proxy when the environment names one);
    ValueError for a URL that is not one."""
    from urllib.parse import urlsplit
    from urllib.request import getproxies, proxy_bypass

    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        raise BadInputFile(Msg("{url}: only http(s) addresses are read", url=_short(url)))
    host = parts.hostname
    if not host:
        raise BadInputFile(Msg("{url}: no host name in the address", url=_short(url)))
    port = parts.port or (443 if scheme == "https" else 80)  # ValueError for a port out of range
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    if any(c in path for c in "\r\n ") or any(c in host for c in "\r\n /"):
        raise BadInputFile(Msg("{url}: not a valid address", url=_short(url)))
    proxy = None
    proxies = getproxies()
    if proxies.get(scheme) and not proxy_bypass(host):
        p = urlsplit(proxies[scheme] if "://" in proxies[scheme] else "http://" + proxies[scheme])
        if p.hostname:
            proxy = (p.hostname, p.port or 8080, (p.scheme or "http").lower())
    request = f"{scheme}://{parts.netloc}{path}" if proxy and scheme == "http" else path
    return {"scheme": scheme, "host": host, "port": port, "request": request, "proxy": proxy}


def _connection(t: dict, end: float):
    import http.client

    timeout = max(0.5, min(SOCKET_TIMEOUT_S, end - time.monotonic()))
    proxy = t["proxy"]
    if t["scheme"] == "https":
        import ssl

        context = ssl.create_default_context()
        if proxy:
            conn = http.client.HTTPSConnection(proxy[0], proxy[1], timeout=timeout, context=context)
            conn.set_tunnel(t["host"], t["port"])
            return conn
        return http.client.HTTPSConnection(t["host"], t["port"], timeout=timeout, context=context)
    if proxy:
        return http.client.HTTPConnection(proxy[0], proxy[1], timeout=timeout)
    return http.client.HTTPConnection(t["host"], t["port"], timeout=timeout)


def _addresses(host: str, port: int) -> set[ipaddress._BaseAddress] | None:
    """The addresses a host name resolves to; None when it does not resolve here (a proxy may still reach it)."""
    try:
        return {ipaddress.ip_address(info[4][0].split("%", 1)[0]) for info in socket.getaddrinfo(host, port)}
    except (OSError, UnicodeError, ValueError):
        return None


def _local(addr) -> bool:
    return not addr.is_global or addr.is_multicast


def _check_redirect(origin: dict, url: str) -> None:
    """A redirect is followed to http(s) only; to a local or private address or another port of the same machine
    only when the request started at that very address and port."""
    from urllib.parse import urlsplit

    scheme = urlsplit(url).scheme.lower()
    if scheme not in ("http", "https"):
        raise BadInputFile(
            Msg("{url}: a redirect to a {scheme}:// address; not followed", url=_short(url), scheme=shown(scheme)[:20])
        )
    new = _target(url)
    if new["host"].lower() == origin["host"].lower() and new["port"] == origin["port"]:
        return
    new_addrs = _addresses(new["host"], new["port"])
    if new_addrs is None:
        try:
            ipaddress.ip_address(new["host"].strip("[]"))
            literal = True
        except ValueError:
            literal = False
        if literal or new["host"].lower() in ("localhost", "localhost.localdomain"):
            raise BadInputFile(Msg("{url}: a redirect to a local address; not followed", url=_short(url)))
        return
    if any(_local(a) for a in new_addrs):
        old_addrs = _addresses(origin["host"], origin["port"]) or set()
        if not (new_addrs <= old_addrs and new["port"] == origin["port"]):
            raise BadInputFile(
                Msg("{url}: a redirect to a local address or another port; not followed", url=_short(url))
            )
