package rulediff

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/interp"
)

// Version is one side of a diff: a rules file and the files it imports,
// read from disk or, named `REV:path`, from a git revision.
type Version struct {
	// Name is the file as given: `rules/move.rules`, `HEAD:rules/move.rules`.
	Name string
	// Rev is the git revision, or "" for a file on disk.
	Rev string
	// Path is where the file is, or would be, in the working tree: absolute.
	Path string
	// Files holds the file and everything it imports, by absolute path in
	// the working tree, as this version has them.
	Files map[string][]byte
	// AST is the file parsed under Name, for the structural diff.
	AST *grammar.File
	// Program is the file compiled on its own; nil if it has errors.
	Program *interp.Program

	given   string                           // the path part of Name
	readRev func(abs string) ([]byte, error) // reads at Rev; nil for disk
}

// Revisions reads the files of a version-control repository as they are
// at a revision. Git is the one rulec uses; tests and embedders may give
// their own.
type Revisions interface {
	// At returns a reader of files, by absolute working-tree path, as they
	// are at rev; an error when there is no repository or no such rev.
	At(rev string) (read func(abs string) ([]byte, error), err error)
}

// Git reads files with the git command, from the repository holding the
// current directory.
type Git struct{}

// At implements Revisions.
func (Git) At(rev string) (func(string) ([]byte, error), error) {
	r, err := openRepo(rev)
	if err != nil {
		return nil, err
	}
	return r.read, nil
}

// Open reads and compiles one version of a rules file, named by a path or
// by `REV:path` (a path relative to the current directory, read with git at
// revision REV, as are the files it imports). Parse and check errors come
// back as a grammar.ErrorList whose positions use the names the files have
// in the diff (`HEAD:rules/move.rules:3:1`); the version is returned with
// them so their source lines can be shown (Source). revs reads files at a
// revision (Git{}); nil allows files on disk only.
func Open(reg *interp.Registry, revs Revisions, name string) (*Version, error) {
	v := &Version{Name: name, given: name, Files: map[string][]byte{}}
	if rev, path, ok := splitRev(name); ok {
		if revs == nil {
			return nil, fmt.Errorf("%s: no such file (and no version control to read REV:path with)", name)
		}
		read, err := revs.At(rev)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		v.Rev, v.given, v.readRev = rev, path, read
	}
	abs, err := filepath.Abs(v.given)
	if err != nil {
		return nil, err
	}
	v.Path = abs
	src, err := v.read(abs)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	v.Files[abs] = src
	read := func(p string) ([]byte, error) {
		b, err := v.read(p)
		if err == nil {
			v.Files[p] = b
		}
		return b, err
	}
	prog, err := interp.LoadSources(reg, []string{abs}, map[string][]byte{abs: src}, read)
	if err != nil {
		return v, v.rename(err)
	}
	v.Program = prog
	v.AST, err = grammar.Parse(v.Name, src)
	return v, err
}

// read returns a file of this version by absolute path.
func (v *Version) read(abs string) ([]byte, error) {
	if v.readRev != nil {
		return v.readRev(abs)
	}
	return interp.ReadRulesFile(abs)
}

// Display returns the name a file of this version has in the diff: the
// file itself as given, an import relative to it, prefixed with `REV:`
// when read from git. Other paths come back as they are.
func (v *Version) Display(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return path
	}
	if abs == v.Path {
		return v.Name
	}
	rel, err := filepath.Rel(filepath.Dir(v.Path), abs)
	if err != nil {
		return path
	}
	name := filepath.Join(filepath.Dir(v.given), rel)
	if v.Rev != "" {
		name = v.Rev + ":" + name
	}
	return name
}

// Source returns the text of a file of this version by its name in the
// diff (as errors and changes print it), or nil.
func (v *Version) Source(name string) []byte {
	for abs, src := range v.Files {
		if v.Display(abs) == name {
			return src
		}
	}
	return nil
}

// rename gives the positions of load errors the files' names in the diff.
func (v *Version) rename(err error) error {
	list, ok := diag.AsList(err)
	if !ok || err == nil {
		return err
	}
	for _, e := range list {
		v.renameOne(e)
	}
	return list
}

// quoted matches a quoted string in an error message.
var quoted = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`"[^"]+"`)
})

// rulesPath matches a rules file's path written bare in an error message
// (`import cycle: /abs/a.rules → /abs/b.rules`).
var rulesPath = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`[^\s"]+\.rules`)
})

// renameOne renames the file of one error and the absolute paths its
// message quotes (`cannot import "/abs/gone.rules"`) or names bare (an
// import cycle), so a diff's errors read as check's do.
func (v *Version) renameOne(e *grammar.Error) {
	if e.Pos.Filename != "" {
		e.Pos.Filename = v.Display(e.Pos.Filename)
	}
	e.Msg = quoted().ReplaceAllStringFunc(e.Msg, func(q string) string {
		if p := q[1 : len(q)-1]; filepath.IsAbs(p) {
			return strconv.Quote(v.Display(p))
		}
		return q
	})
	e.Msg = rulesPath().ReplaceAllStringFunc(e.Msg, func(p string) string {
		if filepath.IsAbs(p) {
			return v.Display(p)
		}
		return p
	})
}

