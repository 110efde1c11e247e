// Package textfile reads the text files rulec is given, rules and
// scenarios, safely: only a regular file of bounded size is read, so a
// device such as /dev/zero, a fifo or a huge file gives a short error
// instead of a hang, and the errors are worded for people.
package textfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"unicode/utf8"

	"github.com/rulec-dev/rulec/diag"
)

// Read reads the regular file at path, of at most max bytes; what names
// the kind of file wanted ("a rules file"). Errors do not repeat the path,
// which the caller names. Every file rulec reads comes through here: the
// file's type is checked before it is opened, since opening a named pipe
// blocks until something writes to it, and again on the open file, in
// case the path changed between.
func Read(path, what string, max int64) ([]byte, error) {
	if err := Check(path, what); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, Err(err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, Err(err)
	}
	switch {
	case !fi.Mode().IsRegular():
		return nil, fmt.Errorf("is %s, not %s", kind(fi.Mode()), what)
	case fi.Size() > max:
		return nil, tooLarge(f, path, what, fi.Size(), max)
	}
	b, err := readAll(io.LimitReader(f, max+1), fi.Size())
	if err != nil {
		return nil, Err(err)
	}
	if int64(len(b)) > max {
		// the file grew between the stat and the read
		return nil, tooLarge(bytes.NewReader(b), path, what, int64(len(b)), max)
	}
	if utf16(b) {
		return nil, fmt.Errorf("is UTF-16 text, not %s: rulec reads UTF-8 (convert it with iconv -f UTF-16 -t UTF-8)", what)
	}
	return b, nil
}

// tooLarge is the error of a file of size bytes, more than max: placed
// where the limit falls, the line and column (in characters) of its first
// byte past max, read from r (the file from its start). A file too large
// has no line at fault; it had no place at all (`big.yaml: 10500191
// bytes is too large`), where every other error of a scenario or a rules
// file has one. The place says how far into the file the limit falls,
// the hint that the whole file is refused.
func tooLarge(r io.Reader, path, what string, size, max int64) error {
	e := &diag.Error{Msg: fmt.Sprintf("%d bytes is too large for %s (at most %d): the limit falls here", size, what, max),
		Hint: fmt.Sprintf("the whole file is refused, not this line; nothing of it past byte %d is read: split it into smaller files", max)}
	b, err := readAll(io.LimitReader(r, max+1), max+1)
	if err != nil || int64(len(b)) <= max {
		// unreadable, or shorter now than its size: no place to give
		e.Msg = fmt.Sprintf("%d bytes is too large for %s (at most %d)", size, what, max)
		e.Hint = ""
		return e
	}
	// the character holding the byte: one cut after its first byte is
	// that character's, not the one after
	cut := max
	for cut > 0 && !utf8.RuneStart(b[cut]) && max-cut < utf8.UTFMax-1 {
		cut--
	}
	before := b[:cut]
	line := bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	e.Pos = diag.Pos{Filename: path, Line: line, Column: utf8.RuneCount(before[start:]) + 1}
	return e
}

// Placed returns err, an error of Read for the file at path, as it should
// be reported: an error placed in the file (a file too large, at the
// place its limit falls) as it is, any other after the path.
func Placed(path string, err error) error {
	var e *diag.Error
	if errors.As(err, &e) && e.Pos.Filename != "" {
		return err
	}
	return fmt.Errorf("%s: %v", path, err)
}

// readAll is io.ReadAll from a buffer made for size bytes and the read
// that finds the end: io.ReadAll starts at 512 bytes and grows, a read
// and a copy each step (nine reads for a 13 kB rules file).
func readAll(r io.Reader, size int64) ([]byte, error) {
	b := make([]byte, 0, size+512)
	for {
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err != nil {
			if err == io.EOF {
				err = nil
			}
			return b, err
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // the file grew: room for more
		}
	}
}

