package scenario

import (
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// This file holds a reader for the plain subset of YAML that scenario files
// are written in: block mappings and sequences, one-line flow collections,
// plain scalars on one line, and quoted scalars without escapes on one
// line. It builds the same yaml.Node tree yaml.v3 builds (Kind, Style, Tag,
// Value, Line, Column, Content; not comments, which nothing here reads)
// from a few large allocations instead of one or more per node, which is
// most of what loading a large scenario cost. It gives up, and Parse reads
// the text with yaml.v3, at anything it is not sure of: anchors, aliases,
// tags, block scalars, multi-line scalars, escapes, empty values, document
// markers, tabs, control characters, and every error, so that what a
// scenario means, and every message about a bad one, is yaml.v3's.
// TestFastYAMLCorpus and FuzzFastYAML hold it to yaml.v3's trees.

// fastYAML returns the document node of data, or false when it is not sure
// it reads data as yaml.v3 does.
func fastYAML(data []byte) (*yaml.Node, bool) {
	ascii, ok := plainText(data)
	if !ok {
		return nil, false
	}
	r := &fastReader{src: string(data), ascii: ascii, line: 1}
	r.nodes = make([]yaml.Node, 0, r.slab())
	r.ptrs = make([]*yaml.Node, 0, r.slab())
	return r.document()
}

// plainText reports whether data holds only what the fast reader takes
// for text: no tab, carriage return or other control character, no byte
// order mark or Unicode line break, only characters yaml.v3 prints. It
// says too whether data is all ASCII, so columns are byte offsets.
func plainText(data []byte) (ascii, ok bool) {
	ascii = true
	for i := 0; i < len(data); {
		c := data[i]
		if c < utf8.RuneSelf {
			if c < ' ' && c != '\n' || c == 0x7f {
				return false, false
			}
			i++
			continue
		}
		ascii = false
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size == 1,
			r < 0xA0, // C1 controls, and U+0085, a line break to YAML
			r == 0x2028 || r == 0x2029, r == 0xFEFF,
			r >= 0xD800 && r < 0xE000, r == 0xFFFE || r == 0xFFFF:
			return false, false
		}
		i += size
	}
	return ascii, true
}

// fastReader reads one document. Every method that meets something it is
// not sure of sets bad; the readers above it then stop.
type fastReader struct {
	src   string
	ascii bool
	i     int // the next byte
	line  int // the line of byte i, from 1
	ls    int // the offset of that line's first byte
	depth int
	bad   bool

	nodes []yaml.Node  // the slab new nodes are cut from
	ptrs  []*yaml.Node // the slab Content slices are cut from
	stack []*yaml.Node // children of the collections being read
}

// slab returns the size of a new slab of nodes or of pointers: what the
// rest of the text holds at a node in every 12 bytes. Scenario files hold
// one in every 14 or so, 5 at the densest (thousands of units in flow
// mappings), so a small file does not pay for a large one's slab, and a
// large one takes a few slabs, each a fraction of the one before.
func (r *fastReader) slab() int {
	return min((len(r.src)-r.i)/12+16, 1<<16)
}

// maxFastDepth is the deepest nesting the fast reader follows.
const maxFastDepth = 64

// maxFastKey is the longest key the fast reader reads: yaml.v3 refuses a
// key more than 1024 characters from its colon.
const maxFastKey = 512

// fail records that the reader is not sure of the text.
func (r *fastReader) fail() { r.bad = true }

// node returns a new node, cut from the slab.
func (r *fastReader) node(kind yaml.Kind, tag string, at int) *yaml.Node {
	if len(r.nodes) == cap(r.nodes) {
		r.nodes = make([]yaml.Node, 0, r.slab())
	}
	r.nodes = r.nodes[:len(r.nodes)+1]
	n := &r.nodes[len(r.nodes)-1]
	n.Kind, n.Tag, n.Line, n.Column = kind, tag, r.line, r.col(at)
	return n
}

