package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/rulec-dev/rulec/diag"
	"github.com/rulec-dev/rulec/internal/textfile"
	"gopkg.in/yaml.v3"
)

// ReadFile reads and parses a scenario file.
// Only a regular file of at most MaxFileSize bytes is read.
func ReadFile(path string) (*Scenario, error) {
	data, err := textfile.Read(path, "a scenario file", MaxFileSize)
	if err != nil {
		return nil, textfile.Placed(path, err)
	}
	return Parse(path, data)
}

// MaxUnits is the most units a scenario may have: far more than any table,
// few enough that a runaway generator is caught. Loading grows as
// N log N with the units (BenchmarkLoad), so the limit is not for speed.
const MaxUnits = 10000

// MaxPolygonPoints is the most corners a terrain polygon may have: far more
// than any terrain piece, few enough that checking it is simple stays quick.
const MaxPolygonPoints = 10000

// MaxFileSize is the largest scenario file read, far beyond any table.
const MaxFileSize = 4 << 20

// Parse reads a scenario from data, read from filename. It reports every
// mistake it finds as an ErrorList, each naming file:line:col; lengths are
// checked for form but left unresolved (see Len).
func Parse(filename string, data []byte) (*Scenario, error) {
	p := &parser{file: filename}
	if strings.HasSuffix(strings.ToLower(filename), ".rules") {
		// A rules file given where a scenario is wanted read as YAML: its
		// first `---`-free comment made "a second YAML document", or its
		// text "bad YAML", saying nothing of the mix-up.
		p.errs.Add(Pos{Filename: filename, Line: 1, Column: 1}, "%s is a rules file, not a scenario", filepath.Base(filename)).Hint =
			"rulec test, run, odds and render take scenario files (*.yaml, *.yml) or folders of them; name the rules in the scenario's rules: list or with --rules"
		return nil, p.errs.Err()
	}
	root := p.decode(data)
	if root == nil {
		return nil, p.errs.Err()
	}
	s := &Scenario{File: filename, Name: baseName(filename)}
	p.scenario(root, s)
	units := p.checkRefs(s)
	p.alwaysCoherent(s, units)
	p.offTable(s, units)
	s.Empty = p.empty
	if err := p.errs.Err(); err != nil {
		return nil, err
	}
	return s, nil
}

