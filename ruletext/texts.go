package ruletext

import (
	"sync"

	"github.com/rulec-dev/rulec/grammar"
)

// Texts keeps the source texts books were loaded with, for a caller that
// loads the same program again and again (the language server, after each
// keystroke): a source read again with the same bytes is not made into a
// Text again (its lines found, its words normalized). A text is kept by
// its absolute path and compared with the bytes read each time, so a
// source changed on disk is read as it now is. A Texts is safe for
// concurrent use; its zero value is empty and ready.
type Texts struct {
	mu sync.Mutex
	m  map[string]*Text // by absolute path
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
		var err error
		if t, err = NewText(path, raw); err != nil {
			ts.mu.Lock()
			delete(ts.m, abs)
			ts.mu.Unlock()
			return nil, err
		}
		ts.mu.Lock()
		if ts.m == nil {
			ts.m = map[string]*Text{}
		}
		ts.m[abs] = t
		ts.mu.Unlock()
	}
	return &Text{Path: t.Path, Raw: t.Raw, norm: t.norm, starts: t.starts, lines: t.lines}, nil
}
