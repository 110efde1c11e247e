package scenario

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/rulec-dev/rulec/diag"
)

// This file holds the typed readers of yaml nodes: each checks one node's
// shape, reports a mistake at the node's place, and says whether it read.

// parser walks a scenario's yaml nodes, collecting every mistake.
type parser struct {
	file string
	errs ErrorList
	// refs are unit ids met before all units are known, checked at the end.
	refs []ref
	// empty are the expectations that check nothing (checksNothing).
	empty []string
}

// ref is a use of a unit id.
type ref struct {
	Pos
	id string
}

// isID reports whether s is a unit id: one or more letters (A to Z, a to
// z), digits and _.
func isID(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_') {
			return false
		}
	}
	return s != ""
}

// wordRE is what flag and event names are made of.
var wordRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
})

// pos returns a node's place.
func (p *parser) pos(n *yaml.Node) Pos { return Pos{Filename: p.file, Line: n.Line, Column: n.Column} }

// errorf records a mistake at a node.
func (p *parser) errorf(n *yaml.Node, format string, args ...any) *Error {
	return p.errs.Add(p.pos(n), format, args...)
}

// want records that the node at path is not the kind of thing wanted.
func (p *parser) want(n *yaml.Node, path, what string) {
	if isScalar(n) {
		if large, whole := tooLarge(n.Value); large && whole {
			p.errorf(n, "%s: want %s, got %s, %s", path, what, describe(n), tooLargeNote)
			return
		}
	}
	if isScalar(n) {
		// a number with a look-alike in it: 90°, −3, ７
		if plain, changed := diag.PlainASCII(n.Value); changed {
			if _, ok := parseNumber(n.Value); !ok {
				if _, ok := parseNumber(plain); ok {
					p.errorf(n, "%s: want %s, got %s; did you mean %q?", path, what, describe(n), strings.TrimSpace(plain))
					return
				}
			}
		}
	}
	p.errorf(n, "%s: want %s, got %s", path, what, describe(n)).Hint = wantHint(what)
}

// wantHints are examples of the things a scenario's values are, by the
// start of what `want` names: every error a scenario can have carries a
// hint, and "want a length" alone does not say how one is written.
var wantHints = []struct{ what, hint string }{
	{"an angle in degrees", "a bearing in degrees, clockwise from north: facing: 90 points east, 180 south"},
	{"a list of two lengths", "a point [x, y] of two lengths, each a number and a unit, in, \", mm, cm or p, or a bare number in the ruleset's unit: [36in, 20in]"},
	{"a length", "a number and a unit, in, \", mm, cm or p, or a bare number in the ruleset's unit: 4in, 25mm, 200p"},
	{"[frontage, depth]", "base: [1in, 1in] for a rectangular base, base: {round: 32mm} for a round one"},
	{"a whole number from 1 to", "a count of bases, such as files: 5"},
	{"a whole number of at least 0", "a count of models, such as in_contact: 3"},
	{"a number", "a decimal number, such as 7 or 2.5"},
	{"true or false", "write true or false"},
	{"a mapping with keys has, lacks", "state: {has: [tired], lacks: [hidden]}: the flags the unit must carry, and those it must not"},
	{"a mapping with keys", "write it as {key: value, ...}, or one key: value a line, indented below it"},
	{"a list of flags", "a list of words, each with the unit ids it names: [tired, marked A]"},
	{"a flag", "a word and the unit ids it names: tired, marked A"},
	{"a list of events", "a list of events, each a word and its ids: [moved B E, tested F]"},
	{"an event", "a word and its ids: moved B E"},
	{"a list of dice totals", "dice: [7, 4] gives two rolls their totals; dice: [[2, 5]] gives one roll its two dice"},
	{"a list of at least", "a list of points [x, y]: [[30in, 20in], [42in, 20in], [42in, 24in]]"},
	{"a list of", "write it as [a, b, ...], or one - item a line"},
	{"a mapping of", "write it as {name: value, ...}, or one name: value a line, indented below it"},
	{"a procedure name", "the procedure the scenario runs, such as run: move_unit"},
	{"a side", "the army the unit belongs to, such as side: red"},
	{"a unit id, length", "such as unit: A, move: 6in, reason: fear"},
	{"a unit id", "the id of a unit under units:, such as A"},
	{"a length, number or word", "such as move: 4in, total: 3, type: heavy"},
	{"a terrain kind", "impassable, dangerous, difficult, open, or a kind the rules read"},
	{"a file path", "a rules file, relative to this scenario: ../../rules/my.rules"},
	{"an answer", "the candidate chosen, such as target: E"},
	{"a name", "a word or a phrase, such as name: rocks"},
	{"text", "a word or a phrase"},
}

