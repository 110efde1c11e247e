package ruletext

import (
	"path/filepath"
	"slices"
	"sync"

	"github.com/rulec-dev/rulec/grammar"
)

// Texts keeps the source texts books were loaded with, for a caller that
// loads the same program again and again (the language server, after each
// keystroke): a source read again with the same bytes is not made into a
// Text again (its lines found, its words normalized), and while the
// quotations looked up are the same fragments as the last book's, it is
// not searched for them again either. A text is kept by its absolute path
// and compared with the bytes read each time, so a source changed on disk
// is read as it now is. A Texts is safe for concurrent use; its zero value
// is empty and ready.
type Texts struct {
	mu sync.Mutex
	m  map[string]*Text // by absolute path
	// frags are the fragments the last book looked up, table and ids
	// newFragmentTable's of them, and occ where they occur in each text
	// of m (by the Text kept), found with table.
	frags []string
	table *fragmentTable
	ids   []int32
	occ   map[*Text]*occurrences
}

// Load is LoadParsed taking the sources from ts when their bytes have not
// changed, and keeping those it reads.
func (ts *Texts) Load(parsed map[string]*grammar.File, paths ...string) (*Book, error) {
	return loadWith(nil, ts, parsed, paths)
}

// text returns raw, read from path (abs made absolute), as a Text of its
// own: a book sets what it looks up in its texts (occ), so books made one
// after another or at once share only what does not change. A nil ts
// keeps nothing.
func (ts *Texts) text(abs, path string, raw []byte) (*Text, error) {
	if ts == nil {
		return NewText(path, raw)
	}
	ts.mu.Lock()
	t, ok := ts.m[abs]
	ts.mu.Unlock()
	if !ok || t.Path != path || t.Raw != string(raw) {
		nt, err := NewText(path, raw)
		ts.mu.Lock()
		if ok {
			delete(ts.occ, t)
		}
		if err != nil {
			delete(ts.m, abs)
		} else {
			if ts.m == nil {
				ts.m = map[string]*Text{}
			}
			ts.m[abs] = nt
		}
		ts.mu.Unlock()
		if err != nil {
			return nil, err
		}
		t = nt
	}
	return &Text{Path: t.Path, Raw: t.Raw, norm: t.norm, starts: t.starts, lines: t.lines, kept: t}, nil
}

// Text returns raw, read from path, as a Text: the one made before for
// path when raw is the same bytes, else a new one, kept in its place. The
// Text returned is shared: read it (Find, Units), never give it to a
// book. A nil ts keeps nothing.
func (ts *Texts) Text(path string, raw []byte) (*Text, error) {
	if ts == nil {
		return NewText(path, raw)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	t, err := ts.text(abs, path, raw)
	if err != nil {
		return nil, err
	}
	return t.kept, nil
}

// fragmentTable returns the table of frags and the number of each in it,
// as newFragmentTable does: the last book's when frags are the same. A nil
// ts keeps nothing.
func (ts *Texts) fragmentTable(frags []string) (*fragmentTable, []int32) {
	if ts == nil {
		return newFragmentTable(frags)
	}
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.table == nil || !slices.Equal(frags, ts.frags) {
		ts.frags = frags
		ts.table, ts.ids = newFragmentTable(frags)
		ts.occ = map[*Text]*occurrences{}
	}
	return ts.table, ts.ids
}

// occurrencesOf returns where the fragments of ft occur in t: found before
// when ft is the table kept and t a text kept (its bytes the same).
func (ts *Texts) occurrencesOf(ft *fragmentTable, t *Text) *occurrences {
	if ts == nil || t.kept == nil {
		return ft.occurrencesOf(t.norm)
	}
	ts.mu.Lock()
	o, ok := ts.occ[t.kept]
	same := ft == ts.table
	ts.mu.Unlock()
	if ok && same {
		return o
	}
	o = ft.occurrencesOf(t.norm)
	ts.mu.Lock()
	if ft == ts.table { // (a text replaced since stays until the table changes)
		ts.occ[t.kept] = o
	}
	ts.mu.Unlock()
	return o
}