// yamlLineRE picks the line out of yaml.v3's syntax errors.
var yamlLineRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^yaml: line (\d+): (.*)$`)
})

// decode parses the YAML text and returns the document's top node, or nil
// after recording why there is none.
func (p *parser) decode(data []byte) (root *yaml.Node) {
	// YAML's own message for bytes that are not text has no line ("invalid
	// leading UTF-8 octet" at 1:1): name the byte's place instead, and
	// never echo it.
	if pos, b, bad := diag.NonText(p.file, data); bad {
		p.errs.Add(pos, "not a scenario file: byte 0x%02x is not text", b).Hint = "scenario files are UTF-8 text"
		return nil
	}
	// Most scenario files are in the plain subset of YAML the fast reader
	// reads (fastyaml.go), to the same tree at a fraction of the cost;
	// anything else, and every error, is yaml.v3's.
	if doc, ok := fastYAML(data); ok {
		return doc.Content[0]
	}
	// One decoder reads the document and then looks for a second: the text
	// is parsed once (a second decoder over the whole text doubled the
	// load of a large scenario).
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := decodeFirst(dec, &doc); err != nil {
		pos, msg := Pos{Filename: p.file, Line: 1, Column: 1}, strings.TrimPrefix(err.Error(), "yaml: ")
		if m := yamlLineRE().FindStringSubmatch(err.Error()); m != nil {
			pos.Line, _ = strconv.Atoi(m[1])
			msg = m[2]
		}
		var hint string
		pos, hint = yamlPlace(data, pos, msg)
		p.errs.Add(pos, "bad YAML: %s", msg).Hint = hint
		return nil
	}
	if line := secondDocument(dec); line > 0 {
		p.errs.Add(Pos{Filename: p.file, Line: line, Column: 1},
			"a second YAML document: a scenario file holds one").Hint = "put each scenario in a file of its own"
		return nil
	}
	if len(doc.Content) == 0 || isNull(deref(doc.Content[0])) {
		p.errs.Add(Pos{Filename: p.file, Line: 1, Column: 1}, "empty scenario: want a mapping with board, units, run and expect").Hint =
			"a scenario is a YAML mapping: board: {width: 72in, depth: 48in}, units:, run: and expect:, as docs/scenarios.md shows"
		return nil
	}
	return deref(doc.Content[0])
}

// yamlPlace returns where in data the YAML error msg, which yaml.v3 placed
// at pos (a line, column 1, sometimes the line before), most likely is,
// and a hint for mending it: a tab where YAML wants spaces (it names no
// column, and its line was the one before the tab's when the tab indents a
// nested key), a character that cannot start a value (` @ %), a key
// indented under another's value, a bracket left open.
func yamlPlace(data []byte, pos Pos, msg string) (Pos, string) {
	lines := strings.Split(string(data), "\n")
	// at finds, from pos's line on (then from the start), the first line
	// where col returns a column, and moves pos there.
	at := func(col func(line string) int) bool {
		for _, from := range []int{pos.Line - 1, 0} {
			for i := max(from, 0); i < len(lines); i++ {
				if c := col(lines[i]); c >= 0 {
					pos.Line, pos.Column = i+1, utf8.RuneCountInString(lines[i][:c])+1
					return true
				}
			}
		}
		return false
	}
	indentTab := func(line string) int {
		rest := strings.TrimLeft(line, " \t")
		if i := strings.IndexByte(line[:len(line)-len(rest)], '\t'); i >= 0 && strings.TrimSpace(rest) != "" {
			return i
		}
		return -1
	}
	switch {
	case strings.Contains(msg, "tab character"):
		at(indentTab)
		return pos, "YAML indents with spaces, never tabs: replace the tab with spaces"
	case strings.Contains(msg, "cannot start any token"):
		if at(indentTab) {
			return pos, "YAML indents with spaces, never tabs: replace the tab with spaces"
		}
		if pos.Line >= 1 && pos.Line <= len(lines) {
			line := lines[pos.Line-1]
			if i := strings.IndexAny(line, "`@%"); i >= 0 {
				pos.Column = utf8.RuneCountInString(line[:i]) + 1
				return pos, fmt.Sprintf("%c cannot start a YAML value: put the value in quotes (\"%c...\")", line[i], line[i])
			}
		}
	case strings.Contains(msg, "mapping values are not allowed"):
		return pos, "a key is indented deeper than the key above it (line it up with the keys around it), or a value holds \": \" (put the value in quotes)"
	case strings.Contains(msg, "did not find expected ',' or"):
		at(openBracket)
		return pos, "a { or [ left open: each { needs its } and each [ its ], and items are separated by commas"
	}
	return pos, ""
}

// openBracket returns the offset in line of the innermost { or [ left
// open on it, or closed by the other kind, or -1 (brackets in quotes and
// comments aside).
func openBracket(line string) int {
	var open []int
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || line[i-1] == ' '):
			i = len(line)
		case c == '{' || c == '[':
			open = append(open, i)
		case (c == '}' || c == ']') && len(open) > 0:
			want := byte('{')
			if c == ']' {
				want = '['
			}
			if top := open[len(open)-1]; line[top] != want {
				return top // closed by the other kind: [1in, 2in}
			}
			open = open[:len(open)-1]
		}
	}
	if len(open) == 0 {
		return -1
	}
	return open[len(open)-1]
}

// decodeFirst reads the text's first document into n, as yaml.Unmarshal
// would, made safe: the scenario parser must not panic on any input,
// whatever the YAML library does. A text without a document (empty, or only
// comments) leaves n empty and is no error, as with yaml.Unmarshal.
func decodeFirst(dec *yaml.Decoder, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: %v", r)
		}
	}()
	if err := dec.Decode(n); !errors.Is(err, io.EOF) {
		return err
	}
	return nil
}

