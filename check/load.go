package check

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/geom"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/internal/textfile"
)

// Load parses the rules files at paths and everything they import, checks
// them, and compiles them. Errors come back as a sorted grammar.ErrorList;
// warnings are in Program.Warnings.
func Load(reg *engine.Registry, paths ...string) (*Program, error) {
	srcs := map[string][]byte{}
	for _, p := range paths {
		b, err := ReadRulesFile(p)
		if err != nil {
			return nil, textfile.Placed(p, err)
		}
		srcs[p] = b
	}
	return LoadSources(reg, paths, srcs, ReadRulesFile)
}

// MaxRulesFileSize is the largest rules file read, far beyond any rulebook.
const MaxRulesFileSize = 4 << 20

// FormatRules formats a rules file as grammar.FormatSource does, and
// refuses a result larger than a rules file may be: fmt must never write
// what rulec then refuses to read.
func FormatRules(path string, src []byte, width int) ([]byte, error) {
	out, err := grammar.FormatSource(path, src, width)
	if err != nil {
		return nil, err
	}
	if len(out) > MaxRulesFileSize {
		return nil, fmt.Errorf("%s: formatted, it would be %d bytes, more than the %d a rules file may hold; it is left as it was", path, len(out), MaxRulesFileSize)
	}
	return out, nil
}

// RulesExt ends the name of every rules file.
const RulesExt = ".rules"

// ReadRulesFile reads a rules file. Only a regular file of at most
// MaxRulesFileSize bytes is read, so a device (/dev/zero), a fifo or a
// huge file gives an error instead of a hang; errors do not repeat the
// path, which the caller names.
func ReadRulesFile(path string) ([]byte, error) {
	return textfile.Read(path, "a rules file", MaxRulesFileSize)
}

// CheckRulesName reports, without reading it, why a rules file named
// indirectly (an import, a scenario's rules: list, --rules) cannot be
// read: not a regular file, or a name that does not end in .rules. A file
// that is not rules (an import of /etc/passwd, a secret in a scenario's
// rules: list) is then never parsed, so no error quotes its text.
func CheckRulesName(path string) error {
	if err := textfile.Check(path, "a rules file"); err != nil {
		return err
	}
	if filepath.Ext(path) != RulesExt {
		return fmt.Errorf("not a rules file: its name does not end in %s", RulesExt)
	}
	return nil
}

// LoadSources is Load with the root files' contents given and a function to
// read imports, so tools can check unsaved buffers or git revisions.
func LoadSources(reg *engine.Registry, roots []string, srcs map[string][]byte, read func(string) ([]byte, error)) (*Program, error) {
	c := Check(reg, roots, srcs, read)
	return c.Prog, c.Err
}

// Checked is what checking a program found, for a tool that reads a
// program with errors too (the language server): the files that parsed,
// what their names name, and the program when it has no error.
type Checked struct {
	Files []*Source
	// Info is nil when a root file does not parse; with an import that
	// cannot be read or parsed, it is what the other files declare and use.
	Info *Info
	Prog *Program // nil when there are errors
	Err  error    // a grammar.ErrorList, the warnings included, or nil
}

// Check is LoadSources that also returns what the checker learnt of a
// program with errors.
func Check(reg *engine.Registry, roots []string, srcs map[string][]byte, read func(string) ([]byte, error)) *Checked {
	return check(reg, roots, srcs, read)
}

// check is Check.
func check(reg *engine.Registry, roots []string, srcs map[string][]byte, read func(string) ([]byte, error)) *Checked {
	if reg == nil {
		// the registry is what the rules' queries and actions are looked
		// up in: a nil one panicked at the first name
		return &Checked{Err: diag.NoPlace("pass interp.Stdlib(), or a registry made from it", "no registry of queries and actions to check the rules against")}
	}
	ld := &loader{read: read, srcs: srcs, seen: map[string]bool{}, roots: map[string]bool{}}
	for _, r := range roots {
		ld.roots[filepath.Clean(r)] = true
		ld.load(filepath.Clean(r), "", nil, grammar.Position{})
	}
	out := &Checked{Files: ld.files}
	parsed := 0
	for _, f := range ld.files {
		if ld.roots[f.Path] {
			parsed++
		}
	}
	if len(ld.errs) > 0 {
		ld.errs.Sort()
		out.Err = ld.errs
		if parsed == len(ld.roots) {
			// what loaded is checked for its names; its errors are not
			// reported, as a missing import explains them
			ck := newChecker(reg, ld.files, ld.roots)
			ck.check()
			out.Info = ck.info
		}
		return out
	}
	ck := newChecker(reg, ld.files, ld.roots)
	ck.check()
	out.Info = ck.info
	ck.errs.Sort()
	if err := ck.errs.Err(); err != nil {
		out.Err = append(ck.errs.Errors(), ck.warnings()...)
		return out
	}
	ck.prog.Info = ck.info
	ck.prog.PropWords = propWords(reg, ck.info, ck.prog.Files, ck.prog.Consts, ck.callNames)
	ck.prog.Warnings = append(ck.warnings(), endlessSteps(ck.prog)...)
	ck.prog.Warnings.Sort()
	out.Prog = ck.prog
	return out
}

