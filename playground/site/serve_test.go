package site

import (
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestServe fetches a playground's files through Serve with net/http's
// client, as a browser would: each file with its bytes and media type, a
// folder as its index.html, nothing outside the folder served, a missing
// file 404 and a method other than GET and HEAD 405.
func TestServe(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":       "<!doctype html><p>page</p>\n",
		"rulec.wasm":       "\x00asm\x01\x00\x00\x00",
		"bundle.json":      `{"rules/a.rules":"x"}`,
		"playground.js":    "go();\n",
		"sub/index.html":   "<p>sub</p>\n",
		"with space.rules": "ruleset \"x\"\n",
	}
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(dir), "secret.txt"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	go func() { done <- Serve(l, dir) }()
	base := "http://" + l.Addr().String()
	for _, c := range []struct {
		method, path string
		status       int
		ctype, body  string
	}{
		{"GET", "/", 200, "text/html; charset=utf-8", files["index.html"]},
		{"GET", "/index.html", 200, "text/html; charset=utf-8", files["index.html"]},
		{"GET", "/rulec.wasm", 200, "application/wasm", files["rulec.wasm"]},
		{"GET", "/bundle.json?v=2", 200, "application/json", files["bundle.json"]},
		{"GET", "/playground.js", 200, "text/javascript; charset=utf-8", files["playground.js"]},
		{"GET", "/sub/", 200, "text/html; charset=utf-8", files["sub/index.html"]},
		{"GET", "/sub", 200, "text/html; charset=utf-8", files["sub/index.html"]},
		{"GET", "/with%20space.rules", 200, "text/plain; charset=utf-8", files["with space.rules"]},
		{"HEAD", "/rulec.wasm", 200, "application/wasm", ""},
		{"GET", "/missing.js", 404, "text/plain; charset=utf-8", "404 page not found\n"},
		{"GET", "/../secret.txt", 404, "text/plain; charset=utf-8", "404 page not found\n"},
		{"GET", "/%2e%2e/secret.txt", 404, "text/plain; charset=utf-8", "404 page not found\n"},
		{"POST", "/index.html", 405, "", ""},
	} {
		req, err := http.NewRequest(c.method, base+c.path, nil)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(c.path, "/..") || strings.HasPrefix(c.path, "/%2e") {
			req.URL.Opaque = c.path // sent as written, not cleaned by the client
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s %s: %v", c.method, c.path, err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			t.Fatalf("%s %s: reading the body: %v", c.method, c.path, err)
		}
		if resp.StatusCode != c.status || resp.Header.Get("Content-Type") != c.ctype || string(body) != c.body {
			t.Errorf("%s %s: %d %q %q, want %d %q %q", c.method, c.path, resp.StatusCode, resp.Header.Get("Content-Type"), body, c.status, c.ctype, c.body)
		}
		if c.method == "HEAD" && resp.ContentLength != int64(len(files["rulec.wasm"])) {
			t.Errorf("HEAD %s: Content-Length %d, want %d", c.path, resp.ContentLength, len(files["rulec.wasm"]))
		}
	}
	// A request that is no HTTP is answered 400.
	conn, err := net.Dial("tcp", l.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(conn, "hello\r\n\r\n")
	reply, _ := io.ReadAll(conn)
	conn.Close()
	if !strings.HasPrefix(string(reply), "HTTP/1.1 400 Bad Request\r\n") {
		t.Errorf("a request that is no HTTP: %q, want a 400", reply)
	}
	l.Close()
	if err := <-done; err == nil {
		t.Errorf("Serve returned no error when its listener closed")
	}
}
