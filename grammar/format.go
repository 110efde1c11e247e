package grammar

import (
	"bytes"
	"math"
	"sort"
	"strings"
)

// The canonical layout, for the language reference:
//
//   - two spaces of indentation per block; one statement per line;
//   - `{` ends the header line, `}` stands alone on its line except in
//     `} else {`; an empty block is `{` and `}` on two lines;
//   - exactly one blank line between top-level declarations (a run of
//     sources, unencoded passages or defs stays together); inside blocks a
//     run of blank lines in the source becomes one blank line, and blank
//     lines after `{` or before `}` are dropped;
//   - expressions in canonical spacing (see Expr.String); strings in double
//     quotes; `ref "..."` last on the line it belongs to;
//   - no line longer than the width (Width unless told) where the grammar
//     lets it break: see wrap.go;
//   - a comment on a line of its own stays before the node that follows it,
//     at that node's indentation; a comment at the end of a line stays there,
//     two spaces after the code; a comment inside a multi-line expression
//     moves to its own line before the statement.
//
// The printer works from positions alone: it prints the tree, and before
// each line it starts it prints the comments that come before that line's
// first token in the source.

// Format returns f in canonical layout with its comments, which come from
// Comments on the same source, wrapping lines longer than width characters
// (Width is the house style's; 0 wraps none but unencoded passages).
func Format(f *File, comments []Comment, width int) []byte {
	cs := append([]Comment(nil), comments...)
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].Pos.Offset < cs[j].Pos.Offset })
	p := &printer{comments: cs, width: width}
	p.file(f)
	return p.buf.Bytes()
}

// FormatSource parses src and returns it in canonical layout, wrapping
// lines longer than width characters.
func FormatSource(filename string, src []byte, width int) ([]byte, error) {
	f, err := Parse(filename, src)
	if err != nil {
		return nil, err
	}
	cs, err := Comments(filename, src)
	if err != nil {
		return nil, err
	}
	return Format(f, cs, width), nil
}

// printer holds the state of one Format call.
type printer struct {
	buf        bytes.Buffer
	comments   []Comment // sorted by offset
	width      int       // the longest line wanted
	next       int       // index of the first comment not yet printed
	indent     int
	lastLine   int  // source line of the last token or comment printed; 0 before any
	open       bool // the current output line has text and no newline yet
	fresh      bool // just after `{`: no blank line before the next line
	forceBlank bool // between declarations: exactly one blank line before the next line
}

// write appends text to the current line.
func (p *printer) write(s string) {
	p.buf.WriteString(s)
	p.open = true
}

// endLine ends the current line, if one is open.
func (p *printer) endLine() {
	if p.open {
		p.buf.WriteByte('\n')
		p.open = false
	}
}

// startLine ends the open line, puts a blank line before a node or comment
// at source line `line` when the layout rules ask for one, and indents.
func (p *printer) startLine(line int) {
	p.endLine()
	switch {
	case p.forceBlank:
		if p.buf.Len() > 0 {
			p.buf.WriteByte('\n')
		}
	case !p.fresh && p.lastLine > 0 && line > p.lastLine+1:
		p.buf.WriteByte('\n')
	}
	p.forceBlank, p.fresh = false, false
	p.buf.WriteString(strings.Repeat("  ", p.indent))
}

// flush prints the comments before source offset off: one on the line of
// the last token printed stays at the end of that line, the others get
// lines of their own.
func (p *printer) flush(off int) {
	for p.next < len(p.comments) && p.comments[p.next].Pos.Offset < off {
		c := p.comments[p.next]
		p.next++
		text := strings.TrimRight(c.Text, " \t\r")
		if p.open && c.Pos.Line == p.lastLine {
			p.write("  " + text)
			p.endLine()
			continue
		}
		p.startLine(c.Pos.Line)
		p.write(text)
		p.lastLine = c.Pos.Line
	}
}

// begin starts the line of a node at start whose header line ends at end:
// comments before the node, then comments inside a multi-line header (they
// cannot stay where they were), then the indentation.
func (p *printer) begin(start, end Position) {
	p.flush(start.Offset)
	p.startLine(start.Line)
	for p.next < len(p.comments) && p.comments[p.next].Pos.Offset < end.Offset {
		p.write(strings.TrimRight(p.comments[p.next].Text, " \t\r"))
		p.endLine()
		p.buf.WriteString(strings.Repeat("  ", p.indent))
		p.next++
	}
}

// stmt prints a statement or declaration without a block: its head and ref,
// wrapped at the width.
func (p *printer) stmt(n Node) { p.line(n, p.wrap(n, "")) }