// utf16 reports whether b starts with a UTF-16 byte order mark, or reads
// as UTF-16 without one: ASCII with a NUL after or before every letter.
func utf16(b []byte) bool {
	if len(b) >= 2 && (b[0] == 0xff && b[1] == 0xfe || b[0] == 0xfe && b[1] == 0xff) {
		return true
	}
	return len(b) >= 4 && b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0 ||
		len(b) >= 4 && b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0
}

// Check reports, without reading it, why the file at path cannot be read
// as what, or nil.
func Check(path, what string) error {
	fi, err := os.Stat(path)
	if err != nil {
		if li, lerr := os.Lstat(path); lerr == nil && li.Mode()&os.ModeSymlink != 0 && errors.Is(err, os.ErrNotExist) {
			target, _ := os.Readlink(path)
			return fmt.Errorf("is a link to %s, which does not exist", target)
		}
		return Err(err)
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("is %s, not %s", kind(fi.Mode()), what)
	}
	return nil
}

// kind names what a file that is not a regular one is.
func kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeDevice != 0:
		return "a device"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// Err drops the path an *os.PathError repeats and words a symbolic link
// loop plainly.
func Err(err error) error {
	if errors.Is(err, syscall.ELOOP) {
		return errors.New("a symbolic link on the path loops back on itself")
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Skipped is something below a folder that BelowSkipped passed over and a
// person may have meant to be read: a second path to a folder already
// walked, a link to nothing, a file named like one of the kind looked
// for but not one (a.rules.bak, a.rule). Why says which, for a message.
type Skipped struct {
	Path, Why string
}

// BelowSkipped returns the files below the folder dir whose names end in
// one of exts (".rules"), in any case (".YAML" is ".yaml"), sorted, and
// what it passed over that may hide files (Skipped), sorted by path, so
// that a command can name it rather than leave a file unread without a
// word. A symbolic link to a folder is followed, once per folder: a
// scenario in a linked folder, or named a.YAML, was passed over without a
// word, and a suite read green without running it. There is no walk that
// drops Skipped: every command given folders walks them through Collect.
func BelowSkipped(dir string, exts ...string) ([]string, []Skipped, error) {
	var found []string
	var skipped []Skipped
	seen := map[string]string{} // the folders walked, links followed: real path -> path walked
	var walk func(dir string) error
	walk = func(dir string) error {
		// a trailing separator makes WalkDir enter a link to a folder
		return filepath.WalkDir(dir+string(filepath.Separator), func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			p = filepath.Clean(p)
			if d.IsDir() {
				if real, err := filepath.EvalSymlinks(p); err == nil {
					if first, ok := seen[real]; ok {
						skipped = append(skipped, Skipped{p, fmt.Sprintf("the folder %s again (a link): its files are read once, from there", first)})
						return filepath.SkipDir
					}
					seen[real] = p
				}
				return nil
			}
			match := slices.ContainsFunc(exts, func(e string) bool { return strings.EqualFold(e, filepath.Ext(p)) })
			if d.Type()&os.ModeSymlink != 0 {
				fi, err := os.Stat(p)
				switch {
				case err == nil && fi.IsDir():
					return walk(p)
				case err != nil && !match:
					// a link to nothing may have been a folder of files
					target, _ := os.Readlink(p)
					skipped = append(skipped, Skipped{p, fmt.Sprintf("a link to %s, which cannot be read: %v", target, Err(err))})
					return nil
				}
			}
			if match {
				found = append(found, p)
			} else if like, ok := namedLike(p, exts); ok {
				skipped = append(skipped, Skipped{p, fmt.Sprintf("named like a %s file but not one, so not read (rename it to end in %s to read it)", like, like)})
			}
			return nil
		})
	}
	if err := walk(filepath.Clean(dir)); err != nil {
		return nil, nil, err
	}
	sort.Strings(found)
	sort.Slice(skipped, func(i, j int) bool { return skipped[i].Path < skipped[j].Path })
	return found, skipped, nil
}

// namedLike reports whether the file at p, whose name ends in none of
// exts, is named like one that does (a.rules.bak, a.rules~, a.rule,
// a.yaml.txt), and which ending it seems meant to have: a file a person
// may have meant to be read.
func namedLike(p string, exts []string) (string, bool) {
	name := strings.ToLower(filepath.Base(p))
	ext := filepath.Ext(name)
	for _, e := range exts {
		e = strings.ToLower(e)
		if strings.Contains(name, e+".") || strings.HasSuffix(name, e+"~") ||
			strings.HasSuffix(e, "s") && ext == strings.TrimSuffix(e, "s") {
			return e, true
		}
	}
	return "", false
}

// Key names the file at path for telling two paths to it apart from two
// files: its path with links followed, made absolute (as given, where
// either fails). `a.yaml`, `./a.yaml`, `dir/../a.yaml` and a link to it
// have one key.
func Key(path string) string {
	key := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		key = real
	}
	if abs, err := filepath.Abs(key); err == nil {
		key = abs
	}
	return key
}

