package mutate

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/grammar"
)

// Mark is a rules writer's note that some mutants of a clause are
// equivalent to the original, written as a comment on the line before the
// clause (or among the comment lines just above it) or at the end of its
// first line:
//
//	# mutate: equivalent swap: the two conditions never hold together
//	when gap < 1in ref "..." {
//
//	# mutate: equivalent nudge "0.5in": any gap under 1in but over 0 does
//
// Several operators may be named (`swap drop negate`). After them, a quoted
// text narrows the mark to the mutants whose change contains it. The reason after the colon is required: the report
// prints it, so a reader can judge it. Comment lines right below a mark
// continue its reason.
type Mark struct {
	Pos    grammar.Position
	Ops    []Op   // the operators it marks: one, or several (`swap drop`)
	Detail string // the quoted text, unquoted; "" marks every mutant of Ops
	Reason string
	line   int // the line of the clause it marks
	used   bool
}

// markRE matches a mark's comment: operator, optional quoted detail,
// colon, reason.
var markRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^#\s*mutate:\s*equivalent\s+(\w+(?:[\s,]+\w+)*)\s*(?:"((?:[^"\\]|\\.)*)")?\s*:\s*(.*)$`)
})

// markStart matches any comment meant as a mark, well formed or not.
// Both are compiled on first use: every run of rulec would pay for them
// at start.
var markStart = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^#\s*mutate:`) })

// parseMarks finds the marks among a file's comments and the line of the
// clause each marks; a comment that starts like a mark but is not one
// comes back as a warning.
func parseMarks(path string, src []byte, cs []grammar.Comment) ([]*Mark, diag.ErrorList) {
	lines := bytes.Split(src, []byte("\n"))
	// own reports whether a line holds nothing but a comment.
	own := func(line int) bool {
		return line >= 1 && line <= len(lines) && bytes.HasPrefix(bytes.TrimSpace(lines[line-1]), []byte("#"))
	}
	var marks []*Mark
	var warns diag.ErrorList
	for i, c := range cs {
		text := strings.TrimSpace(c.Text)
		if !markStart().MatchString(text) {
			continue
		}
		m := markRE().FindStringSubmatch(text)
		var ops []Op
		if m != nil {
			for _, w := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
				ops = append(ops, Op(w))
			}
		}
		if m == nil || !allOps(ops) || strings.TrimSpace(m[3]) == "" {
			w := warns.Add(c.Pos, "bad mutation mark %q", text)
			w.Warning = true
			w.Hint = `write # mutate: equivalent OP... ["TEXT"]: REASON, each OP one of swap, flip, nudge, negate, drop, default`
			continue
		}
		mk := &Mark{Pos: c.Pos, Ops: ops, Detail: strings.ReplaceAll(m[2], `\"`, `"`), Reason: strings.TrimSpace(m[3])}
		mk.line = c.Pos.Line
		// The comment lines right below a mark on a line of its own
		// continue its reason, up to the clause or the next mark.
		for j, line := i+1, c.Pos.Line+1; own(c.Pos.Line) && j < len(cs) && cs[j].Pos.Line == line && own(line) &&
			!markStart().MatchString(strings.TrimSpace(cs[j].Text)); j, line = j+1, line+1 {
			mk.Reason += " " + strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(cs[j].Text), "#"))
		}
		if own(c.Pos.Line) {
			for mk.line++; own(mk.line); mk.line++ {
			}
		}
		marks = append(marks, mk)
	}
	return marks, warns
}

// applyMarks marks the mutants that marks cover as equivalent and warns of
// the marks that cover none.
func applyMarks(ms []*Mutant, marks []*Mark) diag.ErrorList {
	for _, m := range ms {
		if m.Equivalent != "" {
			continue
		}
		for _, mk := range marks {
			if mk.line == m.ClausePos.Line && slices.Contains(mk.Ops, m.Op) && strings.Contains(m.Change, mk.Detail) {
				m.Equivalent, m.How, m.Mark, mk.used = mk.Reason, Marked, mk, true
				break
			}
		}
	}
	var warns diag.ErrorList
	for _, mk := range marks {
		if !mk.used {
			w := warns.Add(mk.Pos, "mutation mark matches no %s mutant of the clause on line %d", opsText(mk.Ops), mk.line)
			w.Warning = true
			w.Hint = "a mark goes on the line before the clause, or at the end of its first line"
		}
	}
	return warns
}

// allOps reports whether every word names an operator, and there is one.
func allOps(ops []Op) bool {
	for _, o := range ops {
		if !slices.Contains(Ops, o) {
			return false
		}
	}
	return len(ops) > 0
}

// opsText joins operators with "/" for a message.
func opsText(ops []Op) string {
	s := make([]string, len(ops))
	for i, o := range ops {
		s[i] = string(o)
	}
	return strings.Join(s, "/")
}
