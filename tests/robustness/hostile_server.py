"""A local HTTP server that answers the way a broken or hostile server would, one behaviour per path: bodies cut
short, a byte a second, endless headers or "100 Continue", malformed replies, redirects to other ports and schemes,
compressed or endless bodies. Used by the download tests and the reliability report.

    with HostileServer(body) as srv:
        srv.url("/truncated")
"""

from __future__ import annotations

import socket
import threading
import time

#: path -> what it does (the tests and the report iterate over these)
BEHAVIOURS = {
    "/ok": "a complete CSV",
    "/truncated": "Content-Length says more than is sent, then the connection closes",
    "/slow-body": "headers, then one byte a second forever",
    "/slow-headers": "header bytes one a second forever",
    "/continue": "'100 Continue' forever",
    "/garbage": "a status line that is not HTTP",
    "/http09": "a body with no status line",
    "/long-header": "a header line of 100 kB",
    "/many-headers": "200 headers",
    "/bad-length": "Content-Length: abc",
    "/negative-length": "Content-Length: -5",
    "/chunked-bad": "a chunk size that is not hexadecimal",
    "/chunked-cut": "a chunked body that stops before its last chunk",
    "/empty": "the connection closed with no answer",
    "/huge-length": "Content-Length of a terabyte",
    "/endless": "a body with no length that never ends",
    "/gzip": "a compressed body that was not asked for",
    "/redirect-port": "a redirect to another local port",
    "/redirect-ftp": "a redirect to ftp://",
    "/redirect-file": "a redirect to file:///etc/passwd",
    "/redirect-loop": "a redirect to itself",
    "/404": "404 Not Found",
    "/status-999": "a status code of 999",
    "/nul-header": "a header with a NUL byte (the body is whole: read)",
}
#: the paths whose answer is whole and is read
ACCEPTED = frozenset({"/ok", "/nul-header"})