// wantHint returns the hint for a value that is not what was wanted.
func wantHint(what string) string {
	for _, h := range wantHints {
		if strings.HasPrefix(what, h.what) {
			return h.hint
		}
	}
	return ""
}

// deref follows aliases to the node they stand for; a broken alias stays
// itself, so readers report it rather than meet a nil.
func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && n.Alias != nil && i < 100; i++ {
		n = n.Alias
	}
	return n
}

// describe names what a node holds, for "got ..." in messages.
func describe(n *yaml.Node) string {
	switch {
	case isNull(n):
		return "nothing"
	case n.Kind == yaml.ScalarNode:
		return Excerpt(n.Value)
	case n.Kind == yaml.SequenceNode:
		return fmt.Sprintf("a list of %d", len(n.Content))
	case n.Kind == yaml.MappingNode:
		return "a mapping"
	}
	return "an alias"
}

// maxExcerpt is the most characters of a value a message quotes.
const maxExcerpt = 60

// Excerpt quotes a value for a message, at most maxExcerpt characters of
// it: a file that is not a scenario at all must not come back whole.
func Excerpt(s string) string {
	r := []rune(s)
	if len(r) <= maxExcerpt {
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%s... (%d characters)", strconv.Quote(string(r[:maxExcerpt])), len(r))
}

// isNull reports whether a node is empty or an explicit null.
func isNull(n *yaml.Node) bool {
	return n == nil || n.Kind == 0 || (n.Kind == yaml.ScalarNode && n.Tag == "!!null")
}

// isScalar reports whether a node is a non-null scalar.
func isScalar(n *yaml.Node) bool { return n.Kind == yaml.ScalarNode && !isNull(n) }

// fields walks a mapping, reporting keys given twice and keys not in keys
// (with the nearest allowed key), and calls f for each good key. It returns
// the keys seen, or nil if n is not a mapping.
func (p *parser) fields(n *yaml.Node, path string, keys []string, f func(key string, k, v *yaml.Node)) map[string]bool {
	if n.Kind != yaml.MappingNode {
		p.want(n, path, "a mapping with keys "+strings.Join(keys, ", "))
		return nil
	}
	seen := map[string]bool{}
	merged := p.pairs(n, path, func(key string, k, v *yaml.Node) {
		if !contains(keys, key) {
			e := p.errorf(k, "unknown key %q in %s", key, path)
			near := nearest(key, keys)
			if near != "" {
				// The typo stands for the key: do not also report it missing.
				seen[near] = true
				e.Hint = fmt.Sprintf("did you mean %q? ", near)
			}
			e.Hint += "keys: " + strings.Join(keys, ", ")
			return
		}
		seen[key] = true
		f(key, k, v)
	})
	if merged {
		// the merge may have given any key: nothing is said missing
		return nil
	}
	return seen
}

// pairs walks a mapping's entries, reporting keys that are not scalars,
// keys given twice and YAML merge keys (<<), which the format does not
// read: it reports whether it met one.
func (p *parser) pairs(n *yaml.Node, path string, f func(key string, k, v *yaml.Node)) (merged bool) {
	// A mapping of a few keys (a unit's, a base's) looks for a key given
	// twice among the keys before it; only a long one (the units) pays
	// for a map.
	var seen map[string]bool
	if len(n.Content) > 2*smallMapping {
		seen = make(map[string]bool, len(n.Content)/2)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), deref(n.Content[i+1])
		if k == nil || v == nil {
			continue
		}
		if !isScalar(k) {
			p.want(k, path, "a name as key")
			continue
		}
		if k.Tag == "!!merge" {
			e := p.errorf(k, "%s: a YAML merge key (<<): the format does not merge mappings", path)
			e.Hint = "write the keys out; an alias (&a, *a) stands for a whole value, never for part of a mapping"
			merged = true
			continue
		}
		if seen != nil && seen[k.Value] || seen == nil && givenBefore(n.Content[:i], k.Value) {
			p.errorf(k, "%s: %q given twice", path, k.Value)
			continue
		}
		if seen != nil {
			seen[k.Value] = true
		}
		f(k.Value, k, v)
	}
	return merged
}