// col returns the column, from 1, of byte at on the current line: yaml.v3
// counts characters.
func (r *fastReader) col(at int) int {
	if r.ascii {
		return at - r.ls + 1
	}
	return utf8.RuneCountInString(r.src[r.ls:at]) + 1
}

// children moves the children read since base off the stack into n.
func (r *fastReader) children(n *yaml.Node, base int) {
	k := len(r.stack) - base
	if k == 0 {
		r.stack = r.stack[:base]
		return
	}
	if len(r.ptrs)+k > cap(r.ptrs) {
		r.ptrs = make([]*yaml.Node, 0, max(k, r.slab()))
	}
	start := len(r.ptrs)
	r.ptrs = append(r.ptrs, r.stack[base:]...)
	n.Content = r.ptrs[start:len(r.ptrs):len(r.ptrs)]
	clear(r.stack[base:])
	r.stack = r.stack[:base]
}

// document reads the whole text as one block node.
func (r *fastReader) document() (*yaml.Node, bool) {
	indent, ok := r.nextContent()
	if !ok || indent != 0 {
		return nil, false
	}
	doc := r.node(yaml.DocumentNode, "", r.i)
	top := r.block(-1, false)
	if r.bad {
		return nil, false
	}
	if _, more := r.nextContent(); more || r.bad {
		return nil, false
	}
	doc.Content = []*yaml.Node{top}
	return doc, true
}

// nextContent moves to the first character of the next line that holds
// more than blanks and a comment, and returns its indentation; false at
// the end of the text. Called there, it stays. A line that starts with a
// document marker or a directive fails, and so does content after
// something already read on the same line.
func (r *fastReader) nextContent() (indent int, ok bool) {
	s := r.src
	for {
		j := r.i
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j == len(s) {
			r.i = j
			return 0, false
		}
		switch s[j] {
		case '\n':
			r.newline(j)
			continue
		case '#':
			if j > r.ls && s[j-1] != ' ' {
				r.fail()
				return 0, false
			}
			for j < len(s) && s[j] != '\n' {
				j++
			}
			if j == len(s) {
				r.i = j
				return 0, false
			}
			r.newline(j)
			continue
		}
		for k := r.ls; k < r.i; k++ {
			if s[k] != ' ' {
				r.fail()
				return 0, false
			}
		}
		if j == r.ls && (s[j] == '%' || hasPrefixAt(s, j, "---") || hasPrefixAt(s, j, "...")) {
			r.fail()
			return 0, false
		}
		r.i = j
		return j - r.ls, true
	}
}

// newline moves past the line break at byte j.
func (r *fastReader) newline(j int) {
	r.i = j + 1
	r.line++
	r.ls = r.i
}

// hasPrefixAt reports whether s holds prefix at byte i.
func hasPrefixAt(s string, i int, prefix string) bool {
	return len(s)-i >= len(prefix) && s[i:i+len(prefix)] == prefix
}

// endLine checks that only blanks and a comment follow on the line.
func (r *fastReader) endLine() {
	j := r.i
	for j < len(r.src) && r.src[j] == ' ' {
		j++
	}
	if j == len(r.src) || r.src[j] == '\n' || r.src[j] == '#' && r.src[j-1] == ' ' {
		r.i = j
		if j < len(r.src) && r.src[j] == '#' {
			for r.i < len(r.src) && r.src[r.i] != '\n' {
				r.i++
			}
		}
		return
	}
	r.fail()
}

// block reads the block node at the current position, the first character
// of a line, inside a collection indented by parent; a sequence may share
// its parent's indentation when inMapping (a mapping's value).
func (r *fastReader) block(parent int, inMapping bool) *yaml.Node {
	r.depth++
	defer func() { r.depth-- }()
	if r.depth > maxFastDepth {
		r.fail()
		return nil
	}
	indent := r.i - r.ls
	if r.entry() {
		if indent > parent || inMapping && indent == parent {
			return r.sequence(indent)
		}
		r.fail()
		return nil
	}
	if indent > parent && r.keyAhead() {
		return r.mapping(indent)
	}
	r.fail()
	return nil
}

