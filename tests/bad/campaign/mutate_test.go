package campaign

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// repo is the repository's root, from this folder.
const repo = "../../.."

// A mutation breaks a scenario's top mapping in one way that must be an
// error; it reports false when the scenario has nothing it can break.
type mutation struct {
	name string
	want string
	fn   func(top *yaml.Node) bool
}

// mutations are the ways a bundled scenario is broken, one per scenario in
// turn.
var mutations = []mutation{
	{"board width negative", "board", func(top *yaml.Node) bool { return setIn(top, "-3in", "board", "width") }},
	{"board depth zero", "board", func(top *yaml.Node) bool { return setIn(top, "0in", "board", "depth") }},
	{"board width a word", "bad length", func(top *yaml.Node) bool { return setIn(top, "wide", "board", "width") }},
	{"board width unknown unit", "unit", func(top *yaml.Node) bool { return setIn(top, "48furlong", "board", "width") }},
	{"board width infinite", "board", func(top *yaml.Node) bool { return setIn(top, "1e400in", "board", "width") }},
	{"board width NaN", "board", func(top *yaml.Node) bool { return setIn(top, "NaN", "board", "width") }},
	{"board width hex", "board", func(top *yaml.Node) bool { return setIn(top, "0x30in", "board", "width") }},
	{"board a list", "board", func(top *yaml.Node) bool { return set(top, "board", seq("48in", "48in")) }},
	{"centre x a word", "centre", func(top *yaml.Node) bool { return setFirstUnit(top, "centre", seq("abc", "1in")) }},
	{"centre one number", "centre", func(top *yaml.Node) bool { return setFirstUnit(top, "centre", seq("1in")) }},
	{"centre off the board", "board|off", func(top *yaml.Node) bool { return setFirstUnit(top, "centre", seq("-500in", "-500in")) }},
	{"facing a word", "facing", func(top *yaml.Node) bool { return setFirstUnit(top, "facing", scalar("north")) }},
	{"facing NaN", "facing", func(top *yaml.Node) bool { return setFirstUnit(top, "facing", scalar("NaN")) }},
	{"base zero", "base", func(top *yaml.Node) bool { return setFirstUnit(top, "base", seq("0in", "1in")) }},
	{"base negative", "base", func(top *yaml.Node) bool { return setFirstUnit(top, "base", seq("-1in", "1in")) }},
	{"files zero", "files", func(top *yaml.Node) bool { return setFirstUnit(top, "files", scalar("0")) }},
	{"files huge", "files", func(top *yaml.Node) bool { return setFirstUnit(top, "files", scalar("1000000000")) }},
	{"ranks a fraction", "ranks", func(top *yaml.Node) bool { return setFirstUnit(top, "ranks", scalar("1.5")) }},
	{"unknown unit key", "sidee|key", func(top *yaml.Node) bool { return setFirstUnit(top, "sidee", scalar("red")) }},
	{"run misspelt", "procedure", func(top *yaml.Node) bool { return appendTo(top, "run", "x") }},
	{"args unknown parameter", "parameter", func(top *yaml.Node) bool { return setIn(top, "1in", "args", "bogus_param") }},
	{"choices undeclared", "choice", func(top *yaml.Node) bool { return setIn(top, "A", "choices", "zz_choice") }},
	{"terrain bow tie", "intersects", func(top *yaml.Node) bool { return addTerrain(top, "[[0in, 0in], [4in, 4in], [4in, 0in], [0in, 4in]]") }},
	{"terrain flat", "no area", func(top *yaml.Node) bool { return addTerrain(top, "[[0in, 0in], [2in, 0in], [4in, 0in]]") }},
	{"terrain repeated corner", "repeats", func(top *yaml.Node) bool { return addTerrain(top, "[[0in, 0in], [2in, 0in], [2in, 0in], [0in, 3in]]") }},
	{"terrain two points", "polygon", func(top *yaml.Node) bool { return addTerrain(top, "[[0in, 0in], [2in, 0in]]") }},
	{"rules missing", "cannot read", func(top *yaml.Node) bool { return set(top, "rules", seq("no_such.rules")) }},
	{"unknown top key", "unitz|key", func(top *yaml.Node) bool { return set(top, "unitz", scalar("x")) }},
	{"tolerance negative", "tolerance", func(top *yaml.Node) bool { return set(top, "tolerance", scalar("-1in")) }},
	{"combat unknown unit", "unknown unit", func(top *yaml.Node) bool { return set(top, "combats", seqOf(seq("ZZ9", "ZZ8"))) }},
	{"dice a word", "dice", func(top *yaml.Node) bool { return set(top, "dice", seq("six")) }},
	{"dice a fraction", "dice", func(top *yaml.Node) bool { return set(top, "dice", seq("3.5")) }},
	{"expect centre one number", "centre", func(top *yaml.Node) bool { return setExpectUnit(top, "centre", seq("1in")) }},
	{"expect unknown unit", "unknown unit", func(top *yaml.Node) bool { return setIn(top, "", "expect", "units", "ZZ9") }},
	{"unit without side", "side", func(top *yaml.Node) bool { return dropFirstUnit(top, "side") }},
	{"models empty", "models|base", func(top *yaml.Node) bool { return setFirstUnit(top, "models", seqOf()) }},
}