// secondDocument returns the line a second YAML document starts on, or 0
// when the text holds one: dec has read the first. Every document is
// refused rather than the first read and the rest ignored, failing ones
// too.
func secondDocument(dec *yaml.Decoder) (line int) {
	defer func() {
		if recover() != nil {
			line = 0 // the first document has been read
		}
	}()
	var second yaml.Node
	if err := dec.Decode(&second); err != nil {
		if errors.Is(err, io.EOF) {
			return 0
		}
		// The second document does not even parse: it is there all the same.
		if m := yamlLineRE().FindStringSubmatch(err.Error()); m != nil {
			line, _ = strconv.Atoi(m[1])
			return line
		}
		return 1
	}
	return max(second.Line, 1)
}

// baseName is the default scenario name: the file name without directory
// or extension.
func baseName(filename string) string {
	b := filepath.Base(filename)
	return strings.TrimSuffix(b, filepath.Ext(b))
}

// topKeys are the keys of a scenario, in the spec's order.
var topKeys = []string{"name", "description", "rules", "board", "units", "terrain", "combats",
	"run", "args", "dice", "choices", "tolerance", "expect"}

// scenario reads the top mapping.
func (p *parser) scenario(n *yaml.Node, s *Scenario) {
	if p.notScenario(n) {
		return
	}
	seen := p.fields(n, "scenario", topKeys, func(key string, k, v *yaml.Node) {
		switch key {
		case "name":
			s.Name, _ = p.str(v, key, "a name")
		case "description":
			s.Description, _ = p.str(v, key, "text")
		case "rules":
			p.rules(v, s)
		case "board":
			p.board(v, s)
		case "units":
			if v.Kind == yaml.MappingNode && len(v.Content)/2 > MaxUnits {
				p.errorf(v, "units: %d units is too many; a scenario has at most %d", len(v.Content)/2, MaxUnits)
				return
			}
			p.units(v, s)
		case "terrain":
			p.terrain(v, s)
		case "combats":
			p.combats(v, s)
		case "run":
			s.Run, _ = p.str(v, key, "a procedure name")
			s.RunPos = p.pos(v)
		case "args":
			s.Args = p.args(v)
		case "dice":
			s.Dice, s.DicePos = p.dice(v), p.pos(v)
		case "choices":
			s.Choices = p.choices(v)
		case "tolerance":
			if l, ok := p.length(v, key); ok {
				s.Tolerance = &l
			}
		case "expect":
			p.expect(v, s)
		}
	})
	for _, key := range []string{"board", "run"} {
		if seen != nil && !seen[key] {
			p.errorf(n, "scenario: missing %q", key)
		}
	}
}

// notScenario reports, once, a mapping none of whose keys is a
// scenario's (a README.yaml, a CI file in a folder of scenarios), rather
// than an unknown key for each of its keys and a missing board and run.
func (p *parser) notScenario(n *yaml.Node) bool {
	if n.Kind != yaml.MappingNode || len(n.Content) == 0 {
		return false
	}
	var keys []string
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := deref(n.Content[i])
		if k == nil || !isScalar(k) || contains(topKeys, k.Value) || nearest(k.Value, topKeys) != "" {
			return false
		}
		if len(keys) < 4 {
			keys = append(keys, strconv.Quote(k.Value))
		}
	}
	if len(n.Content)/2 > len(keys) {
		keys = append(keys, "...")
	}
	p.errorf(n, "not a scenario: none of its keys (%s) is a scenario's", strings.Join(keys, ", ")).Hint =
		"a scenario has board:, units:, run: and expect:; rulec test reads every *.yaml and *.yml below a folder, so keep other YAML files out of it"
	return true
}

