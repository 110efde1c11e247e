package lsp

import (
	"github.com/rulec-dev/rulec/check"
	diags "github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/engine"
	"github.com/rulec-dev/rulec/grammar"
	"github.com/rulec-dev/rulec/ruletext"
	"github.com/rulec-dev/rulec/suite"
)

// The functions in this file are all the server asks of the checker, the
// formatter, the scenario loader and the engine's registry, so that a
// change of their API is met here.

// diag is one error or warning at a 1-based line and rune column.
type diag struct {
	file      string
	line, col int
	msg, hint string
	warning   bool
}

// lang answers questions about the language with a registry of queries
// and actions.
type lang struct {
	reg *engine.Registry
	// texts are the rule texts programs name, kept from one check to the
	// next: a re-check after a keystroke reads a source again but does
	// not make it a text again unless its bytes changed.
	texts *ruletext.Texts
}

// check checks the program rooted at path, taking the contents of open
// documents from srcs and reading other imports from disk. It returns the
// diagnostics and what the checker found, which names what every name of
// the program names even when it has errors.
func (e lang) check(path string, srcs map[string][]byte) ([]diag, *check.Checked) {
	c := check.Check(e.reg, []string{path}, srcs, check.ReadRulesFile)
	if c.Err == nil {
		return append(fromList(c.Prog.Warnings), quotations(e.texts, path, c)...), c
	}
	if list, ok := diags.AsList(c.Err); ok {
		return fromList(list), c
	}
	return []diag{{file: path, line: 1, col: 1, msg: c.Err.Error()}}, c
}

// quotations returns what rulec check warns of the rule texts a program
// without errors names (source "PATH") and of the refs that quote them: a
// source it cannot read, a quotation not in the text or found there more
// than once. A program that names no source has none. The texts are
// taken from texts when they have not changed.
func quotations(texts *ruletext.Texts, path string, c *check.Checked) []diag {
	parsed := map[string]*grammar.File{}
	sources := false
	for _, f := range c.Files {
		parsed[f.Path] = f.AST
		for _, d := range f.AST.Decls {
			if _, ok := d.(*grammar.Source); ok {
				sources = true
			}
		}
	}
	if !sources {
		return nil
	}
	book, err := texts.Load(parsed, path)
	if err != nil {
		return nil
	}
	return fromList(book.Diags)
}

// fromList converts the checker's errors.
func fromList(l grammar.ErrorList) []diag {
	out := make([]diag, 0, len(l))
	for _, e := range l {
		out = append(out, diag{file: e.Pos.Filename, line: e.Pos.Line, col: e.Pos.Column,
			msg: e.Msg, hint: e.Hint, warning: e.Warning})
	}
	return out
}

// format returns src in canonical layout.
func (e lang) format(path string, src []byte) ([]byte, error) {
	return check.FormatRules(path, src, grammar.Width)
}

// query returns a query's signature and doc.
func (e lang) query(name string) (sig, doc string, ok bool) {
	f := e.reg.Func(name)
	if f == nil {
		return "", "", false
	}
	return check.FuncReference(f), f.Doc, true
}

// action returns an action's signature and doc.
func (e lang) action(name string) (sig, doc string, ok bool) {
	a := e.reg.Action(name)
	if a == nil {
		return "", "", false
	}
	return check.ActionReference(a), a.Doc, true
}

// queryNames returns the names of the queries, sorted.
func (e lang) queryNames() []string { return e.reg.FuncNames() }

// actionNames returns the names of the actions, sorted.
func (e lang) actionNames() []string { return e.reg.ActionNames() }

// checkScenario returns the mistakes rulec test finds in a scenario before
// it runs it (suite.Runner.Prepare): the loader's, its rules', and its
// names' and arguments' against the rules. A mistake in a rules file is
// placed in that file, and shown on the document's first line. The rules
// files open in the editor are read as they stand there, saved or not.
func (e lang) checkScenario(path string, src []byte, srcs map[string][]byte) []diag {
	r := suite.New(e.reg)
	r.Sources = srcs
	err := r.Prepare(path, src)
	if err == nil {
		return nil
	}
	list, ok := diags.AsList(err)
	if !ok {
		return []diag{{file: path, line: 1, col: 1, msg: err.Error()}}
	}
	out := make([]diag, 0, len(list))
	for _, e := range list {
		file := e.Pos.Filename
		if file == "" || e.Pos.Line == 0 {
			file = path
		}
		out = append(out, diag{file: file, line: max(e.Pos.Line, 1), col: max(e.Pos.Column, 1), msg: e.Msg, hint: e.Hint, warning: e.Warning})
	}
	return out
}

// statementWords returns the words that begin a statement.
func (e lang) statementWords() []string { return grammar.StatementWords() }

// declWords are the words that begin a top-level declaration.
var declWords = []string{"ruleset", "units", "pace", "import", "source", "unencoded", "const", "def", "order", "remember", "procedure"}

// quoted is a sentence of a rule text that a ref quotes.
type quoted struct {
	file string
	line int
	text string
}

// quotedSentences returns the sentences of the rule texts at paths that
// ref quotes, matched as `rulec text` matches them: the parts in “...”
// if any, else the whole ref or what follows one of its `: `. A text whose
// bytes have not changed since texts last made it is not made again (its
// lines, words and sentences found once): a hover reads the texts the
// re-checks keep.
func quotedSentences(texts *ruletext.Texts, paths []string, ref string, read source) []quoted {
	explicit, candidates := ruletext.Quotations(ref)
	var out []quoted
	for _, path := range paths {
		raw, ok := read(path)
		if !ok {
			continue
		}
		t, err := texts.Text(path, raw)
		if err != nil {
			continue
		}
		quotes := explicit
		if len(quotes) == 0 {
			for _, c := range candidates {
				if len(t.Find(c)) > 0 {
					quotes = []string{c}
					break
				}
			}
		}
		for _, q := range quotes {
			for _, p := range t.Find(q) {
				for _, i := range t.UnitsIn(p) {
					u := t.Units()[i]
					out = append(out, quoted{file: path, line: u.Line, text: u.Text})
				}
				break
			}
		}
	}
	return out
}
