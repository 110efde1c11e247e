package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// failing wraps the real file system and fails one operation.
type failing struct {
	OS
	op string // "write", "sync", "chmod", "close", "rename", "create"
}

// failingFile fails one of its operations.
type failingFile struct {
	*os.File
	op string
}

var errInjected = errors.New("injected failure")

func (f failingFile) Write(b []byte) (int, error) {
	if f.op == "write" {
		// Write half, as a full disk would, then fail.
		n, _ := f.File.Write(b[:len(b)/2])
		return n, errInjected
	}
	return f.File.Write(b)
}

func (f failingFile) Sync() error {
	if f.op == "sync" {
		return errInjected
	}
	return f.File.Sync()
}

func (f failingFile) Chmod(m os.FileMode) error {
	if f.op == "chmod" {
		return errInjected
	}
	return f.File.Chmod(m)
}

func (f failingFile) Close() error {
	err := f.File.Close()
	if f.op == "close" {
		return errInjected
	}
	return err
}

func (fs failing) CreateTemp(dir, pattern string) (File, error) {
	if fs.op == "create" {
		return nil, errInjected
	}
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return failingFile{f, fs.op}, nil
}

func (fs failing) Rename(a, b string) error {
	if fs.op == "rename" {
		return errInjected
	}
	return os.Rename(a, b)
}

// TestWriteFailureKeepsOriginal injects a failure at each step and checks
// that the original file keeps its contents and mode and that no
// temporary file is left behind.
func TestWriteFailureKeepsOriginal(t *testing.T) {
	for _, op := range []string{"create", "write", "chmod", "sync", "close", "rename"} {
		t.Run(op, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "a.rules")
			orig := []byte("procedure p(unit: unit) {\n    move unit, forward: 1in\n}\n")
			if err := os.WriteFile(path, orig, 0o640); err != nil {
				t.Fatal(err)
			}
			err := Write(failing{op: op}, path, []byte(strings.Repeat("new text\n", 1000)), 0o644)
			if !errors.Is(err, errInjected) {
				t.Fatalf("Write: got %v, want the injected failure", err)
			}
			if !strings.Contains(err.Error(), "the file is unchanged") {
				t.Errorf("error %q does not say the file is unchanged", err)
			}
			got, rerr := os.ReadFile(path)
			if rerr != nil || string(got) != string(orig) {
				t.Errorf("after a failed %s the file holds %q, %v; want the original", op, got, rerr)
			}
			st, _ := os.Stat(path)
			if st.Mode().Perm() != 0o640 {
				t.Errorf("mode %v, want 0640", st.Mode().Perm())
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Errorf("folder holds %d entries after the failure, want only the original", len(entries))
			}
		})
	}
}

// TestWriteKeepsMode checks a successful write replaces the contents and
// keeps the file's mode, and that a new file gets perm.
func TestWriteKeepsMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.rules")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	st, _ := os.Stat(path)
	if string(got) != "new" || st.Mode().Perm() != 0o600 {
		t.Errorf("got %q mode %v, want \"new\" mode 0600", got, st.Mode().Perm())
	}
	fresh := filepath.Join(dir, "b.svg")
	if err := WriteFile(fresh, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(fresh); st.Mode().Perm() != 0o644 {
		t.Errorf("new file mode %v", st.Mode().Perm())
	}
}

// TestWriteKeepsLinks checks gofmt's semantics: a symbolic link stays a
// link with its target rewritten, a hard link stays shared, a read-only
// file is refused and left alone.
func TestWriteKeepsLinks(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.rules")
	link := filepath.Join(dir, "link.rules")
	hard := filepath.Join(dir, "hard.rules")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.rules", link); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(link, []byte("via link"), 0o644); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link is no longer a link: %v", err)
	}
	if got, _ := os.ReadFile(target); string(got) != "via link" {
		t.Errorf("target holds %q, want \"via link\"", got)
	}
	if err := os.Link(target, hard); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(target, []byte("both names"), 0o644); err != nil {
		t.Fatal(err)
	}
	a, _ := os.Stat(target)
	b, _ := os.Stat(hard)
	if !os.SameFile(a, b) {
		t.Error("the hard link was broken")
	}
	if got, _ := os.ReadFile(hard); string(got) != "both names" {
		t.Errorf("the other name holds %q, want \"both names\"", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 3 {
		t.Errorf("folder holds %d entries, want 3: a backup was left behind", len(entries))
	}
	ro := filepath.Join(dir, "ro.rules")
	if err := os.WriteFile(ro, []byte("keep"), 0o444); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(ro, []byte("changed"), 0o644); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("writing a read-only file: got %v, want a read-only error", err)
	}
	if got, _ := os.ReadFile(ro); string(got) != "keep" {
		t.Errorf("the read-only file holds %q", got)
	}
}
