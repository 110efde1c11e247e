package site

import (
	"path"
	"strings"
	"testing"

	"github.com/rulec-dev/rulec/grammar"
)

// TestGather bundles the repository: every rules file and scenario but
// the broken ones of tests/bad, and every rule text a source declaration
// names, where the declaration's relative path finds it.
func TestGather(t *testing.T) {
	root, err := FindRoot(".")
	if err != nil {
		t.Fatal(err)
	}
	b, err := Gather(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Scenarios()) < 100 {
		t.Errorf("only %d scenarios bundled", len(b.Scenarios()))
	}
	sources := 0
	for p, text := range b {
		if strings.HasPrefix(p, "/rulec/tests/bad/") {
			t.Errorf("%s is bundled: tests/bad is broken on purpose", p)
		}
		if !strings.HasSuffix(p, ".rules") {
			continue
		}
		f, err := grammar.Parse(p, []byte(text))
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		for _, d := range f.Decls {
			if s, ok := d.(*grammar.Source); ok {
				sources++
				if want := path.Join(path.Dir(p), s.Path); b[want] == "" {
					t.Errorf("%s names source %s: %s is not in the bundle", p, s.Path, want)
				}
			}
		}
	}
	if sources == 0 {
		t.Errorf("no rules file names a source: the check checked nothing")
	}
}

// TestListenLoopbackOnly refuses to serve the playground beyond the
// machine.
func TestListenLoopbackOnly(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:0", ":0", "192.0.2.1:0"} {
		if l, err := Listen(addr); err == nil {
			l.Close()
			t.Errorf("Listen(%q) listened", addr)
		}
	}
	l, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	l.Close()
}