// wrap returns a node's head and ref wrapped at the width, keeping room
// for suffix (` {`) on the last line.
func (p *printer) wrap(n Node, suffix string) string {
	return wrapped(Head(n), RefOf(n), suffix, 2*p.indent, p.width)
}

// line prints a node's text, which may hold continuation lines.
func (p *printer) line(n Node, text string) {
	start, end := n.Span()
	p.begin(start, end)
	p.write(text)
	p.lastLine = end.Line
}

// file prints a whole file.
func (p *printer) file(f *File) {
	if f.Header != nil {
		p.line(f.Header, headerText(f.Header))
	}
	for i, d := range f.Decls {
		p.forceBlank = i > 0 || f.Header != nil
		if i > 0 && sameListKind(f.Decls[i-1], d) {
			p.forceBlank = false // a run of sources, unencoded passages or defs stays together
		}
		d.format(p)
	}
	p.flush(math.MaxInt)
	p.endLine()
}

// sameListKind reports whether two declarations are both sources, both
// unencoded passages, both defs or both memories.
func sameListKind(a, b Decl) bool {
	_, as := a.(*Source)
	_, bs := b.(*Source)
	_, au := a.(*Unencoded)
	_, bu := b.(*Unencoded)
	_, ad := a.(*Def)
	_, bd := b.(*Def)
	_, ar := a.(*Remember)
	_, br := b.(*Remember)
	return (as && bs) || (au && bu) || (ad && bd) || (ar && br)
}

// headBlock prints a node's text and ref, then its block.
func (p *printer) headBlock(n Node, body *Block) {
	start, _ := n.Span()
	p.begin(start, body.Pos)
	p.write(p.wrap(n, " {"))
	p.block(body)
}

// block prints ` {`, the statements, the comments before the `}`, and the `}`.
func (p *printer) block(b *Block) {
	p.openBlock(b.Pos.Line)
	for _, s := range b.Stmts {
		s.format(p)
	}
	p.closeBlock(b.EndPos)
}

// openBlock ends a header line with ` {` on source line `line`.
func (p *printer) openBlock(line int) {
	p.write(" {")
	p.lastLine = line
	p.indent++
	p.fresh = true
}

// closeBlock prints the comments left in a block and its `}`, which ends just
// before end.
func (p *printer) closeBlock(end Position) {
	p.flush(end.Offset - 1)
	p.indent--
	p.endLine()
	p.fresh = false
	p.buf.WriteString(strings.Repeat("  ", p.indent))
	p.write("}")
	p.lastLine = end.Line
}

// first prints a first-group and its clauses.
func (p *printer) first(n *First) {
	end := n.Pos
	if n.Ref != nil {
		_, end = n.Ref.Span()
	}
	p.begin(n.Pos, end)
	p.write(p.wrap(n, " {"))
	p.openBlock(end.Line)
	for _, w := range n.Whens {
		p.begin(w.Pos, w.Body.Pos)
		p.write(p.wrap(w, " {"))
		p.block(w.Body)
	}
	if o := n.Otherwise; o != nil {
		p.begin(o.Pos, o.Body.Pos)
		p.write(p.wrap(o, " {"))
		p.block(o.Body)
	}
	p.closeBlock(n.EndPos)
}

// priorities prints a pick or an order: its head and ref, then, if block,
// its lines in braces. A pick by a named order with no lines of its own
// has no braces.
func (p *printer) priorities(n Node, block bool, lines []*Priority) {
	start, _ := n.Span()
	p.begin(start, headEnd(n))
	if !block && len(lines) == 0 {
		p.write(p.wrap(n, ""))
		_, last := n.Span()
		p.lastLine = last.Line
		return
	}
	p.write(p.wrap(n, " {"))
	p.openBlock(headEnd(n).Line)
	for _, r := range lines {
		p.stmt(r)
	}
	_, close := n.Span()
	p.closeBlock(close)
}

// headEnd returns where the head of a pick or an order ends: its ref, or
// the last part before it.
func headEnd(n Node) Position {
	switch n := n.(type) {
	case *Pick:
		if n.Ref != nil {
			_, end := n.Ref.Span()
			return end
		}
		if len(n.By) > 0 {
			_, end := n.By[len(n.By)-1].Span()
			return end
		}
		_, end := n.Candidates.Span()
		return end
	case *Order:
		if n.Ref != nil {
			_, end := n.Ref.Span()
			return end
		}
		if len(n.Params) > 0 {
			_, end := n.Params[len(n.Params)-1].Span()
			return end
		}
	}
	start, _ := n.Span()
	return start
}