// scenarioMutations returns each bundled scenario broken by one mutation,
// taken in turn.
func scenarioMutations(t *testing.T) []kase {
	files, err := filepath.Glob(filepath.Join(repo, "tests", "*", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob(filepath.Join(repo, "tests", "*", "*", "*.yaml"))
	more2, _ := filepath.Glob(filepath.Join(repo, "tests", "*", "*", "*", "*.yaml"))
	files = append(append(files, more...), more2...)
	sort.Strings(files)
	var out []kase
	for i, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for k := range mutations {
			m := mutations[(i+k)%len(mutations)]
			text, ok := mutate(file, src, m)
			if !ok {
				continue
			}
			rel, _ := filepath.Rel(repo, file)
			cmd := []string{"test", "s.yaml"}
			if i%2 == 1 {
				cmd = []string{"run", "s.yaml"}
			}
			out = append(out, kase{name: rel + ": " + m.name, files: map[string]string{"s.yaml": text}, args: cmd, want: m.want})
			break
		}
	}
	// The first bundled scenario under every mutation, so each one is tried.
	if len(files) > 0 {
		src, _ := os.ReadFile(files[0])
		for _, m := range mutations {
			if text, ok := mutate(files[0], src, m); ok {
				out = append(out, kase{name: "every mutation: " + m.name, files: map[string]string{"s.yaml": text},
					args: []string{"test", "s.yaml"}, want: m.want})
			}
		}
	}
	return out
}

// mutate applies m to the scenario src read from file, with its rules
// paths made absolute so it runs from any folder.
func mutate(file string, src []byte, m mutation) (string, bool) {
	var doc yaml.Node
	if yaml.Unmarshal(src, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return "", false
	}
	top := doc.Content[0]
	if rules := get(top, "rules"); rules != nil && rules.Kind == yaml.SequenceNode {
		for _, r := range rules.Content {
			if !filepath.IsAbs(r.Value) {
				abs, _ := filepath.Abs(filepath.Join(filepath.Dir(file), r.Value))
				r.Value = abs
			}
		}
	}
	if !m.fn(top) {
		return "", false
	}
	b, err := yaml.Marshal(&doc)
	if err != nil {
		return "", false
	}
	return string(b), true
}

func scalar(v string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Value: v} }

func seq(vs ...string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, v := range vs {
		n.Content = append(n.Content, scalar(v))
	}
	return n
}

func seqOf(ns ...*yaml.Node) *yaml.Node {
	return &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle, Content: ns}
}

// get returns the value of key in mapping m, or nil.
func get(m *yaml.Node, key string) *yaml.Node {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}

// set sets key in mapping m to v, adding it if missing.
func set(m *yaml.Node, key string, v *yaml.Node) bool {
	if m == nil || m.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = v
			return true
		}
	}
	m.Content = append(m.Content, scalar(key), v)
	return true
}

// setIn sets the scalar at a path of keys, making mappings on the way.
func setIn(m *yaml.Node, value string, path ...string) bool {
	for _, key := range path[:len(path)-1] {
		next := get(m, key)
		if next == nil {
			next = &yaml.Node{Kind: yaml.MappingNode, Style: yaml.FlowStyle}
			if !set(m, key, next) {
				return false
			}
		}
		m = next
	}
	return set(m, path[len(path)-1], scalar(value))
}

// appendTo appends text to the scalar at key, if there is one.
func appendTo(m *yaml.Node, key, text string) bool {
	v := get(m, key)
	if v == nil || v.Kind != yaml.ScalarNode {
		return false
	}
	v.Value += text
	return true
}

// firstUnit returns the first unit's mapping.
func firstUnit(top *yaml.Node) *yaml.Node {
	units := get(top, "units")
	if units == nil || units.Kind != yaml.MappingNode || len(units.Content) < 2 {
		return nil
	}
	return units.Content[1]
}

