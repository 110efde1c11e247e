package site

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// Serving the playground's files without net/http.
//
// The playground is a handful of static files fetched by one browser on
// the same machine, so Serve answers GET and HEAD of a file with its
// bytes and closes the connection: what a static file server must do and
// no more. net/http would do it too, but linked into rulec it brings TLS,
// HTTP/2 and their cryptography, whose package initialisation every rulec
// command paid at start (0.34M instructions of `rulec help`'s 1.85M, and 5
// MB of the binary): a fifth of the start of a command that never serves.

// maxRequest bounds the request line and headers read.
const maxRequest = 64 << 10

// requestTimeout bounds how long a connection may take to send its
// request and read the answer.
const requestTimeout = time.Minute

// Serve serves the files of dir on l until l is closed: GET and HEAD of
// a file, or of a folder's index.html.
func Serve(l net.Listener, dir string) error {
	for {
		conn, err := l.Accept()
		if err != nil {
			return err
		}
		go serveConn(conn, dir)
	}
}

// serveConn answers one request on conn and closes it.
func serveConn(conn net.Conn, dir string) {
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(requestTimeout))
	method, target, err := readRequest(bufio.NewReader(io.LimitReader(conn, maxRequest)))
	w := bufio.NewWriter(conn)
	defer w.Flush()
	if err != nil {
		answer(w, "400 Bad Request", "text/plain; charset=utf-8", err.Error()+"\n", true)
		return
	}
	if method != "GET" && method != "HEAD" {
		fmt.Fprint(w, "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
		return
	}
	f, size, err := openFile(dir, target)
	if err != nil {
		answer(w, "404 Not Found", "text/plain; charset=utf-8", "404 page not found\n", method == "GET")
		return
	}
	defer f.Close()
	fmt.Fprintf(w, "HTTP/1.1 200 OK\r\nContent-Type: %s\r\nContent-Length: %d\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
		contentType(f.Name()), size)
	if method == "GET" {
		io.Copy(w, f)
	}
}

// answer writes a response of a short body (left out when body is false,
// for HEAD).
func answer(w io.Writer, status, ctype, text string, body bool) {
	fmt.Fprintf(w, "HTTP/1.1 %s\r\nContent-Type: %s\r\nContent-Length: %d\r\nConnection: close\r\n\r\n", status, ctype, len(text))
	if body {
		io.WriteString(w, text)
	}
}

// readRequest reads a request's line and headers (which it ignores) and
// returns its method and the path of its target, query left out.
func readRequest(r *bufio.Reader) (method, target string, err error) {
	line, err := r.ReadString('\n')
	if err != nil {
		return "", "", fmt.Errorf("reading the request: %v", err)
	}
	parts := strings.Fields(line)
	if len(parts) != 3 || !strings.HasPrefix(parts[2], "HTTP/1.") || !strings.HasPrefix(parts[1], "/") {
		return "", "", fmt.Errorf("malformed request line %q", strings.TrimSpace(line))
	}
	for {
		h, err := r.ReadString('\n')
		if err != nil {
			return "", "", fmt.Errorf("reading the headers: %v", err)
		}
		if strings.TrimRight(h, "\r\n") == "" {
			break
		}
	}
	p, _, _ := strings.Cut(parts[1], "?")
	if p, err = url.PathUnescape(p); err != nil {
		return "", "", fmt.Errorf("malformed path %q", parts[1])
	}
	return parts[0], p, nil
}

// openFile opens the file of dir a request's path names: a folder stands
// for its index.html. The path is cleaned as a rooted path first, so that
// no ".." leads out of dir.
func openFile(dir, target string) (*os.File, int64, error) {
	name := filepath.Join(dir, filepath.FromSlash(path.Clean("/"+target)))
	for range 2 {
		f, err := os.Open(name)
		if err != nil {
			return nil, 0, err
		}
		st, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, 0, err
		}
		if st.Mode().IsRegular() {
			return f, st.Size(), nil
		}
		f.Close()
		if !st.IsDir() {
			break
		}
		name = filepath.Join(name, "index.html")
	}
	return nil, 0, os.ErrNotExist
}

// contentType returns the media type of a file by its extension: those of
// the files a playground holds, and what a browser needs to be told (a
// WebAssembly module is compiled while it streams in only when it comes
// as application/wasm).
func contentType(name string) string {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".html", ".htm":
		return "text/html; charset=utf-8"
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".json":
		return "application/json"
	case ".wasm":
		return "application/wasm"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	case ".ico":
		return "image/x-icon"
	case ".txt", ".rules", ".yaml", ".yml", ".md":
		return "text/plain; charset=utf-8"
	}
	return "application/octet-stream"
}
