package interp_test

// What the collector marks in BenchmarkCheck: the pointer words of the
// program one LoadSources keeps (all of it live while the check runs), by
// field, and what one such word costs an op (chk19 in docs/perf/notes.md).
// Both are measures for the work of issue 30 item 5 (pointer-free nodes):
// the census is exact and the same on every run, where the collector's
// instructions need callgrind and gcstoptheworld to be read at all.

import (
	"reflect"
	"runtime"
	"sort"
	"strings"
	"testing"
	"unsafe"

	"github.com/rulec-dev/rulec/internal/gen"
	"github.com/rulec-dev/rulec/interp"
)

// census counts the pointer words reachable from a value, each once: a
// non-nil pointer, map, channel or func, the data word of a non-empty
// string, of a slice with a capacity and of a non-nil interface. Each is
// counted under the field that holds it ("grammar.Ident.Name"), an element
// of a slice or map under the slice's or map's type. What a closure
// captures is out of its reach (funcs counts the closures).
type census struct {
	seen  map[[2]uintptr]bool
	words map[string]int
	funcs int
}

func newCensus() *census {
	return &census{seen: map[[2]uintptr]bool{}, words: map[string]int{}}
}

// once reports whether the object at p, seen as t, is new to c.
func (c *census) once(p uintptr, t any) bool {
	k := [2]uintptr{p, reflect.ValueOf(t).Pointer()}
	if c.seen[k] {
		return false
	}
	c.seen[k] = true
	return true
}

// walk counts the words of v, held by the field named at.
func (c *census) walk(v reflect.Value, at string) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		c.words[at]++
		if c.once(v.Pointer(), v.Type()) {
			c.walk(v.Elem(), v.Type().Elem().String())
		}
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		if e := v.Elem(); e.Kind() == reflect.Pointer || e.Kind() == reflect.Map || e.Kind() == reflect.Func {
			c.walk(e, at)
		} else {
			c.words[at]++
			c.walk(e, e.Type().String())
		}
	case reflect.String:
		if v.Len() > 0 {
			c.words[at]++
		}
	case reflect.Slice:
		if v.Cap() == 0 {
			return
		}
		c.words[at]++
		if c.once(v.Pointer()+uintptr(v.Len())<<48, v.Type()) {
			for i := range v.Len() {
				c.walk(v.Index(i), v.Type().String())
			}
		}
	case reflect.Array:
		for i := range v.Len() {
			c.walk(v.Index(i), at)
		}
	case reflect.Map:
		if v.IsNil() {
			return
		}
		c.words[at]++
		if c.once(v.Pointer(), v.Type()) {
			for it := v.MapRange(); it.Next(); {
				c.walk(it.Key(), v.Type().String())
				c.walk(it.Value(), v.Type().String())
			}
		}
	case reflect.Func:
		if !v.IsNil() {
			c.words[at]++
			c.funcs++
		}
	case reflect.Chan, reflect.UnsafePointer:
		if !v.IsNil() {
			c.words[at]++
		}
	case reflect.Struct:
		t := v.Type()
		for i := range v.NumField() {
			f := t.Field(i)
			if f.Anonymous && f.Type.Kind() == reflect.Struct {
				c.walk(v.Field(i), at) // an embedded span's fields are its holder's
			} else {
				c.walk(v.Field(i), at+"."+f.Name)
			}
		}
	}
}

// total returns the words counted, all and those the test keeps.
func (c *census) total(keep func(string) bool) int {
	n := 0
	for at, k := range c.words {
		if keep == nil || keep(at) {
			n += k
		}
	}
	return n
}

// phase names what made the words held at a field: the parse (grammar's
// nodes), the names' resolution (bindings and the tables of uses and
// declarations), the check (check's other types) or the interpreter's
// compile.
func phase(at string) string {
	switch {
	case strings.Contains(at, "check.Binding") || strings.Contains(at, "check.use") ||
		strings.HasPrefix(at, "check.Info") || strings.HasPrefix(at, "check.Uses") ||
		strings.Contains(at, "check.extent") || strings.Contains(at, "check.identUse"):
		return "resolve"
	case strings.HasPrefix(at, "grammar.") || strings.HasPrefix(at, "[]grammar.") || strings.HasPrefix(at, "[]*grammar."):
		return "parse"
	case strings.HasPrefix(at, "check.") || strings.HasPrefix(at, "[]check.") || strings.HasPrefix(at, "[]*check.") ||
		strings.HasPrefix(at, "map["):
		return "check"
	case strings.HasPrefix(at, "interp.") || strings.HasPrefix(at, "[]interp."):
		return "compile"
	}
	return "other"
}

// fileName reports whether the words held at a field are a file's name:
// a Position's Filename, or the name an expression node's span points to.
func fileName(at string) bool {
	return strings.HasSuffix(at, ".Filename") || strings.HasSuffix(at, ".name")
}