// rules reads the rules files, resolving them relative to the scenario.
func (p *parser) rules(n *yaml.Node, s *Scenario) {
	s.RulesPos = p.pos(n)
	items, _ := p.list(n, "rules", "a list of rules files", true)
	for i, c := range items {
		path, ok := p.str(c, fmt.Sprintf("rules[%d]", i), "a file path")
		if !ok {
			continue
		}
		if !filepath.IsAbs(path) {
			path = filepath.Join(filepath.Dir(p.file), path)
		}
		s.Rules = append(s.Rules, path)
	}
}

// board reads the board's size.
func (p *parser) board(n *yaml.Node, s *Scenario) {
	s.Board.Pos = p.pos(n)
	seen := p.fields(n, "board", []string{"width", "depth"}, func(key string, k, v *yaml.Node) {
		l, _ := p.length(v, "board."+key)
		if key == "width" {
			s.Board.Width = l
		} else {
			s.Board.Depth = l
		}
	})
	p.required(n, "board", seen, "width", "depth")
}

// required reports keys missing from a mapping that was read.
func (p *parser) required(n *yaml.Node, path string, seen map[string]bool, keys ...string) {
	for _, key := range keys {
		if seen != nil && !seen[key] {
			p.errorf(n, "%s: missing %q", path, key)
		}
	}
}

// terrain reads the terrain pieces.
func (p *parser) terrain(n *yaml.Node, s *Scenario) {
	items, _ := p.list(n, "terrain", "a list of terrain pieces", false)
	for i, c := range items {
		path := fmt.Sprintf("terrain[%d]", i)
		t := &Terrain{Pos: p.pos(c), Name: fmt.Sprintf("terrain_%d", i+1)}
		seen := p.fields(c, path, []string{"name", "kind", "polygon", "props"}, func(key string, k, v *yaml.Node) {
			switch key {
			case "name":
				t.Name, _ = p.str(v, path+".name", "a name")
			case "kind":
				t.Kind, _ = p.str(v, path+".kind", "a terrain kind")
			case "polygon":
				t.Polygon, _ = p.points(v, path+".polygon", 3)
				if len(t.Polygon) > MaxPolygonPoints {
					p.errorf(v, "%s.polygon: %d points is too many; a terrain polygon has at most %d", path, len(t.Polygon), MaxPolygonPoints)
					t.Polygon = nil
				}
			case "props":
				t.Props = p.props(v, path+".props")
			}
		})
		p.required(c, path, seen, "kind", "polygon")
		s.Terrain = append(s.Terrain, t)
	}
}

// combats reads the combats, each a list of unit ids.
func (p *parser) combats(n *yaml.Node, s *Scenario) {
	items, _ := p.list(n, "combats", "a list of combats, each a list of unit ids", false)
	fights := map[string]string{} // each unit's combat, a unit fighting in one
	for i, c := range items {
		path := fmt.Sprintf("combats[%d]", i)
		ids, ok := p.list(c, path, "a list of unit ids", false)
		if !ok {
			continue
		}
		cb := Combat{Pos: p.pos(c)}
		for j, node := range ids {
			id, ok := p.unitRef(node, fmt.Sprintf("%s[%d]", path, j))
			if !ok {
				continue
			}
			// combat(u) answers u's first combat: a unit listed twice, or
			// in two, was read as if the other were not written
			switch in, seen := fights[id]; {
			case seen && in == path:
				p.errorf(node, "%s[%d]: %q is listed twice in this combat", path, j, id)
				continue
			case seen:
				p.errorf(node, "%s[%d]: %q already fights in %s: a unit fights in one combat", path, j, id, in).Hint =
					"list each combat's units once; join two combats that share a unit into one"
				continue
			}
			fights[id] = path
			cb.Units = append(cb.Units, id)
		}
		s.Combats = append(s.Combats, cb)
	}
}

// args reads the procedure's arguments; lengths wait for Build.
func (p *parser) args(n *yaml.Node) map[string]Arg {
	args := map[string]Arg{}
	p.mapping(n, "args", "a mapping of argument names to values", func(key string, k, v *yaml.Node) {
		text, ok := p.str(v, "args."+key, "a unit id, length, number or word")
		if !ok {
			return
		}
		a := Arg{Pos: p.pos(v), KeyPos: p.pos(k), Text: text}
		a.Number, a.IsNumber = parseNumber(text)
		args[key] = a
	})
	return args
}