// entry reports whether a block sequence entry starts here: "-" then a
// blank or the end of the line.
func (r *fastReader) entry() bool {
	j := r.i
	return j < len(r.src) && r.src[j] == '-' && (j+1 == len(r.src) || r.src[j+1] == ' ' || r.src[j+1] == '\n')
}

// keyAhead reports whether the line from here is a plain key and a colon.
func (r *fastReader) keyAhead() bool {
	end, ok := r.plainEnd(r.i, false)
	return ok && end < len(r.src) && r.src[end] == ':'
}

// mapping reads a block mapping whose keys are indented by indent.
func (r *fastReader) mapping(indent int) *yaml.Node {
	n := r.node(yaml.MappingNode, "!!map", r.i)
	base := len(r.stack)
	for !r.bad {
		// a key, then its colon
		end, ok := r.plainEnd(r.i, false)
		if !ok || end == len(r.src) || r.src[end] != ':' || end-r.i > maxFastKey {
			r.fail()
			break
		}
		r.stack = append(r.stack, r.plain(r.i, end))
		r.i = end + 1
		r.stack = append(r.stack, r.value(indent, true))
		if r.bad {
			break
		}
		next, more := r.nextContent()
		if !more || next < indent {
			break
		}
		if next > indent || !r.keyAhead() {
			r.fail()
		}
	}
	r.children(n, base)
	return n
}

// sequence reads a block sequence whose entries are indented by indent.
func (r *fastReader) sequence(indent int) *yaml.Node {
	n := r.node(yaml.SequenceNode, "!!seq", r.i)
	base := len(r.stack)
	for !r.bad {
		r.i++ // the "-"
		r.stack = append(r.stack, r.value(indent, false))
		if r.bad {
			break
		}
		next, more := r.nextContent()
		if !more || next < indent || next == indent && !r.entry() {
			break
		}
		if next > indent {
			r.fail()
		}
	}
	r.children(n, base)
	return n
}

// value reads what follows a key's colon or an entry's "-": on the same
// line, or as a block on the lines after, indented by more than indent
// (or as much, for a sequence in a mapping).
func (r *fastReader) value(indent int, inMapping bool) *yaml.Node {
	if r.i < len(r.src) && r.src[r.i] != ' ' && r.src[r.i] != '\n' {
		r.fail()
		return nil
	}
	for r.i < len(r.src) && r.src[r.i] == ' ' {
		r.i++
	}
	if r.i == len(r.src) || r.src[r.i] == '\n' || r.src[r.i] == '#' {
		r.endLine()
		next, more := r.nextContent()
		if !more || next < indent || next == indent && !(inMapping && r.entry()) {
			r.fail() // an empty value
			return nil
		}
		return r.block(indent, inMapping)
	}
	if !inMapping {
		// an entry's own mapping, "- name: x", indented by where it starts
		if r.entry() {
			r.fail()
			return nil
		}
		if r.keyAhead() {
			r.depth++
			defer func() { r.depth-- }()
			return r.mapping(r.i - r.ls)
		}
	}
	v := r.inline(false)
	if !r.bad {
		r.endLine()
	}
	return v
}

// inline reads a scalar or flow collection that starts here, on one line;
// flow says whether it is inside a flow collection.
func (r *fastReader) inline(flow bool) *yaml.Node {
	switch r.src[r.i] {
	case '[':
		return r.flow(yaml.SequenceNode, "!!seq", ']')
	case '{':
		return r.flow(yaml.MappingNode, "!!map", '}')
	case '"', '\'':
		return r.quoted(flow)
	}
	end, ok := r.plainEnd(r.i, flow)
	if !ok || end < len(r.src) && r.src[end] == ':' {
		r.fail()
		return nil
	}
	n := r.plain(r.i, end)
	r.i = end
	return n
}