// Kind is the kind of file a command given folders looks for.
type Kind struct {
	// Exts are the endings of its names (".rules"), in any case.
	Exts []string
	// Name names the files in messages: "scenario files (*.yaml, *.yml)".
	Name string
	// Verb says what the command does to each file once ("run",
	// "checked", "formatted"), for the why of a file reached twice.
	Verb string
}

// Found is what Collect found: the files to read, and what it passed
// over, each by name, so that no file below a folder goes unread without a
// word.
type Found struct {
	Files []string
	// Skipped are the paths passed over: a second path to a file already
	// listed (a link, or a file named twice), a second path to a folder, a
	// link to nothing, a file named like one of the kind but not one.
	Skipped []Skipped
	// Folders says a folder was among the arguments: the files were
	// found, not given, and the count of them is worth saying.
	Folders bool
}

// Collect expands the folders among args into the files of kind k below
// them, sorted (BelowSkipped); files are kept as given. A folder holding
// none is an error. A file reached twice (a folder and a file in it, `.
// ..`, a link) is listed once and named in Skipped, with what BelowSkipped
// passed over. Every command given folders walks them here, the scenario
// walkers (test, mutate, diff, text) and the rules walkers (check, fmt)
// alike, and names what is in Skipped: a walk that dropped a path without
// a word let a suite, a check or a format read green without reading it.
func Collect(args []string, k Kind) (Found, error) {
	var f Found
	first := map[string]string{} // each file's key -> the path listed
	add := func(files ...string) {
		for _, p := range files {
			key := Key(p)
			if was, ok := first[key]; ok {
				why := "the same file as " + was + ", " + k.Verb + " once, from there"
				if was == p {
					why = "given twice, " + k.Verb + " once"
				}
				f.Skipped = append(f.Skipped, Skipped{Path: p, Why: why})
				continue
			}
			first[key] = p
			f.Files = append(f.Files, p)
		}
	}
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return Found{}, fmt.Errorf("%s: %v", a, Err(err))
		}
		if !st.IsDir() {
			add(a)
			continue
		}
		f.Folders = true
		found, skipped, err := BelowSkipped(a, k.Exts...)
		if err != nil {
			return Found{}, err
		}
		if len(found) == 0 {
			// nothing to read passes: "0 passed, 0 failed", or a check
			// saying nothing, would read as green for a mistyped or
			// emptied folder
			return Found{}, fmt.Errorf("%s: no %s in this folder", a, k.Name)
		}
		f.Skipped = append(f.Skipped, skipped...)
		add(found...)
	}
	return f, nil
}

// WriteSkipped names each path in skipped, one a line, as `skip  PATH
// why`: every command given folders prints them so.
func WriteSkipped(w io.Writer, skipped []Skipped) {
	for _, s := range skipped {
		fmt.Fprintf(w, "skip  %s  %s\n", s.Path, s.Why)
	}
}