// smallMapping is the most keys a mapping has for pairs to find a key
// given twice by looking back over the keys before it.
const smallMapping = 16

// givenBefore reports whether the keys of content, a mapping's entries,
// hold key as pairs takes them: scalar keys, with a value.
func givenBefore(content []*yaml.Node, key string) bool {
	for i := 0; i+1 < len(content); i += 2 {
		k, v := deref(content[i]), deref(content[i+1])
		if k != nil && v != nil && isScalar(k) && k.Value == key {
			return true
		}
	}
	return false
}

// mapping checks that n is a mapping and walks its entries.
func (p *parser) mapping(n *yaml.Node, path, what string, f func(key string, k, v *yaml.Node)) {
	if n.Kind != yaml.MappingNode {
		p.want(n, path, what)
		return
	}
	p.pairs(n, path, f)
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// list returns a sequence's items; a lone scalar is taken as a list of one
// when one is true, where that cannot be misread.
func (p *parser) list(n *yaml.Node, path, what string, one bool) ([]*yaml.Node, bool) {
	switch {
	case n.Kind == yaml.SequenceNode:
		items := make([]*yaml.Node, 0, len(n.Content))
		for _, c := range n.Content {
			if c = deref(c); c != nil {
				items = append(items, c)
			}
		}
		return items, true
	case one && isScalar(n):
		return []*yaml.Node{n}, true
	}
	p.want(n, path, what)
	return nil, false
}

// str reads a non-empty scalar as text.
func (p *parser) str(n *yaml.Node, path, what string) (string, bool) {
	if !isScalar(n) || strings.TrimSpace(n.Value) == "" {
		p.want(n, path, what)
		return "", false
	}
	return strings.TrimSpace(n.Value), true
}

// number reads a finite decimal number.
func (p *parser) number(n *yaml.Node, path string) (float64, bool) {
	if isScalar(n) {
		if x, ok := parseNumber(n.Value); ok {
			return x, true
		}
	}
	p.want(n, path, "a number")
	return 0, false
}

// angle reads a bearing in degrees: any finite decimal number. A bearing
// past a full turn either way (450, -400) is unambiguous, so it is
// normalised to its bearing from 0 to 360, reduced exactly from the
// decimal as written: 1e300 is 280 degrees, not whatever remainder the
// float nearest 1e300 leaves.
func (p *parser) angle(n *yaml.Node, path string) (float64, bool) {
	if isScalar(n) {
		if x, ok := parseNumber(n.Value); ok {
			if math.Abs(x) > 360 {
				x = bearingOf(n.Value)
			}
			return x, true
		}
	}
	p.want(n, path, "an angle in degrees")
	return 0, false
}

// bearingOf returns the bearing from 0 to 360 of a decimal number of
// degrees that parseNumber reads, computed exactly.
func bearingOf(text string) float64 {
	num, _, _ := cutNumber(strings.TrimSpace(text))
	r, ok := new(big.Rat).SetString(num)
	if !ok {
		return 0
	}
	turn := big.NewRat(360, 1)
	q := new(big.Int).Quo(r.Num(), new(big.Int).Mul(r.Denom(), turn.Num())) // truncated turns
	r.Sub(r, new(big.Rat).Mul(new(big.Rat).SetInt(q), turn))
	if r.Sign() < 0 {
		r.Add(r, turn)
	}
	x, _ := r.Float64()
	if x >= 360 {
		x = 0
	}
	return x
}

// MaxCount is the most files or ranks a unit may have: far more than any
// table holds, few enough that a slip of the keyboard is caught.
const MaxCount = 1000

// count reads a whole number from 1 to MaxCount.
func (p *parser) count(n *yaml.Node, path string) (int, bool) {
	if isScalar(n) {
		x, ok := parseNumber(n.Value)
		switch {
		case ok && x == math.Trunc(x) && x >= 1 && x <= MaxCount:
			return int(x), true
		case ok && x > MaxCount:
			p.errorf(n, "%s: %s is too many; a unit has at most %d", path, n.Value, MaxCount)
			return 0, false
		}
	}
	p.want(n, path, fmt.Sprintf("a whole number from 1 to %d", MaxCount))
	return 0, false
}

// boolean reads true or false.
func (p *parser) boolean(n *yaml.Node, path string) (bool, bool) {
	if isScalar(n) {
		switch strings.ToLower(n.Value) {
		case "true", "yes":
			return true, true
		case "false", "no":
			return false, true
		}
	}
	p.want(n, path, "true or false")
	return false, false
}

// length reads a length, checking its number and unit.
func (p *parser) length(n *yaml.Node, path string) (Len, bool) {
	if !isScalar(n) {
		p.want(n, path, "a length")
		return Len{}, false
	}
	if msg := lengthProblem(n.Value); msg != "" {
		p.errorf(n, "%s", msg)
		return Len{}, false
	}
	return Len{Pos: p.pos(n), Text: strings.TrimSpace(n.Value)}, true
}

// point reads [x, y].
func (p *parser) point(n *yaml.Node, path string) (Point, bool) {
	if n.Kind != yaml.SequenceNode || len(n.Content) != 2 {
		p.want(n, path, "a list of two lengths")
		return Point{}, false
	}
	x, okx := p.length(deref(n.Content[0]), path)
	y, oky := p.length(deref(n.Content[1]), path)
	return Point{Pos: p.pos(n), X: x, Y: y}, okx && oky
}

// points reads a list of at least min points.
func (p *parser) points(n *yaml.Node, path string, min int) ([]Point, bool) {
	what := fmt.Sprintf("a list of at least %d points [x, y]", min)
	items, ok := p.list(n, path, what, false)
	if !ok {
		return nil, false
	}
	if len(items) < min {
		p.want(n, path, what)
		return nil, false
	}
	pts := make([]Point, 0, len(items))
	for i, c := range items {
		pt, ok2 := p.point(c, fmt.Sprintf("%s[%d]", path, i))
		pts = append(pts, pt)
		ok = ok && ok2
	}
	return pts, ok
}

// unitRef reads a unit id, to be checked once all units are known.
func (p *parser) unitRef(n *yaml.Node, path string) (string, bool) {
	id, ok := p.str(n, path, "a unit id")
	if ok {
		p.refs = append(p.refs, ref{Pos: p.pos(n), id: id})
	}
	return id, ok
}

// words splits a `name arg arg` entry, checking its name; args that are unit
// ids are recorded for checking when units is true.
func (p *parser) words(n *yaml.Node, path, what string, units bool) (Pos, string, []string, bool) {
	text, ok := p.str(n, path, what)
	if !ok {
		return Pos{}, "", nil, false
	}
	f := strings.Fields(text)
	if !wordRE().MatchString(f[0]) {
		p.errorf(n, "%s: bad name %q: use letters, digits and _, starting with a letter", path, f[0])
		return Pos{}, "", nil, false
	}
	if units {
		for _, id := range f[1:] {
			p.refs = append(p.refs, ref{Pos: p.pos(n), id: id})
		}
	}
	return p.pos(n), f[0], f[1:], true
}