// plain returns the plain scalar from start to end, blanks after it
// dropped.
func (r *fastReader) plain(start, end int) *yaml.Node {
	for end > start && r.src[end-1] == ' ' {
		end--
	}
	v := r.src[start:end]
	n := r.node(yaml.ScalarNode, plainTag(v), start)
	n.Value = v
	return n
}

// plainEnd finds where the plain scalar at start ends: at a colon and a
// blank (which plainEnd returns, for the caller to read as a key's), at a
// comment, at the end of the line, or in a flow collection at , [ ] { }.
// It fails at what it is not sure of: a first character that is an
// indicator, a scalar running to the end of the text in a flow collection,
// a colon without a blank in one.
func (r *fastReader) plainEnd(start int, flow bool) (int, bool) {
	s := r.src
	if start >= len(s) {
		return 0, false
	}
	switch s[start] {
	case '-':
		// "-3" or "-x", never "- x" nor "-[" in a flow collection
		if start+1 == len(s) || plainStop[s[start+1]] {
			return 0, false
		}
	case ' ', '\n', '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`', '<':
		return 0, false
	}
	j := start
	for ; j < len(s); j++ {
		switch s[j] {
		case '\n':
			if flow {
				return 0, false
			}
			return j, true
		case ':':
			if j+1 == len(s) || s[j+1] == ' ' || s[j+1] == '\n' {
				return j, true
			}
			if flow {
				return 0, false
			}
		case '#':
			if s[j-1] == ' ' {
				if flow {
					return 0, false
				}
				return j, true
			}
		case ',', '?', '[', ']', '{', '}':
			if flow {
				return j, true
			}
		}
	}
	if flow {
		return 0, false
	}
	return j, true
}

// plainStop are the characters after a "-" that do not make it a plain
// scalar's first character, or that the fast reader is not sure of there.
var plainStop = [256]bool{' ': true, '\n': true, ',': true, '?': true, '[': true, ']': true, '{': true, '}': true,
	'#': true, ':': true, '-': true, '&': true, '*': true, '!': true, '|': true, '>': true, '\'': true, '"': true,
	'%': true, '@': true, '`': true, '<': true}

// quoted reads a quoted scalar on one line, without escapes.
func (r *fastReader) quoted(flow bool) *yaml.Node {
	q := r.src[r.i]
	j := r.i + 1
	for j < len(r.src) && r.src[j] != q {
		if c := r.src[j]; c == '\n' || c == '\\' && q == '"' {
			r.fail()
			return nil
		}
		j++
	}
	if j == len(r.src) || q == '\'' && j+1 < len(r.src) && r.src[j+1] == '\'' {
		r.fail()
		return nil
	}
	n := r.node(yaml.ScalarNode, "!!str", r.i)
	n.Value = r.src[r.i+1 : j]
	if q == '"' {
		n.Style = yaml.DoubleQuotedStyle
	} else {
		n.Style = yaml.SingleQuotedStyle
	}
	r.i = j + 1
	// a quoted key, "a": 1, is for yaml.v3
	k := r.i
	for k < len(r.src) && r.src[k] == ' ' {
		k++
	}
	if k < len(r.src) && r.src[k] == ':' {
		r.fail()
	}
	return n
}

// blanks moves past spaces inside a flow collection, failing at the end
// of the line.
func (r *fastReader) blanks() {
	for r.i < len(r.src) && r.src[r.i] == ' ' {
		r.i++
	}
	if r.i == len(r.src) || r.src[r.i] == '\n' || r.src[r.i] == '#' {
		r.fail()
	}
}

