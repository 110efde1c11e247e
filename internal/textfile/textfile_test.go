package textfile

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestReadAllAsIoReadAll checks readAll against io.ReadAll on readers
// holding less, as much as and more than the size it is told, read whole
// or a byte at a time, and on a reader that fails.
func TestReadAllAsIoReadAll(t *testing.T) {
	for _, n := range []int{0, 1, 511, 512, 513, 4096, 13000} {
		src := strings.Repeat("abcdefghij", n/10+1)[:n]
		for _, size := range []int64{0, int64(n) - 1, int64(n), int64(n) + 1, 100} {
			if size < 0 {
				continue
			}
			for _, r := range []func() io.Reader{
				func() io.Reader { return strings.NewReader(src) },
				func() io.Reader { return iotest.OneByteReader(strings.NewReader(src)) },
			} {
				got, err := readAll(r(), size)
				want, _ := io.ReadAll(r())
				if err != nil || !bytes.Equal(got, want) {
					t.Errorf("readAll of %d bytes told %d = %d bytes, %v; want %d bytes", n, size, len(got), err, len(want))
				}
			}
		}
	}
	boom := errors.New("boom")
	if _, err := readAll(iotest.ErrReader(boom), 10); err != boom {
		t.Errorf("readAll of a failing reader: %v, want %v", err, boom)
	}
}

// TestNamedLike checks which names a folder walk names as passed over
// for looking like the files it reads: a copy, a backup, a typo of the
// ending; and that the files it reads, and others, are not.
func TestNamedLike(t *testing.T) {
	rules := []string{".rules"}
	scen := []string{".yaml", ".yml"}
	for _, c := range []struct {
		name string
		exts []string
		want string
	}{
		{"d/a.rule", rules, ".rules"},
		{"d/A.RULE", rules, ".rules"},
		{"a.rules.bak", rules, ".rules"},
		{"a.rules~", rules, ".rules"},
		{".a.rules.swp", rules, ".rules"},
		{"a.yaml.orig", scen, ".yaml"},
		{"a.yml~", scen, ".yml"},
		{"a.rulesx", rules, ""},
		{"README.md", rules, ""},
		{"rules.txt", rules, ""},
		{"a.yam", scen, ""},
		{"notes.txt", scen, ""},
	} {
		got, ok := namedLike(c.name, c.exts)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("namedLike(%q, %q) = %q, %v; want %q", c.name, c.exts, got, ok, c.want)
		}
	}
}