class HostileServer:
    def __init__(self, body: bytes = b"a,b\n1,2\n"):
        self.body = body
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.port = self.sock.getsockname()[1]
        self.other = socket.socket(socket.AF_INET, socket.SOCK_STREAM)  # "another local service"
        self.other.bind(("127.0.0.1", 0))
        self.other.listen(8)
        self.other_port = self.other.getsockname()[1]
        self.stop = threading.Event()
        self.hits_other = 0

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def __enter__(self) -> HostileServer:
        threading.Thread(target=self._serve, daemon=True).start()
        threading.Thread(target=self._serve_other, daemon=True).start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        for s in (self.sock, self.other):
            try:
                s.close()
            except OSError:
                pass

    def _serve_other(self) -> None:
        self.other.settimeout(0.2)
        while not self.stop.is_set():
            try:
                conn, _ = self.other.accept()
            except OSError:
                continue
            self.hits_other += 1
            conn.close()

    def _serve(self) -> None:
        self.sock.settimeout(0.2)
        while not self.stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            threading.Thread(target=self._answer, args=(conn,), daemon=True).start()

    def _answer(self, conn: socket.socket) -> None:
        try:
            conn.settimeout(5)
            data = b""
            while b"\r\n\r\n" not in data and len(data) < 65536:
                chunk = conn.recv(4096)
                if not chunk:
                    return
                data += chunk
            path = data.split(b" ", 2)[1].decode("latin-1") if data.count(b" ") >= 2 else "/"
            self._behave(conn, path)
        except OSError:
            pass
        finally:
            try:
                conn.close()
            except OSError:
                pass

    def _slowly(self, conn: socket.socket, data: bytes, pause: float = 1.0) -> None:
        for i in range(len(data)):
            if self.stop.is_set():
                return
            conn.sendall(data[i : i + 1])
            time.sleep(pause)

    def _behave(self, conn: socket.socket, path: str) -> None:
        body = self.body
        ok = b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\n"
        if path == "/ok":
            conn.sendall(ok + b"Content-Length: %d\r\n\r\n" % len(body) + body)
        elif path == "/truncated":
            conn.sendall(ok + b"Content-Length: %d\r\n\r\n" % len(body) + body[: len(body) // 2])
        elif path == "/slow-body":
            conn.sendall(ok + b"Content-Length: %d\r\n\r\n" % len(body))
            self._slowly(conn, body * 1000)
        elif path == "/slow-headers":
            self._slowly(conn, ok + b"X-Slow: " + b"a" * 100_000)
        elif path == "/continue":
            while not self.stop.is_set():
                conn.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
                time.sleep(0.2)
        elif path == "/garbage":
            conn.sendall(b"HELLO THERE\r\n\r\nhi")
        elif path == "/http09":
            conn.sendall(body)
        elif path == "/long-header":
            conn.sendall(ok + b"X-Long: " + b"a" * 100_000 + b"\r\n\r\n" + body)
        elif path == "/many-headers":
            conn.sendall(ok + b"".join(b"X-%d: y\r\n" % i for i in range(200)) + b"\r\n" + body)
        elif path == "/bad-length":
            conn.sendall(ok + b"Content-Length: abc\r\n\r\n" + body)
        elif path == "/negative-length":
            conn.sendall(ok + b"Content-Length: -5\r\n\r\n" + body)
        elif path == "/chunked-bad":
            conn.sendall(ok + b"Transfer-Encoding: chunked\r\n\r\nzz\r\n" + body)
        elif path == "/chunked-cut":
            conn.sendall(ok + b"Transfer-Encoding: chunked\r\n\r\n%x\r\n" % len(body) + body + b"\r\n")
        elif path == "/empty":
            return
        elif path == "/huge-length":
            conn.sendall(ok + b"Content-Length: 1000000000000\r\n\r\n" + body)
        elif path == "/endless":
            conn.sendall(ok + b"\r\n")
            line = b"x" * 65536
            while not self.stop.is_set():
                conn.sendall(line)
        elif path == "/gzip":
            import gzip

            z = gzip.compress(body)
            conn.sendall(ok + b"Content-Encoding: gzip\r\nContent-Length: %d\r\n\r\n" % len(z) + z)
        elif path == "/redirect-port":
            target = f"http://127.0.0.1:{self.other_port}/ok".encode()
            conn.sendall(b"HTTP/1.1 302 Found\r\nLocation: " + target + b"\r\nContent-Length: 0\r\n\r\n")
        elif path == "/redirect-ftp":
            conn.sendall(b"HTTP/1.1 302 Found\r\nLocation: ftp://127.0.0.1/x.csv\r\nContent-Length: 0\r\n\r\n")
        elif path == "/redirect-file":
            conn.sendall(b"HTTP/1.1 301 Moved\r\nLocation: file:///etc/passwd\r\nContent-Length: 0\r\n\r\n")
        elif path == "/redirect-loop":
            conn.sendall(b"HTTP/1.1 302 Found\r\nLocation: /redirect-loop\r\nContent-Length: 0\r\n\r\n")
        elif path == "/404":
            conn.sendall(b"HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n\r\nnot found")
        elif path == "/status-999":
            conn.sendall(b"HTTP/1.1 999 Whatever\r\nContent-Length: 2\r\n\r\nhi")
        elif path == "/nul-header":
            conn.sendall(ok + b"X-Nul: a\x00b\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
        else:
            conn.sendall(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")


#: addresses that are not URLs a download can use
BAD_URLS = (
    "http://",
    "http://[::1",
    "http://127.0.0.1:99999/x.csv",
    "http://exa mple.com/x.csv",
    "https://\x00/x.csv",
    "http://a:b@/x.csv",
    "http://127.0.0.1:0/x.csv",
    "ftp://example.com/x.csv",
    "file:///etc/passwd",
    "http://%zz/x.csv",
    "http://\x1b[31mred/x.csv",
    "https://" + "a" * 300 + ".example/x.csv",
)