// dice reads the dice: each roll's total, or its dice one by one.
func (p *parser) dice(n *yaml.Node) []Die {
	const what = "a list of dice totals, or of dice lists such as [2, 5]"
	if isScalar(n) {
		// one total may stand alone, dice: 7; anything else alone, such as
		// dice: 2, 5, is a list written without its brackets
		if _, ok := parseNumber(n.Value); !ok {
			p.want(n, "dice", what)
			return nil
		}
	}
	items, _ := p.list(n, "dice", what, true)
	var dice []Die
	for i, c := range items {
		path := fmt.Sprintf("dice[%d]", i)
		if c.Kind == yaml.SequenceNode {
			if d, ok := p.faces(c, path); ok {
				dice = append(dice, d)
			}
			continue
		}
		if x, ok := p.integer(c, path, "dice totals"); ok {
			dice = append(dice, Die{Pos: p.pos(c), Total: x})
		}
	}
	return dice
}

// faces reads one roll's dice, one by one: [2, 5].
func (p *parser) faces(n *yaml.Node, path string) (Die, bool) {
	d := Die{Pos: p.pos(n), Faces: []int{}}
	if len(n.Content) == 0 {
		p.errorf(n, "%s: an empty list rolls no dice; give each die, such as [2, 5]", path)
		return d, false
	}
	ok := true
	for j, c := range n.Content {
		c = deref(c)
		fpath := fmt.Sprintf("%s[%d]", path, j)
		x, good := p.integer(c, fpath, "dice")
		if good && x < 1 {
			p.errorf(c, "%s: a die shows 1 or more, got %d", fpath, x).Hint = "give each die's face, 1 to 6 on a D6: [[2, 5]]"
			good = false
		}
		ok = ok && good
		d.Faces = append(d.Faces, x)
		d.Total += x
	}
	return d, ok
}

// integer reads a whole number; what names the values in the message.
func (p *parser) integer(n *yaml.Node, path, what string) (int, bool) {
	x, ok := p.number(n, path)
	if !ok {
		return 0, false
	}
	if x < -1e6 || x > 1e6 {
		p.errorf(n, "%s: %s must be integers from -1000000 to 1000000, got %s", path, what, describe(n))
		return 0, false
	}
	if x != float64(int(x)) {
		p.errorf(n, "%s: %s must be integers, got %s", path, what, describe(n)).Hint = "a die shows a whole number, and a roll's total is the sum of its dice"
		return 0, false
	}
	return int(x), true
}

// choices reads the answers to player choices.
func (p *parser) choices(n *yaml.Node) map[string]Choice {
	choices := map[string]Choice{}
	p.mapping(n, "choices", "a mapping of choice names to answers", func(key string, k, v *yaml.Node) {
		if v.Kind == yaml.SequenceNode {
			c := p.answerList(v, "choices."+key)
			c.KeyPos = p.pos(k)
			choices[key] = c
			return
		}
		if text, ok := p.str(v, "choices."+key, "an answer, or a list of answers"); ok {
			choices[key] = Choice{Pos: p.pos(v), KeyPos: p.pos(k), Value: text}
		}
	})
	return choices
}

// answerList reads a list of answers, one per time a choice is made.
func (p *parser) answerList(n *yaml.Node, path string) Choice {
	c := Choice{Pos: p.pos(n)}
	items, _ := p.list(n, path, "a list of answers", false)
	for i, it := range items {
		if text, ok := p.str(it, fmt.Sprintf("%s[%d]", path, i), "an answer"); ok {
			c.List = append(c.List, text)
		}
	}
	if len(items) == 0 {
		p.errorf(n, "%s: an empty list answers nothing; give at least one answer", path)
	}
	return c
}