// flow reads a flow collection on one line, from its opening bracket to
// its close (']' or '}'): a sequence's values, [a, b, ...], or a mapping's
// plain keys each with its value, {k: v, ...}.
func (r *fastReader) flow(kind yaml.Kind, tag string, close byte) *yaml.Node {
	r.depth++
	defer func() { r.depth-- }()
	n := r.node(kind, tag, r.i)
	n.Style = yaml.FlowStyle
	base := len(r.stack)
	r.i++
	if r.blanks(); !r.bad && r.src[r.i] == close {
		r.i++
		return n
	}
	for !r.bad && r.depth <= maxFastDepth {
		if kind == yaml.MappingNode && !r.flowKey() {
			break
		}
		r.stack = append(r.stack, r.inline(true))
		if r.blanks(); r.bad {
			break
		}
		if c := r.src[r.i]; c == close {
			r.i++
			r.children(n, base)
			return n
		} else if c != ',' {
			break
		}
		r.i++
		r.blanks()
	}
	r.fail()
	r.stack = r.stack[:base]
	return nil
}

// flowKey reads a flow mapping's plain key, its colon and the blanks
// after, reporting whether there was one.
func (r *fastReader) flowKey() bool {
	end, ok := r.plainEnd(r.i, true)
	if !ok || end >= len(r.src) || r.src[end] != ':' || end-r.i > maxFastKey {
		return false
	}
	r.stack = append(r.stack, r.plain(r.i, end))
	r.i = end + 1
	r.blanks()
	return !r.bad
}

// plainTag returns the tag yaml.v3 resolves a plain scalar to, as
// (&yaml.Node{Kind: yaml.ScalarNode, Value: v}).ShortTag() does, reading
// at a glance the forms scenarios are written in (words, whole numbers,
// decimals, lengths such as 3in) and asking yaml.v3 about the rest.
func plainTag(v string) string {
	if v == "" {
		return "!!null"
	}
	switch c := v[0]; {
	case c == '~' || c == 'n' || c == 'N':
		if v == "~" || v == "null" || v == "Null" || v == "NULL" {
			return "!!null"
		}
		return "!!str"
	case c == 't' || c == 'T' || c == 'f' || c == 'F':
		switch v {
		case "true", "True", "TRUE", "false", "False", "FALSE":
			return "!!bool"
		}
		return "!!str"
	case c == '+' || c == '-' || c == '.' || '0' <= c && c <= '9':
		if tag, ok := numberTag(v); ok {
			return tag
		}
		return (&yaml.Node{Kind: yaml.ScalarNode, Value: v}).ShortTag()
	}
	return "!!str" // the first character makes yaml.v3 try nothing else
}

// numberTag reads the tag of a plain scalar that starts like a number,
// when it is a decimal whole number (!!int), a decimal with a fraction
// (!!float), or either followed by letters (a length, !!str); false for
// any other form.
func numberTag(v string) (string, bool) {
	i := 0
	if v[0] == '+' || v[0] == '-' {
		i++
	}
	d := i
	for i < len(v) && '0' <= v[i] && v[i] <= '9' {
		i++
	}
	whole := i - d
	if whole == 0 || whole > 18 {
		return "", false
	}
	if i == len(v) {
		// 012 is octal, 09 a float, to yaml.v3
		if v[d] == '0' && whole > 1 {
			return "", false
		}
		return "!!int", true
	}
	float := false
	if v[i] == '.' {
		i++
		f := i
		for i < len(v) && '0' <= v[i] && v[i] <= '9' {
			i++
		}
		if i == f || i-f > 18 {
			return "", false
		}
		if i == len(v) {
			return "!!float", true
		}
		float = true
	}
	// letters to the end: 3in, 2.5mm, but never 0x1f, 0o7, 0b1 or 1e5
	if c := v[i] | 0x20; !float && v[d] == '0' && (c == 'x' || c == 'o' || c == 'b') {
		return "", false
	}
	for ; i < len(v); i++ {
		if c := v[i] | 0x20; c < 'a' || c > 'z' {
			return "", false
		}
	}
	return "!!str", true
}