// splitRev splits `REV:path`. A name that is an existing file, or starts
// with a volume name, is a path.
func splitRev(name string) (rev, path string, ok bool) {
	if _, err := os.Stat(name); err == nil || filepath.VolumeName(name) != "" {
		return "", name, false
	}
	rev, path, ok = strings.Cut(name, ":")
	if !ok || rev == "" || path == "" {
		return "", name, false
	}
	return rev, path, true
}

// repo reads files at one revision of the git repository holding the
// current directory.
type repo struct {
	rev    string
	cwd    string // the current directory
	prefix string // the current directory relative to the top of the repository
	top    string
}

// openRepo finds the repository and checks the revision.
func openRepo(rev string) (*repo, error) {
	if _, err := exec.LookPath("git"); err != nil {
		return nil, fmt.Errorf("reading a file at a git revision needs git: %v", err)
	}
	cwd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	out, err := git(cwd, "rev-parse", "--show-toplevel", "--show-prefix")
	if err != nil {
		return nil, fmt.Errorf("not in a git repository (REV:path reads a file at a git revision): %v", err)
	}
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	r := &repo{rev: rev, cwd: cwd, top: lines[0]}
	if len(lines) > 1 {
		r.prefix = lines[1]
	}
	if _, err := git(cwd, "rev-parse", "--verify", "--quiet", "--end-of-options", rev+"^{commit}"); err != nil {
		return nil, fmt.Errorf("unknown git revision %q", rev)
	}
	return r, nil
}

// read returns the file at abs (a working-tree path) as it is at the
// revision.
func (r *repo) read(abs string) ([]byte, error) {
	rel, err := filepath.Rel(r.cwd, abs)
	if err != nil {
		return nil, err
	}
	inRepo := filepath.ToSlash(filepath.Join(r.prefix, rel))
	if inRepo == ".." || strings.HasPrefix(inRepo, "../") {
		return nil, errors.New("outside the git repository")
	}
	out, err := git(r.top, "show", r.rev+":"+inRepo)
	if err != nil {
		return nil, fmt.Errorf("no such file at revision %s", r.rev)
	}
	return out, nil
}

// git runs a git command in dir and returns its output; an error carries
// git's own message.
func git(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if msg := strings.TrimSpace(strings.TrimPrefix(stderr.String(), "fatal: ")); msg != "" {
			return nil, errors.New(msg)
		}
		return nil, err
	}
	return out, nil
}

// Changes returns the structural changes from old to new: of the file
// itself, then of each file both import by the same path relative to it,
// then of the declarations of the files only one version imports, taken
// together: an import switched to another file (`import "lib2.rules"` for
// `import "lib.rules"`) brings its procedures under the same names, and a
// change among them must be seen, and marked when no scenario ran it,
// rather than hidden behind "added: import".
func Changes(old, new *Version) []Change {
	out := Files(old.AST, new.AST)
	var rels []string
	paired := map[string]bool{old.Path: true}
	for abs := range old.Files {
		if abs == old.Path {
			continue
		}
		if rel, err := filepath.Rel(filepath.Dir(old.Path), abs); err == nil {
			rels = append(rels, rel)
		}
	}
	sort.Strings(rels)
	for _, rel := range rels {
		oa := filepath.Join(filepath.Dir(old.Path), rel)
		na := filepath.Join(filepath.Dir(new.Path), rel)
		nsrc, ok := new.Files[na]
		if !ok || na == new.Path {
			continue
		}
		paired[oa], paired[na] = true, true
		of, err1 := grammar.Parse(old.Display(oa), old.Files[oa])
		nf, err2 := grammar.Parse(new.Display(na), nsrc)
		if err1 == nil && err2 == nil {
			out = append(out, Files(of, nf)...)
		}
	}
	paired[new.Path] = true
	of, nf := unpaired(old, paired), unpaired(new, paired)
	if len(of.Decls) > 0 || len(nf.Decls) > 0 {
		out = append(out, Files(of, nf)...)
	}
	return out
}

// unpaired returns the declarations of v's files not in paired, in the
// order of their paths, as one file.
func unpaired(v *Version, paired map[string]bool) *grammar.File {
	var abs []string
	for a := range v.Files {
		if !paired[a] {
			abs = append(abs, a)
		}
	}
	sort.Strings(abs)
	out := &grammar.File{}
	for _, a := range abs {
		if f, err := grammar.Parse(v.Display(a), v.Files[a]); err == nil {
			out.Decls = append(out.Decls, f.Decls...)
			if out.Pos.Filename == "" {
				out.Pos = f.Pos
			}
		}
	}
	return out
}
