package grammar

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rogpeppe/go-internal/txtar"
	"github.com/rulec-dev/rulec/internal/gen"
)

// TestFastParseAgrees compares the recursive-descent parser with
// participle, tree for tree with every position, or failure for error, on
// every rules text of the project, on inputs written to reach the corners
// of participle's behaviour, on random statements and on mutations of the
// project's files.
func TestFastParseAgrees(t *testing.T) {
	sources := agreementInputs(t)
	accepted := 0
	for name, src := range sources {
		msg, ok := compareFast(src)
		if msg != "" {
			t.Errorf("%s: %s", name, msg)
		}
		if ok {
			accepted++
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	random := 0
	for range 3000 {
		if msg, _ := compareFast([]byte(randomStatements(r))); msg != "" {
			t.Error(msg)
		}
		random++
	}
	for range 20000 {
		if msg, _ := compareFast([]byte(tokenSoup(r))); msg != "" {
			t.Error(msg)
		}
		random++
	}
	mutants := 0
	for _, name := range sortedKeys(sources) {
		for range 40 {
			if msg, _ := compareFast(mutate(r, sources[name])); msg != "" {
				t.Errorf("mutant of %s: %s", name, msg)
			}
			mutants++
		}
	}
	t.Logf("%d inputs (%d accepted), %d random, %d mutants", len(sources), accepted, random, mutants)
}

// TestFastParseGenerated checks the generated rulesets of the benchmarks:
// the fast parser must accept them, or the benchmarks measure participle.
func TestFastParseGenerated(t *testing.T) {
	for name, src := range map[string]string{
		"grammar": generated(5000), "interp": string(gen.Ruleset(5000)),
	} {
		msg, ok := compareFast([]byte(src))
		if msg != "" {
			t.Errorf("%s: %s", name, msg)
		}
		if !ok {
			t.Errorf("%s: the generated ruleset does not parse", name)
		}
	}
}

// FuzzParseAgrees checks that the recursive-descent parser accepts what
// participle accepts, with the same tree, and rejects what it rejects.
func FuzzParseAgrees(f *testing.F) {
	for _, src := range agreementInputs(f) {
		f.Add(src)
	}
	r := rand.New(rand.NewPCG(7, 8))
	for range 200 {
		f.Add([]byte(tokenSoup(r)))
		f.Add([]byte(randomStatements(r)))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if msg, _ := compareFast(src); msg != "" {
			t.Fatal(msg)
		}
	})
}

// compareFast parses src with both parsers and returns how they differ, or
// "", and whether participle accepted it.
func compareFast(src []byte) (string, bool) {
	want, err := parser.ParseBytes("t.rules", src)
	got, ok := rdParse("t.rules", src)
	switch {
	case ok && err != nil:
		return fmt.Sprintf("parsing %q: the fast parser accepts, participle says %v", src, err), false
	case !ok && err == nil:
		return fmt.Sprintf("parsing %q: the fast parser fails, participle accepts", src), true
	case ok && !reflect.DeepEqual(got, want):
		d := cmp.Diff(want, got, cmp.Exporter(func(reflect.Type) bool { return true }))
		return fmt.Sprintf("parsing %q: trees differ (-participle +fast):\n%s", src, d), true
	}
	return "", err == nil
}

// agreementInputs returns every rules text of the project (see allInputs),
// the rules files of the command's test scripts, and parserCorners.
func agreementInputs(t testing.TB) map[string][]byte {
	out := allInputs(t)
	out["bigRuleset"] = gen.Ruleset(400)
	scripts, _ := filepath.Glob("../cmd/rulec/testdata/script/*.txtar")
	for _, name := range scripts {
		ar, err := txtar.ParseFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range ar.Files {
			if strings.HasSuffix(f.Name, ".rules") {
				out[name+"/"+f.Name] = f.Data
			}
		}
	}
	for i, src := range parserCorners {
		out[fmt.Sprintf("corner %d", i)] = []byte(src)
	}
	return out
}

// parserCorners are inputs where participle's behaviour is easy to get
// wrong: literals that match strings, optional parts that fail and are
// taken as absent, end positions before comments and at the end of input.
var parserCorners = []string{
	"", "\n\n", "# only a comment", "  ", "\r\n;;\n", "ruleset \"x\"", "ruleset 'x' version 'y' # c",
	"ruleset \"x\" version\n", "ruleset\n", "'ruleset' 'x'\n'units' in", "units 'in'\npace 1mm  ",
	"const x = 1 ref\n", "const x = 1 ref 'r'  # c\n", "const x = f(a,\n\n b) ;const y=2;",
	"procedure p() {}", "procedure p(a: b?, c: d) ref 'r' {\n}\n", "procedure p(a) {}",
	"procedure p(a: b,) {}", "procedure p(a: b, c) {}", "procedure p() '{' stop '}'",
	"procedure p() {\n  'stop'\n  \"step\" 1 { }\n}", "procedure p() {\n  wheel to:\n}\n",
	"procedure p() {\n  wheel x:, y\n}\n", "procedure p() {\n  wheel to: f(\n}\n",
	"procedure p() {\n  wheel ref: 1\n}\n", "procedure p() {\n  wheel ref \"r\"\n}\n",
	"procedure p() {\n  wheel by: 2, default: 3 ref \"x\"\n}\n", "procedure p() {\n  wheel a, b:, c\n}\n",
	"procedure p() {\n  wheel stop:\n}\n", "procedure p() {\n  wheel call: c(]\n}\n",
	"procedure p() {\n  wheel a ? b : c, d: e ? f : g\n}\n", "procedure p() {\n  wheel x: y: z\n}\n",
	"procedure p() {\n  call c()\n  call c(a:)\n}", "procedure p() {\n  call c(a, b:)\n}",
	"procedure p() {\n  call c(a: 1, b) ref 'x'\n}", "procedure p() {\n  call c(x, )\n}",
	"procedure p() { if x { stop } else { stop } }", "procedure p() {\n  if x { stop } else { when }\n}",
	"procedure p() {\n  if x { stop } else stop\n}", "procedure p() {\n  mark u as f() ref \"r\"\n}",
	"procedure p() {\n  mark u as f(a, b)\n  unmark u as g\n}", "procedure p() {\n  mark u as f(a ref 'x')\n}",
	"procedure p() {\n  event e '(' x ')'\n}", "procedure p() {\n  event e(x) + 1\n}",
	"procedure p() {\n  event e()\n  event e\n}", "procedure p() {\n  event e(x,)\n}",
	"procedure p() {\n  choose x from y by z default\n}", "procedure p() {\n  choose x from y by z default ref 'r'\n}",
	"procedure p() {\n  choose x from y by z default w ref 'r'\n}", "procedure p() {\n  choose x 'from' y 'by' z\n}",
	"procedure p() {\n  first \"a\" else nothing {\n  }\n}", "procedure p() {\n  first \"a\" else foo {\n  }\n}",
	"procedure p() {\n  first 'a' 'else' 'error' ref 'r' '{' when x { } otherwise { } }\n}",
	"procedure p() {\n  first \"a\" {\n    when x { stop }\n    when y ref 'r' { stop }; otherwise ref 'o' { }\n\n  }\n}",
	"procedure p() {\n  first \"a\" {\n    otherwise { }\n    when x { }\n  }\n}",
	"procedure p() {\n  pick c from cs ref 'r' {\n    minimise a\n    'prefer' b ref 'x'\n  }\n}",
	"procedure p() {\n  pick c from cs {\n    maximize a\n  }\n}",
	"procedure p() {\n  skip step 1, x, 3 ref 'r'\n  skip steps 2,\n}", "procedure p() {\n  skip 'steps' 2\n}",
	"procedure p() {\n  goto step x ref 'r'\n  goto 'step' 2\n}", "procedure p() {\n  roll r = 2D6 ref 'r'\n  roll r = D6\n}", "procedure p() {\n  roll r = 2D6 dice ref 'r'\n  roll r = D6 dice dice\n}",
	"procedure p() {\n  let x = a[1:2] ?? {a: 1}.a\n  let y = (\n  1\n  )\n}",
	"procedure p() {\n  for u in us { remove u ref 'r' }\n  fail 'no' ref 'r'\n}",
	"procedure p() {\n  step 1 'a' ref 'b' {\n    step x {\n    }\n  }\n}", "procedure p() {\n  step 1 ref {\n  }\n}",
	"procedure p() {\n  stop stop\n}", "procedure p() {\n  stop; stop;\n}", "procedure p() {\n  stop ref 'a' ref 'b'\n}",
	"procedure p() {\n  let x = 1 2 3 4 5 6 ref\n}", "procedure p() {\n  wheel a, b, c, d, e,\n}",
	"procedure p() {\n  call c(a, b, c, d, e,)\n}", "procedure p() {\n  event e(a, b, c, d, e,)\n}",
	"procedure p() {\n  event e(a, b, c, d, e\n}", "procedure p() {\n  event e(a b c d e f)\n}",
	"procedure p() {\n  wheel t: (a, b, c\n}\n", "procedure p() {\n  wheel t: (a\n}\n}\n",
	"procedure p() {\n  if x { stop } else { 1 2 3 4 5 }\n}", "procedure p() {\n  if x { stop } else { stop\n}",
	"procedure p() {\n  stop\n}\n  # trailing", "procedure p() {\n  stop\n}  ", "procedure p() {\r\n  stop\r\n}\r\n",
	"const x = \"é\" ref 'ü'  # é\nconst y = 'a\\'b' ", "const x = 1\n}", "units in units mm",
	"import 'a' 'b'", "const x = a\n  .b", "const x = ref", "const x = (ref 'r')",
}

// soupWords are the words of the grammar and tokens of each type, for
// tokenSoup.
var soupWords = append(StatementWords(),
	"ref", "by", "default", "as", "from", "in", "steps", "error", "nothing", "version", "ruleset",
	"units", "pace", "import", "const", "procedure", "wheel", "x", "to", "1", "2D6", "1in",
	"'s'", "'step'", "'{'", "'}'", "'('", "')'", "'ref'", "'stop'", "(", ")", "[", "]", "{", "}",
	",", ":", "?", "=", "+", "\n", ";", "# c\n", "{\n", "}\n", "\n}", "\n}\n",
)

// tokenSoup returns a procedure whose body is lines of random words of the
// grammar, and sometimes a declaration made the same way: mostly errors,
// but the few that parse reach corners that whole statements do not.
func tokenSoup(r *rand.Rand) string {
	var b strings.Builder
	if r.IntN(4) == 0 {
		for range 1 + r.IntN(6) {
			b.WriteString(soupWords[r.IntN(len(soupWords))] + " ")
		}
		b.WriteString("\n")
	}
	b.WriteString("procedure p() {\n")
	for range 1 + r.IntN(3) {
		b.WriteString("  ")
		for range 1 + r.IntN(7) {
			b.WriteString(soupWords[r.IntN(len(soupWords))] + " ")
		}
		b.WriteString("\n")
	}
	b.WriteString("}\n")
	return b.String()
}

// mutate returns src with a random change: a cut, a deleted or repeated
// span, or a token of the language put in.
func mutate(r *rand.Rand, src []byte) []byte {
	if len(src) == 0 {
		return []byte(fragments[r.IntN(len(fragments))])
	}
	i, j := r.IntN(len(src)), r.IntN(len(src))
	if i > j {
		i, j = j, i
	}
	j = min(j, i+40)
	out := append([]byte(nil), src[:i]...)
	switch r.IntN(4) {
	case 0:
		return out
	case 1:
		return append(out, src[j:]...)
	case 2:
		out = append(out, src[i:j]...)
		return append(out, src[i:]...)
	}
	words := append(StatementWords(), "ref", "by", "default", "as", "(", ")", "{", "}", ",", ":", "\n", ";", "'x'", "?")
	out = append(out, " "+words[r.IntN(len(words))]+" "...)
	return append(out, src[i:]...)
}

// sortedKeys returns the keys of m in order, for repeatable random tests.
func sortedKeys(m map[string][]byte) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