// setFirstUnit sets a key of the first unit, if that unit already has it
// (so the mutation fits the unit's kind), or for keys any unit takes.
func setFirstUnit(top *yaml.Node, key string, v *yaml.Node) bool {
	u := firstUnit(top)
	if u == nil {
		return false
	}
	switch key {
	case "facing", "sidee":
	case "files", "ranks":
		if get(u, "base") == nil || get(u, "models") != nil {
			return false
		}
	default:
		if get(u, key) == nil {
			return false
		}
	}
	return set(u, key, v)
}

// dropFirstUnit removes a key from the first unit.
func dropFirstUnit(top *yaml.Node, key string) bool {
	u := firstUnit(top)
	if u == nil || u.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(u.Content); i += 2 {
		if u.Content[i].Value == key {
			u.Content = append(u.Content[:i], u.Content[i+2:]...)
			return true
		}
	}
	return false
}

// setExpectUnit sets a key of the first unit expectation that has it.
func setExpectUnit(top *yaml.Node, key string, v *yaml.Node) bool {
	units := get(get(top, "expect"), "units")
	if units == nil || units.Kind != yaml.MappingNode {
		return false
	}
	for i := 1; i < len(units.Content); i += 2 {
		if get(units.Content[i], key) != nil {
			return set(units.Content[i], key, v)
		}
	}
	return false
}

// addTerrain adds a terrain piece with the polygon written in YAML.
func addTerrain(top *yaml.Node, polygon string) bool {
	var piece yaml.Node
	if err := yaml.Unmarshal([]byte(fmt.Sprintf("{name: zz_bad_piece, kind: forest, polygon: %s}", polygon)), &piece); err != nil {
		return false
	}
	t := get(top, "terrain")
	if t == nil {
		t = seqOf()
		set(top, "terrain", t)
	}
	if t.Kind != yaml.SequenceNode {
		return false
	}
	t.Content = append(t.Content, piece.Content[0])
	return true
}

// rulesMutations returns each bundled rules file broken in each way, checked
// with rulec check among the files it imports.
func rulesMutations(t *testing.T) []kase {
	var out []kase
	for _, root := range []string{filepath.Join(repo, "rules"), filepath.Join(repo, "tests", "interp")} {
		tree := map[string]string{}
		var names []string
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || filepath.Ext(path) != ".rules" {
				return err
			}
			b, err := os.ReadFile(path)
			rel, _ := filepath.Rel(root, path)
			tree[rel] = string(b)
			names = append(names, rel)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(names)
		for _, name := range names {
			for _, m := range ruleMutations {
				text, ok := m.fn(tree[name], filepath.Base(name))
				if !ok {
					continue
				}
				files := map[string]string{}
				for k, v := range tree {
					files[k] = v
				}
				files[name] = text
				out = append(out, kase{name: filepath.Base(root) + "/" + name + ": " + m.name, files: files,
					args: []string{"check", name}, want: m.want})
			}
		}
	}
	return out
}

// A ruleMutation breaks a rules file's text.
type ruleMutation struct {
	name string
	want string
	fn   func(src, base string) (string, bool)
}

// replaceFirst replaces the first old in src by new.
func replaceFirst(old, new string) func(string, string) (string, bool) {
	return func(src, _ string) (string, bool) {
		if !strings.Contains(src, old) {
			return "", false
		}
		return strings.Replace(src, old, new, 1), true
	}
}

// ruleMutations are the ways a bundled rules file is broken.
var ruleMutations = []ruleMutation{
	{"a brace dropped", "error", func(src, base string) (string, bool) {
		i := strings.LastIndex(src, "}")
		if i < 0 {
			return "", false
		}
		return src[:i] + src[i+1:], true
	}},
	{"goto a missing step", "step", replaceFirst("step 1", "step 1 { goto step 99 }\n  step 1x")},
	{"an unknown name", "unknown|undefined", replaceFirst("unit: unit", "unit: unitt")},
	{"a length with a bad unit", "unit|unexpected", replaceFirst("1in", "1furlong")},
	{"a string left open", "error", replaceFirst(`ref "`, `ref "unterminated`+"\n")},
	{"a NUL byte", "not text", replaceFirst("\n", "\n\x00")},
	{"invalid UTF-8", "not text", replaceFirst("\n", "\n\xff\xfe")},
	{"a procedure twice", "procedure|duplicate|already", func(src, base string) (string, bool) {
		i := strings.Index(src, "procedure ")
		if i < 0 {
			return "", false
		}
		j := strings.Index(src[i:], "\n}\n")
		if j < 0 {
			return "", false
		}
		return src + "\n" + src[i:i+j+3], true
	}},
	{"an import of itself", "cycle", func(src, base string) (string, bool) {
		i := strings.Index(src, "\nunits ")
		if i < 0 {
			return "", false
		}
		return src[:i+1] + "import \"" + base + "\"\n" + src[i+1:], true
	}},
}