// TestCensusCounts checks the census on a value whose pointer words are
// counted by hand.
func TestCensusCounts(t *testing.T) {
	type leaf struct {
		S string
		N int
	}
	type node struct {
		L    *leaf
		Ls   []*leaf
		I    any
		M    map[string]int
		F    func()
		None *leaf
		E    string
	}
	shared := &leaf{S: "x"}
	v := &node{L: shared, Ls: []*leaf{shared, {S: ""}}, I: 3, M: map[string]int{"a": 1}, F: func() {}}
	c := newCensus()
	c.walk(reflect.ValueOf(v), "root")
	want := map[string]int{
		"root":                1, // the pointer to the node
		"interp_test.node.L":  1,
		"interp_test.node.Ls": 1,
		"[]*interp_test.leaf": 2,
		"interp_test.leaf.S":  1, // shared's, once; the empty one none
		"interp_test.node.I":  1,
		"interp_test.node.M":  1,
		"map[string]int":      1, // the key "a"
		"interp_test.node.F":  1,
	}
	for at, n := range c.words {
		if want[at] != n {
			t.Errorf("%s: %d words, want %d", at, n, want[at])
		}
	}
	for at, n := range want {
		if c.words[at] != n {
			t.Errorf("%s: %d words, want %d", at, c.words[at], n)
		}
	}
	if c.funcs != 1 {
		t.Errorf("%d funcs, want 1", c.funcs)
	}
}

// BenchmarkCheckLive is BenchmarkCheck with the census of the last op's
// program reported: its pointer words (ptr-words), those of file names
// (name-words), those made by each phase, and the closures, which hold
// more the census cannot see. With -v it lists the fields holding the
// most.
func BenchmarkCheckLive(b *testing.B) {
	src := gen.Ruleset(5000)
	reg := interp.Stdlib()
	srcs := map[string][]byte{"big.rules": src}
	b.ReportAllocs()
	var prog *interp.Program
	for b.Loop() {
		var err error
		if prog, err = interp.LoadSources(reg, []string{"big.rules"}, srcs, nil); err != nil {
			b.Fatal(err)
		}
	}
	c := newCensus()
	c.walk(reflect.ValueOf(reg), "registry") // shared by every program: not counted
	c.words = map[string]int{}
	c.walk(reflect.ValueOf(prog), "program")
	b.ReportMetric(float64(c.total(nil)), "ptr-words")
	b.ReportMetric(float64(c.total(fileName)), "name-words")
	for _, ph := range []string{"parse", "resolve", "check", "compile", "other"} {
		b.ReportMetric(float64(c.total(func(at string) bool { return phase(at) == ph })), ph+"-words")
	}
	b.ReportMetric(float64(c.funcs), "closures")
	if testing.Verbose() {
		type field struct {
			at string
			n  int
		}
		var fs []field
		for at, n := range c.words {
			fs = append(fs, field{at, n})
		}
		sort.Slice(fs, func(i, j int) bool { return fs[i].n > fs[j].n || fs[i].n == fs[j].n && fs[i].at < fs[j].at })
		for _, f := range fs[:min(40, len(fs))] {
			b.Logf("%7d %-8s %s", f.n, phase(f.at), f.at)
		}
	}
}

// BenchmarkCheckBallast is BenchmarkCheck with 100,000 words more kept
// live through each op, in 25,000 objects of four words each: no pointers
// (noscan), pointers outside the heap (rodata, as a Position's Filename
// in the benchmark), or pointers into an object over 512 bytes (large, as
// a name into the source). The bytes and the allocations are the same in
// each, so the collector's cycles fall alike, and the difference of two
// is what the collector pays for the words (by callgrind with
// GODEBUG=gcstoptheworld=1).
func BenchmarkCheckBallast(b *testing.B) {
	src := gen.Ruleset(5000)
	reg := interp.Stdlib()
	srcs := map[string][]byte{"big.rules": src}
	const words = 100_000
	big := make([]byte, 160_000)
	name := unsafe.StringData("big.rules")
	for _, kind := range []string{"noscan", "rodata", "large"} {
		b.Run(kind, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var keep any
				switch kind {
				case "noscan":
					s := make([]*[4]uintptr, words/4)
					for i := range s {
						s[i] = &[4]uintptr{1, 2, 3, 4}
					}
					keep = s
				case "rodata":
					s := make([]*[4]*byte, words/4)
					for i := range s {
						s[i] = &[4]*byte{name, name, name, name}
					}
					keep = s
				case "large":
					s := make([]*[4]*byte, words/4)
					for i := range s {
						j := 4 * i % (len(big) - 4)
						s[i] = &[4]*byte{&big[j], &big[j+1], &big[j+2], &big[j+3]}
					}
					keep = s
				}
				if _, err := interp.LoadSources(reg, []string{"big.rules"}, srcs, nil); err != nil {
					b.Fatal(err)
				}
				runtime.KeepAlive(keep)
			}
		})
	}
}