// checkRefs reports unit ids used but never defined, and marks arguments
// that name units. It returns the units by id, for the checks after it.
func (p *parser) checkRefs(s *Scenario) map[string]*Unit {
	// One index of the units serves every reference, so a scenario naming
	// each of N units costs O(N), not a walk of the units per reference.
	// The first unit of an id is the one Scenario.Unit finds.
	units := make(map[string]*Unit, len(s.Units))
	for _, u := range s.Units {
		if units[u.ID] == nil {
			units[u.ID] = u
		}
	}
	for _, r := range p.refs {
		if units[r.id] == nil {
			p.errs.Add(r.Pos, "unknown unit %q", r.id).Hint = nameHint(r.id, s.unitIDs(), "units")
		}
	}
	p.checkTerrainNames(s, units)
	p.checkUnitExpects(s, units)
	for name, a := range s.Args {
		a.IsUnit = units[a.Text] != nil
		s.Args[name] = a
	}
	return units
}

// checkTerrainNames reports terrain names that are not unique among the
// bodies on the table, since rules find bodies by name.
// units are the units by id: a scenario without terrain pays nothing.
func (p *parser) checkTerrainNames(s *Scenario, units map[string]*Unit) {
	seen := map[string]bool{"board_edge": true}
	for _, t := range s.Terrain {
		if seen[t.Name] || units[t.Name] != nil {
			p.errs.Add(t.Pos, "terrain name %q is already used", t.Name)
		}
		seen[t.Name] = true
	}
}

// checkUnitExpects reports expectations that cannot apply to their unit:
// model indexes out of range, model counts asked of a rectangular unit,
// and clearances from bodies the scenario does not have.
func (p *parser) checkUnitExpects(s *Scenario, units map[string]*Unit) {
	var terrain map[string]bool
	for _, ue := range s.Expect.Units {
		u := units[ue.ID]
		if u == nil {
			continue // reported as an unknown unit
		}
		path := "expect.units." + ue.ID
		p.checkModelOnly(u, ue, path)
		for _, m := range ue.Models {
			if len(u.Models) > 0 && m.Index >= len(u.Models) {
				p.errs.Add(m.Pos, "%s.models: no model %d: %s has %d models (0 to %d)",
					path, m.Index, u.ID, len(u.Models), len(u.Models)-1)
			}
		}
		for _, c := range ue.ClearOf {
			if terrain == nil {
				terrain = map[string]bool{}
				for _, t := range s.Terrain {
					terrain[t.Name] = true
				}
			}
			if c.ID == ue.ID {
				p.errs.Add(c.Pos, "%s.clear_of: a unit is never clear of itself", path).Hint = "name another unit or a terrain piece"
			} else if units[c.ID] == nil && !terrain[c.ID] {
				p.errs.Add(c.Pos, "%s.clear_of: unknown unit or terrain %q", path, c.ID).Hint = nameHint(c.ID, s.bodyNames(), "units and terrain")
			}
		}
	}
}

// checkModelOnly reports expectations about models asked of a rectangular
// unit, which has none.
func (p *parser) checkModelOnly(u *Unit, ue *UnitExpect, path string) {
	if len(u.Models) > 0 {
		return
	}
	var at []Pos
	var keys []string
	if len(ue.Models) > 0 {
		at, keys = append(at, ue.Models[0].Pos), append(keys, "models")
	}
	if ue.InContact != nil {
		at, keys = append(at, ue.InContact.Pos), append(keys, "in_contact")
	}
	if ue.Engaged != nil {
		at, keys = append(at, ue.Engaged.Pos), append(keys, "engaged")
	}
	for i, pos := range at {
		p.errs.Add(pos, "%s.%s: %s is not a model-by-model unit", path, keys[i], u.ID).Hint =
			"models, in_contact and engaged need a unit given by models: [[x, y], ...]"
	}
}

// bodyNames returns the unit ids and terrain names, in file order.
func (s *Scenario) bodyNames() []string {
	names := s.unitIDs()
	for _, t := range s.Terrain {
		names = append(names, t.Name)
	}
	return names
}