// loader reads files depth-first so imports come before their importers.
type loader struct {
	read  func(string) ([]byte, error)
	srcs  map[string][]byte
	seen  map[string]bool
	roots map[string]bool
	files []*Source
	errs  grammar.ErrorList
	// known are the files on disk met so far, by identity: a file reached
	// through a symbolic link or by another spelling is the same file.
	known []knownFile
}

// knownFile is a file on disk and the path it was first loaded by.
type knownFile struct {
	info os.FileInfo
	path string
}

// canonical returns the path a file was first met by, if path names the
// same file on disk (os.SameFile), else path itself. A path not on disk
// (an unsaved buffer, a file at a git revision) is its own name.
func (ld *loader) canonical(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return path
	}
	for _, k := range ld.known {
		if os.SameFile(k.info, fi) {
			return k.path
		}
	}
	ld.known = append(ld.known, knownFile{fi, path})
	return path
}

// load reads one file and its imports; written is the path as its import
// names it ("" for a root), stack the chain of importers.
func (ld *loader) load(path, written string, stack []string, from grammar.Position) {
	path = ld.canonical(path)
	for i, s := range stack {
		if s == path {
			cycle := append(append([]string(nil), stack[i:]...), path)
			ld.errs.Add(from, "import cycle: %s", strings.Join(cycle, " → "))
			return
		}
	}
	if ld.seen[path] {
		return
	}
	ld.seen[path] = true
	src, ok := ld.srcs[path]
	if !ok {
		b, err := ld.read(path)
		if err != nil {
			e := ld.errs.Add(from, "cannot import %q: %v", written, textfile.Err(err))
			if written != path {
				e.Msg += fmt.Sprintf("; looked for %q", path)
				e.Hint = "an import is relative to the folder of the file that imports it"
			}
			return
		}
		if filepath.Ext(path) != RulesExt {
			ld.errs.Add(from, "cannot import %q: not a rules file: its name does not end in %s", path, RulesExt)
			return
		}
		src = b
	}
	f, err := grammar.Parse(path, src)
	if err != nil {
		ld.addErr(err)
		return
	}
	for _, d := range f.Decls {
		if d, ok := d.(*grammar.Import); ok {
			ld.load(importPath(path, d.Path), d.Path, append(stack, path), d.Pos)
		}
	}
	ld.files = append(ld.files, &Source{Path: path, Src: src, AST: f})
}

// importPath resolves an import written in the file at from: relative to
// that file's folder, or as written when absolute.
func importPath(from, imp string) string {
	if filepath.IsAbs(imp) {
		return filepath.Clean(imp)
	}
	return filepath.Join(filepath.Dir(from), imp)
}

// addErr records a parse error or list of them.
func (ld *loader) addErr(err error) {
	switch e := err.(type) {
	case *grammar.Error:
		ld.errs = append(ld.errs, e)
	case grammar.ErrorList:
		ld.errs = append(ld.errs, e...)
	default:
		ld.errs.Add(grammar.Position{}, "%v", err)
	}
}

// fileUnits returns the length units a file declares, defaulting to inches.
func fileUnits(f *grammar.File) (geom.Units, grammar.ErrorList) {
	u := geom.Units{Default: "in"}
	var errs grammar.ErrorList
	// a second units or pace took the place of the first in silence:
	// `units in` then `units mm` read every bare length in mm
	var units, pace grammar.Position
	twice := func(pos grammar.Position, first *grammar.Position, what string) {
		if first.Line > 0 {
			errs.Add(pos, "%s is declared twice: first at %s", what, diag.Short(*first)).Hint = "keep one " + what + " declaration per file"
		}
		*first = pos
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *grammar.Units:
			twice(d.Pos, &units, "units")
			if _, ok := geom.UnitMM(d.Unit, geom.Units{PaceMM: 1}); !ok {
				errs.Add(d.Pos, "unknown length unit %q", d.Unit).Hint = `want in, mm, cm or p`
			}
			u.Default = d.Unit
		case *grammar.Pace:
			twice(d.Pos, &pace, "pace")
			mm, err := geom.ParseLength(d.Length, geom.Units{Default: "mm"})
			if err != nil || mm <= 0 {
				errs.Add(d.Pos, "a pace must be a positive length with a unit, not %q", d.Length)
			}
			u.PaceMM = mm
		}
	}
	if u.Default == "p" && u.PaceMM == 0 {
		errs.Add(f.Pos, "units p needs a pace length").Hint = "add: pace 0.5mm"
	}
	return u, errs
}
